/// What a ``MeldWebViewHost`` reports. The Meld flow implements it by asking
/// `MeldWidgetEngine` and reporting the results to the session.
///
/// All methods run on the main actor and return at once.
@MainActor
public protocol MeldWebViewHostDelegate: AnyObject {
    /// A navigation request in `window` (`webView(_:decidePolicyFor:decisionHandler:)`).
    /// `url` is the request's absolute URL string, or `nil` when it has none.
    ///
    /// - Returns: the decision to carry out.
    func decidePolicy(for url: String?, in window: MeldWindow) -> MeldNavigationDecision

    /// A script message (`userContentController(_:didReceive:)`), whatever its handler name.
    func didReceive(_ message: MeldScriptMessage)

    /// The web view in `window` asked for a new window (`createWebViewWith`) to load `url`.
    ///
    /// - Returns: `true` to create and show the popup; `false` to refuse it (the host returns
    ///   `nil`), in which case any side effect was already decided and performed.
    func shouldOpenPopup(for url: String?, from window: MeldWindow) -> Bool

    /// The web page in `window` closed itself (`webViewDidClose`). For the root this ends the
    /// flow as ``/ProviderKit/LinkExit/Reason/userCancelled``.
    func webViewDidClose(_ window: MeldWindow)

    /// The widget's interface disappeared without any web-view callback (a swipe-dismiss).
    func widgetWasDismissed()

    /// The app received a universal link that the host saw first. Apps normally call
    /// ``/ProviderKit/LinkSession/handleRedirect(_:)`` instead; both end up here.
    ///
    /// - Returns: the decision taken. The flow has already asked the host to perform it.
    func didReceiveUniversalLink(_ url: String) -> MeldNavigationDecision
}
