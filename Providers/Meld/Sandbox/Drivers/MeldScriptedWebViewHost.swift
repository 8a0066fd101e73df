import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

/// A ``/ProviderKitMeld/MeldWebViewHost`` with no web view: tests and the sandbox drive it by hand or with a
/// script, and it records every command it received.
///
/// It behaves like ``/ProviderKitMeld/MeldWKWebViewHost`` where it matters: navigations go through the delegate
/// and only ``/ProviderKitMeld/MeldNavigationDecision/allow`` "loads"; popups exist only when the delegate allows
/// them; nothing is delivered after ``closeWidget()``.
@MainActor
public final class MeldScriptedWebViewHost: MeldWebViewHost {
    /// One scripted step, played in order after ``showWidget(url:messageHandlerName:presentation:)``.
    public enum Step: Sendable, Hashable {
        /// A navigation request in a window.
        case navigate(String, in: MeldWindow = .root)
        /// A string message to a handler (`nil`: the registered one).
        case message(String, handler: String? = nil)
        /// A message whose body is not a string, described by its type name.
        case nonStringMessage(String, handler: String? = nil)
        /// A `window.open` from a window.
        case popup(String, from: MeldWindow = .root)
        /// A universal link reaching the app.
        case universalLink(String)
        /// A page closing itself (`webViewDidClose`).
        case close(MeldWindow)
        /// The interface vanishing with no callback.
        case dismiss
    }

    /// A command the host received or an effect it carried out.
    public enum Record: Sendable, Hashable {
        /// The widget was shown with this handler name (the URL is not recorded: it is a secret).
        case showWidget(messageHandlerName: String)
        /// A navigation was asked about and got this decision.
        case decided(url: String, MeldNavigationDecision)
        /// The host loaded a URL in the root web view.
        case loaded(URL)
        /// The host opened a URL externally.
        case openedExternally(URL)
        /// The host opened a popup for a URL.
        case openedPopup(String)
        /// The host dismissed the popup.
        case dismissedPopup
        /// The host closed the widget.
        case closedWidget
    }

    /// The receiver of web-view callbacks.
    public weak var delegate: (any MeldWebViewHostDelegate)?
    /// What happened, in order.
    public private(set) var records: [Record] = []
    /// The handler name the widget registered, once shown.
    public private(set) var messageHandlerName: String?
    /// `true` while a popup is open.
    public private(set) var hasPopup = false
    /// `true` once the widget was closed.
    public private(set) var isClosed = false
    /// The steps played after the widget is shown.
    public private(set) var script: [Step]
    /// Makes the script from the widget URL when the widget is shown, if set.
    private let scriptForWidget: (@MainActor (URL) -> [Step])?
    /// The origin stamped on messages, as a `WKWebView` would report the posting frame.
    public var messageOrigin: String?
    private var loadedWidgetURL: URL?

    /// Creates a host that plays `script` after the widget is shown (nothing when empty).
    public init(script: [Step] = [], messageOrigin: String? = nil) {
        self.script = script
        self.messageOrigin = messageOrigin
        self.scriptForWidget = nil
    }

    /// Creates a host that plays the script `scriptForWidget` makes from the widget URL it shows.
    init(scriptForWidget: @escaping @MainActor (URL) -> [Step]) {
        self.script = []
        self.messageOrigin = nil
        self.scriptForWidget = scriptForWidget
    }

    /// The URL the root web view shows now: the widget URL, or a reload. Never log it.
    public func revealCurrentURL() -> URL? { loadedWidgetURL }

    // MARK: - MeldWebViewHost

    /// Records the widget and plays the script asynchronously, one step per main-actor turn.
    public func showWidget(url: URL, messageHandlerName: String, presentation: LinkPresentation) {
        guard !isClosed else { return }
        self.messageHandlerName = messageHandlerName
        loadedWidgetURL = url
        records.append(.showWidget(messageHandlerName: messageHandlerName))
        if let scriptForWidget { script = scriptForWidget(url) }
        guard !script.isEmpty else { return }
        let steps = script
        Task { @MainActor [weak self] in
            for step in steps {
                await Task.yield()
                guard let self, !self.isClosed else { return }
                self.play(step)
            }
        }
    }

    /// Carries out a decision's side effect.
    public func perform(_ decision: MeldNavigationDecision) {
        guard !isClosed else { return }
        switch decision {
        case .allow, .cancel:
            break
        case .openExternal(let url):
            records.append(.openedExternally(url))
        case .load(let url):
            if hasPopup { dismissPopupRecord() }
            loadedWidgetURL = url
            records.append(.loaded(url))
        case .dismissPopup:
            dismissPopupRecord()
        }
    }

    /// Records the close. Idempotent.
    public func closeWidget() {
        guard !isClosed else { return }
        isClosed = true
        hasPopup = false
        records.append(.closedWidget)
    }

    // MARK: - Driving by hand

    /// Plays one step now.
    public func play(_ step: Step) {
        switch step {
        case .navigate(let url, let window): navigate(to: url, in: window)
        case .message(let body, let handler): post(.string(body), handler: handler)
        case .nonStringMessage(let kind, let handler): post(.nonString(kind), handler: handler)
        case .popup(let url, let window): requestPopup(url, from: window)
        case .universalLink(let url): receiveUniversalLink(url)
        case .close(let window): close(window)
        case .dismiss: dismiss()
        }
    }

    /// A navigation request; the decision is performed as a web view would.
    @discardableResult
    public func navigate(to url: String, in window: MeldWindow = .root) -> MeldNavigationDecision? {
        guard !isClosed, let delegate else { return nil }
        let decision = delegate.decidePolicy(for: url, in: window)
        records.append(.decided(url: url, decision))
        perform(decision)
        return decision
    }

    /// Posts a message to `handler` (the registered name when `nil`).
    public func post(_ body: MeldScriptMessage.Body, handler: String? = nil) {
        guard !isClosed, let delegate else { return }
        let name = handler ?? messageHandlerName ?? MeldWidgetSettings.defaultMessageHandlerName
        delegate.didReceive(MeldScriptMessage(handlerName: name, body: body, origin: messageOrigin))
    }

    /// Posts a string message to the registered handler.
    public func post(_ text: String) { post(.string(text)) }

    /// A `window.open`; the popup opens when the delegate allows it.
    @discardableResult
    public func requestPopup(_ url: String, from window: MeldWindow = .root) -> Bool {
        guard !isClosed, let delegate else { return false }
        let opened = delegate.shouldOpenPopup(for: url, from: window)
        if opened {
            hasPopup = true
            records.append(.openedPopup(url))
        }
        return opened
    }

    /// A universal link reaching the app.
    @discardableResult
    public func receiveUniversalLink(_ url: String) -> MeldNavigationDecision? {
        guard !isClosed, let delegate else { return nil }
        return delegate.didReceiveUniversalLink(url)
    }

    /// A page closing itself.
    public func close(_ window: MeldWindow) {
        guard !isClosed, let delegate else { return }
        if window == .popup {
            guard hasPopup else { return }
            hasPopup = false
        }
        delegate.webViewDidClose(window)
    }

    /// The interface vanishing with no callback (a swipe-dismiss).
    public func dismiss() {
        guard !isClosed else { return }
        isClosed = true
        hasPopup = false
        delegate?.widgetWasDismissed()
    }

    private func dismissPopupRecord() {
        hasPopup = false
        records.append(.dismissedPopup)
    }
}

extension MeldScriptedWebViewHost: CustomReflectable {
    /// A mirror without the loaded URLs.
    nonisolated public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
