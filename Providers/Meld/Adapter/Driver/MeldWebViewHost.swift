import Foundation
import ProviderKit

/// The web view that shows Meld's widget: a `WKWebView` on iOS (``MeldWKWebViewHost``), a
/// `MeldScriptedWebViewHost` in tests and the sandbox.
///
/// A host is deliberately thin. It owns the web views and the presentation, forwards everything
/// the web views report to its ``delegate`` (the flow, which asks `MeldWidgetEngine`), and
/// carries out the decisions it gets back. It makes no decisions of its own.
///
/// ### Implementation requirements
/// - Main actor only. One host serves one session and is used once.
/// - Hold ``delegate`` weakly.
/// - Register exactly one script message handler, named as ``showWidget(url:messageHandlerName:presentation:)``
///   says, and forward every message to ``MeldWebViewHostDelegate/didReceive(_:)``.
/// - Ask ``MeldWebViewHostDelegate/decidePolicy(for:in:)`` for every navigation of the root and
///   popup web views, cancel unless the decision is ``MeldNavigationDecision/allow``, then
///   ``perform(_:)`` it.
/// - Ask ``MeldWebViewHostDelegate/shouldOpenPopup(for:from:)`` for every `createWebViewWith`.
/// - Report `webViewDidClose` with ``MeldWebViewHostDelegate/webViewDidClose(_:)``, and an
///   interface that vanished any other way (a swipe-dismiss) with
///   ``MeldWebViewHostDelegate/widgetWasDismissed()``.
/// - ``closeWidget()`` is idempotent and reports nothing back.
@MainActor
public protocol MeldWebViewHost: AnyObject {
    /// The receiver of web-view callbacks. Held weakly.
    var delegate: (any MeldWebViewHostDelegate)? { get set }

    /// Creates the web view (JavaScript windows allowed), registers the message handler named
    /// `messageHandlerName`, shows it from `presentation` and loads `url` (the widget URL; a secret).
    func showWidget(url: URL, messageHandlerName: String, presentation: LinkPresentation)

    /// Carries out a decision's side effect: open externally, load in the root web view, or
    /// dismiss the popup. ``MeldNavigationDecision/allow`` and ``MeldNavigationDecision/cancel`` do nothing here.
    func perform(_ decision: MeldNavigationDecision)

    /// Tears the widget down: closes popups and in-app browsers, removes the message handler and
    /// dismisses the web view. Idempotent.
    func closeWidget()
}

/// Creates one ``MeldWebViewHost`` per session. ``MeldAdapter`` holds a driver; the app passes
/// ``MeldWKWebViewDriver`` on iOS, tests and the sandbox pass a scripted one.
public protocol MeldWebViewDriver: Sendable {
    /// A fresh host for one session.
    @MainActor func makeHost() -> any MeldWebViewHost
}
