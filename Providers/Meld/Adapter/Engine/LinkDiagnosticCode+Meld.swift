import ProviderKit

/// The diagnostic codes the Meld adapter adds to ``/ProviderKit/LinkDiagnostic/Code``. Their wire
/// strings start with `meld.`.
extension LinkDiagnostic.Code {
    /// A widget signal navigation (`mx://…`, `meldapp://…`) was cancelled as the guide says.
    public static let meldSignalCancelled: LinkDiagnostic.Code = "meld.signalCancelled"
    /// The widget asked to close (`closemyapp`).
    public static let meldCloseRequested: LinkDiagnostic.Code = "meld.closeRequested"
    /// A script message came from a frame outside the widget's site.
    public static let meldUntrustedOrigin: LinkDiagnostic.Code = "meld.untrustedOrigin"
    /// A message type the adapter does not know.
    public static let meldUnknownMessageType: LinkDiagnostic.Code = "meld.unknownMessageType"
    /// `connect_complete`'s `accountCount` disagrees with its `accounts`.
    public static let meldAccountCountMismatch: LinkDiagnostic.Code = "meld.accountCountMismatch"
}
