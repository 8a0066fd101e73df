import Foundation
import ProviderKit
import ProviderKitMeld

/// A Meld web-view driver whose hosts stand where `MeldWKWebViewHost` stands: the device benchmark
/// reports navigations and script messages to the host's delegate (the flow) the way the WebKit
/// host does, and the host carries out nothing (there is no web view).
@MainActor
final class DeviceMeldDriver: MeldWebViewDriver {
    /// The latest host; `nil` before the first session.
    private(set) var host: Host?

    func makeHost() -> any MeldWebViewHost {
        let host = Host()
        self.host = host
        return host
    }

    /// One session's host.
    final class Host: MeldWebViewHost {
        weak var delegate: (any MeldWebViewHostDelegate)?
        /// The handler name the flow registered.
        private(set) var messageHandlerName: String?
        /// The latest decision: of ``navigate(to:in:)``, or the one the flow asked to perform.
        private(set) var lastDecision: MeldNavigationDecision?

        func showWidget(url: URL, messageHandlerName: String, presentation: LinkPresentation) {
            self.messageHandlerName = messageHandlerName
        }

        /// Records the decision (the WebKit host would carry it out).
        func perform(_ decision: MeldNavigationDecision) { lastDecision = decision }

        func closeWidget() {}

        /// What `webView(_:decidePolicyFor:decisionHandler:)` does: asks the flow, answers, and
        /// performs a decision that is not `allow`. Returns the decision.
        func navigate(to url: URL, in window: MeldWindow) -> MeldNavigationDecision {
            guard let delegate else { return .cancel }
            let decision = delegate.decidePolicy(for: url.absoluteString, in: window)
            lastDecision = decision
            if !decision.allowsNavigation { perform(decision) }
            return decision
        }

        /// What `userContentController(_:didReceive:)` does: the body as a string when it is one,
        /// the frame's origin as `protocol://host[:port]`.
        func receive(body: Any, name: String, origin: (protocol: String, host: String, port: Int)) {
            let body: MeldScriptMessage.Body =
                (body as? String).map { .string($0) } ?? .nonString(String(describing: type(of: body)))
            let port = origin.port == 0 ? "" : ":\(origin.port)"
            delegate?.didReceive(
                MeldScriptMessage(handlerName: name, body: body, origin: "\(origin.protocol)://\(origin.host)\(port)"))
        }
    }
}
