import Foundation
import ProviderKit

extension PlaidLegacyLinkKit {
    /// The error of `linkViewController:didExitWithError:metadata:` (imported as `Error?`, an `NSError`
    /// underneath), read into plain values.
    ///
    /// ProviderKit maps an error by the Plaid `error_code` **string** in `userInfo`
    /// (`kPLKErrorCodeKey`), never by ``code``: LinkKit 1.0.x reported legacy numbers such as 1210
    /// in ``code``, which mean nothing to Plaid's current error catalog.
    package struct PLKExitError: Sendable, Hashable {
        /// `NSError.domain`, for example `PLKPlaidLinkAPIErrorDomain`.
        package var domain: String
        /// `NSError.code`. Kept for logs only; never used for mapping.
        package var code: Int
        /// `userInfo[kPLKErrorTypeKey]`.
        package var errorType: String?
        /// `userInfo[kPLKErrorCodeKey]`: the string the error table is keyed by.
        package var errorCode: String?
        /// `userInfo[kPLKErrorMessageKey]`.
        package var errorMessage: String?
        /// `userInfo[kPLKDisplayMessageKey]`; `nil` when `NSNull`.
        package var displayMessage: String?
        /// `NSLocalizedDescription`, the only text LinkKit 1.0.x gave.
        package var localizedDescription: String?
        /// The whole `userInfo`, as JSON values (`NSNull` becomes `null`).
        package var userInfo: LinkJSONValue

        /// Creates an error from its parts.
        package init(domain: String, code: Int, userInfo: LinkJSONValue) {
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

        /// Reads the error the SDK delivers (`Error?` in Swift; an `NSError` underneath).
        package init(_ error: any Error) {
            let error = error as NSError
            self.init(domain: error.domain, code: error.code, userInfo: LinkJSONValue(foundationObject: error.userInfo))
        }

        /// `true` for `NSURLErrorDomain` -999 (`NSURLErrorCancelled`): the echo LinkKit 1.x sends as a
        /// second exit after the user closed Link while it was loading.
        package var isCancelledLoad: Bool { domain == NSURLErrorDomain && code == NSURLErrorCancelled }
    }
}
