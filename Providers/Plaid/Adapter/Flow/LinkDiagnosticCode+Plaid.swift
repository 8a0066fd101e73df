import ProviderKit

/// The diagnostic codes the Plaid adapter adds to ``/ProviderKit/LinkDiagnostic/Code``. Their wire
/// strings start with `plaid.`.
extension LinkDiagnostic.Code {
    /// A typed LinkKit field was missing or `unknown` and was taken from `metadataJSON`.
    public static let plaidMetadataJSONFallback: LinkDiagnostic.Code = "plaid.metadataJSONFallback"
    /// The entry has no redirect URI, so OAuth institutions cannot return to the app.
    public static let plaidMissingRedirectURI: LinkDiagnostic.Code = "plaid.missingRedirectURI"
    /// A Layer session was opened without a phone number to submit.
    public static let plaidMissingLayerData: LinkDiagnostic.Code = "plaid.missingLayerData"
    /// LinkKit's view disappeared without a callback (a swipe-dismiss).
    public static let plaidDismissedWithoutCallback: LinkDiagnostic.Code = "plaid.dismissedWithoutCallback"
    /// An OAuth return URL reached the session; LinkKit 7 resumes on its own.
    public static let plaidRedirectReceived: LinkDiagnostic.Code = "plaid.redirectReceived"
    /// An update was asked for, but LinkKit's `OPEN` event says the link token is not in update
    /// mode: the server created it without the Item's `access_token`.
    public static let plaidNotUpdateMode: LinkDiagnostic.Code = "plaid.notUpdateMode"
}
