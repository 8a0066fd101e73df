import Foundation

extension PlaidLinkKit {
    /// The error that ended Link.
    ///
    /// Wire form (camelCase): `{"errorCode": {"type": …, "code": …}, "errorMessage": …,
    /// "displayMessage": …|null, "errorJSON": …|null}`. The `errorJSON` key name is UNVERIFIED.
    package struct ExitError: Error, Sendable, Hashable, Codable {
        /// The type and code.
        package var errorCode: ExitErrorCode
        /// A message for developers.
        package var errorMessage: String
        /// A message for users, or `nil` when the error is not user-related.
        package var displayMessage: String?
        /// The raw error JSON.
        package var errorJSON: RawJSONMetadata?

        /// Creates an error.
        package init(
            errorCode: ExitErrorCode, errorMessage: String, displayMessage: String? = nil,
            errorJSON: RawJSONMetadata? = nil
        ) {
            self.errorCode = errorCode
            self.errorMessage = errorMessage
            self.displayMessage = displayMessage
            self.errorJSON = errorJSON
        }

        /// LinkKit's public test-fixture initialiser, triple "s" included.
        package static func privateObjCInitializer(
            errorCode: ExitErrorCode, errorMessage: String, displayMesssage: String?, errorJSON: RawJSONMetadata?
        ) -> ExitError {
            ExitError(errorCode: errorCode, errorMessage: errorMessage, displayMessage: displayMesssage, errorJSON: errorJSON)
        }
    }
}
