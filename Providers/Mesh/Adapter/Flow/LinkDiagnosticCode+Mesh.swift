import ProviderKit

/// The diagnostic codes the Mesh adapter adds to ``/ProviderKit/LinkDiagnostic/Code``.
extension LinkDiagnostic.Code {
    /// Warning: the credential store failed to save the access tokens of a success.
    public static let meshCredentialStore: LinkDiagnostic.Code = "meshCredentialStore"
}

extension LinkDiagnostic.Code {
    /// Warning (info without a store): a reconnect did not find the stored connection, or the user
    /// connected another account than the one being reconnected.
    public static let meshReconnect: LinkDiagnostic.Code = "meshReconnect"
}
