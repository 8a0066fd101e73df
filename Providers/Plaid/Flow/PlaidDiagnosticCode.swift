/// Diagnostic codes the Plaid adapter raises besides the core's.
public enum PlaidDiagnosticCode {
    /// A typed LinkKit field was missing or `unknown` and was taken from `metadataJSON`.
    public static let metadataJSONFallback = "plaid.metadataJSONFallback"
    /// The entry has no redirect URI, so OAuth institutions cannot return to the app.
    public static let missingRedirectURI = "plaid.missingRedirectURI"
    /// A Layer session was opened without a phone number to submit.
    public static let missingLayerData = "plaid.missingLayerData"
    /// LinkKit's view disappeared without a callback (a swipe-dismiss).
    public static let dismissedWithoutCallback = "plaid.dismissedWithoutCallback"
    /// An OAuth return URL reached the session; LinkKit 7 resumes on its own.
    public static let redirectReceived = "plaid.redirectReceived"
    /// An update was asked for, but LinkKit's `OPEN` event says the link token is not in update
    /// mode: the server created it without the Item's `access_token`.
    public static let notUpdateMode = "plaid.notUpdateMode"
}
