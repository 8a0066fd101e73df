import ProviderKit

/// The diagnostic codes the Mesh adapter adds to ``/ProviderKit/LinkDiagnostic/Code``.
extension LinkDiagnostic.Code {
    /// Warning: the credential store failed to save the access tokens of a success.
    public static let meshCredentialStore: LinkDiagnostic.Code = "meshCredentialStore"
    /// Warning: a connection's tokens are not in the session's outcome (a connection after the
    /// outcome, or one held by a transfer link whose transfer failed); names the broker and the
    /// connection id, and whether the credential store saved it.
    public static let meshConnectionNotDelivered: LinkDiagnostic.Code = "meshConnectionNotDelivered"
}

extension LinkDiagnostic.Code {
    /// Warning (info without a store): a reconnect did not find the stored connection, or the user
    /// connected another account than the one being reconnected.
    public static let meshReconnect: LinkDiagnostic.Code = "meshReconnect"
}
