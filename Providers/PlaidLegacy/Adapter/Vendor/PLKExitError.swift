import Foundation
import ProviderKit

extension PlaidLegacyLinkKit {
    /// The `NSError` of `linkViewController:didExitWithError:metadata:`, read into plain values.
    ///
    /// ProviderKit maps an error by the Plaid `error_code` **string** in `userInfo`
    /// (`kPLKErrorCodeKey`), never by ``code``: LinkKit 1.0.x reported legacy numbers such as 1210
    /// in ``code``, which mean nothing to Plaid's current error catalog.
    public struct PLKExitError: Sendable, Hashable {
        /// `NSError.domain`, for example `PLKPlaidLinkAPIErrorDomain`.
        public var domain: String
        /// `NSError.code`. Kept for logs only; never used for mapping.
        public var code: Int
        /// `userInfo[kPLKErrorTypeKey]`.
        public var errorType: String?
        /// `userInfo[kPLKErrorCodeKey]`: the string the error table is keyed by.
        public var errorCode: String?
        /// `userInfo[kPLKErrorMessageKey]`.
        public var errorMessage: String?
        /// `userInfo[kPLKDisplayMessageKey]`; `nil` when `NSNull`.
        public var displayMessage: String?
        /// `NSLocalizedDescription`, the only text LinkKit 1.0.x gave.
        public var localizedDescription: String?
        /// The whole `userInfo`, as JSON values (`NSNull` becomes `null`).
        public var userInfo: LinkJSONValue

        /// Creates an error from its parts.
        public init(domain: String, code: Int, userInfo: LinkJSONValue) {
            self.domain = domain
            self.code = code
            self.userInfo = userInfo
            var reader = PLKMetadataReader(userInfo, path: "error.userInfo")
            errorType = reader.string(PLKConstants.kPLKErrorTypeKey)
            errorCode = reader.string(PLKConstants.kPLKErrorCodeKey)
            errorMessage = reader.string(PLKConstants.kPLKErrorMessageKey)
            displayMessage = reader.string(PLKConstants.kPLKDisplayMessageKey)
            localizedDescription = reader.string(NSLocalizedDescriptionKey)
        }

        /// Reads an `NSError` as the SDK delivers it.
        public init(_ error: NSError) {
            self.init(domain: error.domain, code: error.code, userInfo: LinkJSONValue(foundationObject: error.userInfo))
        }

        /// `true` for `NSURLErrorDomain` -999 (`NSURLErrorCancelled`): the echo LinkKit 1.x sends as a
        /// second exit after the user closed Link while it was loading.
        public var isCancelledLoad: Bool { domain == NSURLErrorDomain && code == NSURLErrorCancelled }
    }
}
