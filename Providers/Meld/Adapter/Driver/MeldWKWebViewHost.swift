#if canImport(WebKit) && canImport(UIKit)
    import Foundation
    import ProviderKit
    import SafariServices
    import UIKit
    import WebKit

    /// The iOS driver: one ``MeldWKWebViewHost`` per session.
    public struct MeldWKWebViewDriver: MeldWebViewDriver {
        /// Creates the driver.
        public init() {}

        /// A fresh `WKWebView` host.
        @MainActor public func makeHost() -> any MeldWebViewHost { MeldWKWebViewHost() }
    }

    /// A thin `WKWebView` host: it forwards every navigation, script message and window event to
    /// its delegate (the Meld flow) and carries out the decisions it gets back. It decides nothing.
    @MainActor
    public final class MeldWKWebViewHost: NSObject, MeldWebViewHost {
        /// The Meld flow.
        public weak var delegate: (any MeldWebViewHostDelegate)?

        private var rootWebView: WKWebView?
        private var popupWebView: WKWebView?
        private let screens = MeldWidgetScreens()
        private var handlerName: String?
        private var isClosed: Bool { screens.isClosed }

        /// Creates a host.
        public override init() {
            super.init()
            screens.onPopupGone = { [weak self] in self?.dropPopupWebView() }
            screens.onRootSwiped = { [weak self] in self?.delegate?.widgetWasDismissed() }
        }

        /// Creates the web view (JavaScript may open windows), registers the message handler,
        /// presents it from the anchor (or the key window's top view controller) and loads `url`.
        public func showWidget(url: URL, messageHandlerName: String, presentation: LinkPresentation) {
            guard !isClosed, rootWebView == nil else { return }
            let preferences = WKPreferences()
            preferences.javaScriptCanOpenWindowsAutomatically = true
            let configuration = WKWebViewConfiguration()
            configuration.preferences = preferences
            configuration.userContentController.add(MeldScriptMessageProxy(host: self), name: messageHandlerName)
            handlerName = messageHandlerName

            let webView = WKWebView(frame: .zero, configuration: configuration)
            webView.navigationDelegate = self
            webView.uiDelegate = self
            let controller = UIViewController()
            controller.view = webView
            rootWebView = webView

            guard screens.showRoot(controller, from: presentation.modalAnchor) else {
                delegate?.widgetWasDismissed()
                return
            }
            webView.load(URLRequest(url: url))
        }

        /// Carries out a decision's side effect.
        public func perform(_ decision: MeldNavigationDecision) {
            guard !isClosed else { return }
            switch decision {
            case .allow, .cancel:
                break
            case .openExternal(let url):
                Task { @MainActor in
                    // Universal links first (the bank's app); otherwise an in-app browser.
                    let opened = await UIApplication.shared.open(url, options: [.universalLinksOnly: true])
                    guard !opened, !self.isClosed else { return }
                    self.screens.showBrowser(SFSafariViewController(url: url))
                }
            case .load(let url):
                screens.dismissAboveRoot()
                rootWebView?.load(URLRequest(url: url))
            case .dismissPopup:
                screens.dismissAboveRoot()
            }
        }

        /// Removes the handler, stops the web views and dismisses the widget with everything above
        /// it in one dismissal. Idempotent.
        public func closeWidget() {
            if let rootWebView {
                if let handlerName {
                    rootWebView.configuration.userContentController.removeScriptMessageHandler(forName: handlerName)
                }
                rootWebView.stopLoading()
                self.rootWebView = nil
            }
            dropPopupWebView()
            screens.close()
        }

        fileprivate func receive(_ message: WKScriptMessage) {
            guard !isClosed else { return }
            let body: MeldScriptMessage.Body =
                (message.body as? String).map { .string($0) } ?? .nonString(String(describing: type(of: message.body)))
            let origin = message.frameInfo.securityOrigin
            let port = origin.port == 0 ? "" : ":\(origin.port)"
            delegate?.didReceive(
                MeldScriptMessage(handlerName: message.name, body: body, origin: "\(origin.protocol)://\(origin.host)\(port)"))
        }

        private func window(of webView: WKWebView) -> MeldWindow {
            webView === rootWebView ? .root : .popup
        }

        /// The popup left the screen (dismissed or swiped away): stop it and let it go, so it
        /// loads and posts nothing more and a later `window.open` may open another.
        private func dropPopupWebView() {
            popupWebView?.stopLoading()
            popupWebView?.navigationDelegate = nil
            popupWebView?.uiDelegate = nil
            popupWebView = nil
        }
    }

    extension MeldWKWebViewHost: WKNavigationDelegate {
        /// Asks the flow; cancels unless allowed, then performs the decision after answering.
        public func webView(
            _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
            decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
        ) {
            guard let delegate, !isClosed else { return decisionHandler(.cancel) }
            let decision = delegate.decidePolicy(for: navigationAction.request.url?.absoluteString, in: window(of: webView))
            decisionHandler(decision.allowsNavigation ? .allow : .cancel)
            if !decision.allowsNavigation { perform(decision) }
        }
    }

    extension MeldWKWebViewHost: WKUIDelegate {
        /// Creates the popup only when the flow allows it.
        public func webView(
            _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
            for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
        ) -> WKWebView? {
            guard let delegate, screens.canOpenPopup,
                delegate.shouldOpenPopup(for: navigationAction.request.url?.absoluteString, from: window(of: webView))
            else { return nil }
            let popup = WKWebView(frame: webView.bounds, configuration: configuration)
            popup.navigationDelegate = self
            popup.uiDelegate = self
            let controller = UIViewController()
            controller.view = popup
            guard screens.showPopup(controller) else { return nil }
            popupWebView = popup
            return popup
        }

        /// `window.close()`: a popup is dismissed here; both are reported.
        public func webViewDidClose(_ webView: WKWebView) {
            let closed = window(of: webView)
            if closed == .popup { screens.dismissAboveRoot() }
            delegate?.webViewDidClose(closed)
        }
    }

    /// Holds the host weakly, because `WKUserContentController` retains its handlers.
    @MainActor
    private final class MeldScriptMessageProxy: NSObject, WKScriptMessageHandler {
        weak var host: MeldWKWebViewHost?

        init(host: MeldWKWebViewHost) {
            self.host = host
        }

        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            host?.receive(message)
        }
    }
#endif
