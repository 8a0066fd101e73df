import Foundation

extension PlaidLinkKit.ExitError: LocalizedError {
    /// `TYPE/CODE: errorMessage`, for developers. Users see the unified ``/ProviderKit/LinkError``'s
    /// ``/ProviderKit/LinkError/userMessage``, which prefers ``displayMessage``.
    package var errorDescription: String? { "\(errorCode)/\(errorCode.code): \(errorMessage)" }
}
