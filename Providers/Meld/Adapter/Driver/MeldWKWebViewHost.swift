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
        private var rootController: UIViewController?
        private var popupWebView: WKWebView?
        private var popupController: UIViewController?
        private var browser: SFSafariViewController?
        private var handlerName: String?
        private var isClosed = false

        /// Creates a host.
        public override init() {
            super.init()
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
            rootController = controller

            guard let anchor = presentation.resolvedViewController else {
                delegate?.widgetWasDismissed()
                return
            }
            anchor.present(controller, animated: true)
            controller.presentationController?.delegate = self
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
                    guard !opened, !self.isClosed, let top = self.rootController else { return }
                    let browser = SFSafariViewController(url: url)
                    self.browser = browser
                    (top.presentedViewController ?? top).present(browser, animated: true)
                }
            case .load(let url):
                dismissPopup()
                rootWebView?.load(URLRequest(url: url))
            case .dismissPopup:
                dismissPopup()
            }
        }

        /// Removes the handler and dismisses everything. Idempotent.
        public func closeWidget() {
            guard !isClosed else { return }
            isClosed = true
            dismissPopup()
            if let handlerName {
                rootWebView?.configuration.userContentController.removeScriptMessageHandler(forName: handlerName)
            }
            rootWebView?.stopLoading()
            rootController?.dismiss(animated: true)
            rootWebView = nil
            rootController = nil
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

        private func dismissPopup() {
            browser?.dismiss(animated: true)
            browser = nil
            popupController?.dismiss(animated: true)
            popupController = nil
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
            guard let delegate, !isClosed, popupWebView == nil,
                delegate.shouldOpenPopup(for: navigationAction.request.url?.absoluteString, from: window(of: webView)),
                let rootController
            else { return nil }
            let popup = WKWebView(frame: webView.bounds, configuration: configuration)
            popup.navigationDelegate = self
            popup.uiDelegate = self
            let controller = UIViewController()
            controller.view = popup
            popupWebView = popup
            popupController = controller
            rootController.present(controller, animated: true)
            return popup
        }

        /// `window.close()`: a popup is dismissed here; both are reported.
        public func webViewDidClose(_ webView: WKWebView) {
            let closed = window(of: webView)
            if closed == .popup { dismissPopup() }
            delegate?.webViewDidClose(closed)
        }
    }

    extension MeldWKWebViewHost: UIAdaptivePresentationControllerDelegate {
        /// The user swiped the widget away: no web-view callback will come.
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            guard !isClosed, presentationController.presentedViewController === rootController else { return }
            isClosed = true
            delegate?.widgetWasDismissed()
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
