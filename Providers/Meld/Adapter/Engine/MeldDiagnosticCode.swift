/// The diagnostic codes the Meld adapter adds to ``ProviderKit/LinkDiagnostic/Code``.
public enum MeldDiagnosticCode {
    /// A widget signal navigation (`mx://…`, `meldapp://…`) was cancelled as the guide says.
    public static let signalCancelled = "meld.signalCancelled"
    /// The widget asked to close (`closemyapp`).
    public static let closeRequested = "meld.closeRequested"
    /// A script message came from a frame outside the widget's site.
    public static let untrustedOrigin = "meld.untrustedOrigin"
    /// A message type the adapter does not know.
    public static let unknownMessageType = "meld.unknownMessageType"
    /// `connect_complete`'s `accountCount` disagrees with its `accounts`.
    public static let accountCountMismatch = "meld.accountCountMismatch"
}
