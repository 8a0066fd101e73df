import Foundation
import ProviderKit

/// The Meld ``/ProviderKit/LinkFlow``: shows the widget through a ``MeldWebViewHost``, answers
/// the host's questions with `MeldWidgetEngine` and reports the results to the session.
///
/// Terminal messages close the widget: `handover`, `cancel`, `closemyapp` and the root page
/// closing itself close it at once; `connect_complete` settles the success and closes the widget
/// after ``handoverGracePeriod`` unless `handover` (which Meld sends right after) closes it first.
///
/// Each web-view callback is offered to the session's recorder (``/ProviderKit/LinkReporter/recordCallback(line:)``)
/// as it enters, before the engine decides it, as the line `MeldTranscriptReplayer` reads: the
/// recorder redacts it, so the widget URL keeps its shape with its connect token replaced by a
/// percent-encoded `<redacted>`. The replay settings (the widget URL so redacted, the redirect
/// URI, the connection id, the app scheme and the message handler name) are recorded when the
/// flow starts.
///
/// The flow reports one outcome. After it, a message that closes the widget (`handover` after
/// `connect_complete`, a `cancel`, the page closing itself) is the widget's normal end and reports
/// nothing more; another outcome (a second `connect_complete`) is not expected and is dropped with
/// a `duplicateOutcome` warning.
@MainActor
package final class MeldWidgetFlow: LinkFlow, MeldWebViewHostDelegate {
    /// The engine that makes every decision.
    package let engine: MeldWidgetEngine
    /// How long, in seconds, the widget stays up after `connect_complete` waiting for `handover`.
    package var handoverGracePeriod: TimeInterval
    /// Told each navigation, popup and universal-link decision, before its outputs are reported
    /// (replay traces decisions through it). Called on the main actor.
    package var decisionObserver: ((_ kind: MeldDecisionKind, _ url: String?, _ decision: MeldNavigationDecision) -> Void)?

    private let host: any MeldWebViewHost
    private var reporter: LinkReporter?
    private var isShown = false
    private var isClosed = false
    /// `true` once the flow reported the session's outcome.
    private var hasReportedOutcome = false
    private var graceTask: Task<Void, Never>?

    /// The Plaid OAuth state this session resumes with, after the app was killed mid-OAuth.
    package let resumeStateID: String?

    /// Creates a flow. With `resumeStateID`, the widget opens straight at its URL reloaded with
    /// `plaidStateId` (see `MeldWidgetEngine/stateReturn(_:)`), as after an OAuth return.
    package init(
        engine: MeldWidgetEngine, host: any MeldWebViewHost, handoverGracePeriod: TimeInterval = 2,
        resumeStateID: String? = nil
    ) {
        self.engine = engine
        self.host = host
        self.handoverGracePeriod = handoverGracePeriod
        self.resumeStateID = resumeStateID
    }

    // MARK: - LinkFlow

    /// Keeps the reporter and becomes the host's delegate.
    package func start(reporting reporter: LinkReporter) throws(LinkError) {
        self.reporter = reporter
        host.delegate = self
        let settings = engine.settings
        reporter.recordReplaySetting("widget-url", value: settings.revealWidgetURL().absoluteString)
        reporter.recordReplaySetting("redirect-uri", value: settings.redirectURI.description)
        reporter.recordReplaySetting("app-scheme", value: settings.appScheme)
        reporter.recordReplaySetting("message-handler", value: settings.messageHandlerName)
        if let connectionID = engine.connectionID {
            reporter.recordReplaySetting("connection-id", value: connectionID)
        }
    }

    /// Shows the widget: the host registers the message handler and loads the widget URL.
    package func present(_ presentation: LinkPresentation) {
        guard !isShown, !isClosed else { return }
        isShown = true
        var url = engine.settings.revealWidgetURL()
        if let resumeStateID {
            let reaction = engine.stateReturn(resumeStateID)
            apply(reaction.outputs)
            if let reload = reaction.decision.target { url = reload }
        }
        host.showWidget(url: url, messageHandlerName: engine.settings.messageHandlerName, presentation: presentation)
    }

    /// Dismisses the widget; the session already settled the outcome.
    package func cancel() {
        closeHost()
    }

    /// A universal link matching the redirect URI: decided like a navigation to that URL and
    /// performed by the host. Consumed when it reloads the widget or dismisses the popup.
    package func handleRedirect(_ match: RedirectMatch) -> Bool {
        let decision = receiveUniversalLink(match.url.absoluteString)
        return decision == .dismissPopup || decision.target != nil
    }

    // MARK: - MeldWebViewHostDelegate

    /// Asks the engine, reports what it produced and returns the decision.
    package func decidePolicy(for url: String?, in window: MeldWindow) -> MeldNavigationDecision {
        // A navigation without a URL is decided like an empty one.
        record(["navigation": .string(url ?? ""), "window": .string(window.rawValue)])
        let reaction = engine.navigation(url, in: window)
        decisionObserver?(.navigation, url, reaction.decision)
        apply(reaction.outputs)
        return reaction.decision
    }

    /// Reports what the engine made of the message.
    package func didReceive(_ message: MeldScriptMessage) {
        var line: [String: LinkJSONValue] = ["message": Self.transcriptBody(message.body), "handler": .string(message.handlerName)]
        if let origin = message.origin { line["origin"] = .string(origin) }
        record(line)
        apply(engine.message(message).outputs)
    }

    /// Asks the engine whether to show the popup; performs any other decision.
    package func shouldOpenPopup(for url: String?, from window: MeldWindow) -> Bool {
        // A transcript's popups open from the root; one from a popup is refused with only a
        // diagnostic, which a replay without the line delivers the same events and outcome as.
        if window == .root { record(["popup": .string(url ?? "")]) }
        let reaction = engine.popup(url, from: window)
        decisionObserver?(.popup, url, reaction.decision)
        apply(reaction.outputs)
        if reaction.decision != .allow, !isClosed { host.perform(reaction.decision) }
        return reaction.decision == .allow && !isClosed
    }

    /// The root page closing itself ends the flow as user-cancelled.
    package func webViewDidClose(_ window: MeldWindow) {
        record(["closed": .string(window.rawValue)])
        apply(engine.windowClosed(window).outputs)
    }

    /// The interface vanished with no callback: the reporter ends the flow as user-cancelled.
    package func widgetWasDismissed() {
        guard !isClosed else { return }
        isClosed = true
        graceTask?.cancel()
        reporter?.flowEnded()
    }

    /// Decides a universal link like a navigation, and has the host perform the decision.
    package func didReceiveUniversalLink(_ url: String) -> MeldNavigationDecision {
        receiveUniversalLink(url)
    }

    // MARK: - Recording

    /// Offers a callback to the session's recorder as its transcript line (one member per
    /// `MeldTranscriptLine` key); without a recorder the line is not built.
    private func record(_ line: @autoclosure () -> [String: LinkJSONValue]) {
        reporter?.recordCallback(line: .object(line()))
    }

    /// A message body as a transcript writes it: a string as itself, any other body as an empty
    /// value of its kind (the flow keeps only the kind).
    private static func transcriptBody(_ body: MeldScriptMessage.Body) -> LinkJSONValue {
        switch body {
        case .string(let text): return .string(text)
        case .nonString(let kind):
            let values: [LinkJSONValue] = [.null, .bool(false), .number(0), .array([]), .object([:])]
            return values.first { $0.kindDescription == kind } ?? .object([:])
        }
    }

    // MARK: - Applying outputs

    @discardableResult
    private func receiveUniversalLink(_ url: String) -> MeldNavigationDecision {
        record(["universalLink": .string(url)])
        let reaction = engine.universalLink(url)
        decisionObserver?(.universalLink, url, reaction.decision)
        apply(reaction.outputs)
        if !isClosed { host.perform(reaction.decision) }
        return reaction.decision
    }

    /// Reports outputs in order.
    private func apply(_ outputs: [MeldOutput]) {
        let closesWidget = outputs.contains(.closeWidget)
        for output in outputs {
            switch output {
            case .loaded: reporter?.loaded()
            case .event(let event): reporter?.event(event)
            case .succeeded(let success): report(.success(success), closingTheWidget: closesWidget)
            case .exited(let exit): report(.exit(exit), closingTheWidget: closesWidget)
            case .diagnostic(let diagnostic): reporter?.diagnostic(diagnostic)
            case .closeWidget: endFlow()
            case .closeWidgetAfterGracePeriod: scheduleClose()
            }
        }
    }

    /// Reports the session's one outcome. After it, an outcome that comes with the widget closing
    /// is the widget's normal end; any other is dropped with a warning.
    private func report(_ outcome: LinkOutcome, closingTheWidget: Bool) {
        guard let reporter else { return }
        guard !hasReportedOutcome else {
            if !closingTheWidget {
                reporter.diagnostic(
                    .warning, code: LinkDiagnostic.Code.duplicateOutcome,
                    "Dropped a second Meld \(outcome.success != nil ? "success" : "exit"): the session's outcome was already reported.")
            }
            return
        }
        hasReportedOutcome = true
        switch outcome {
        case .success(let success): reporter.succeeded(success)
        case .exit(let exit): reporter.exited(exit)
        }
    }

    private func scheduleClose() {
        guard !isClosed, graceTask == nil else { return }
        let delay = handoverGracePeriod
        graceTask = Task { [weak self] in
            try? await Task.sleep(seconds: delay)
            guard !Task.isCancelled else { return }
            self?.endFlow()
        }
    }

    /// Closes the widget and tells the reporter the interface is gone.
    package func endFlow() {
        guard !isClosed else { return }
        closeHost()
        reporter?.flowEnded()
    }

    private func closeHost() {
        graceTask?.cancel()
        graceTask = nil
        guard !isClosed else { return }
        isClosed = true
        host.closeWidget()
    }
}

extension MeldWidgetFlow: CustomReflectable {
    /// A mirror without the widget URL or host state.
    nonisolated public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}

/// What kind of input a navigation decision answered, for replay traces.
package enum MeldDecisionKind: String, Sendable, Hashable {
    /// A navigation request.
    case navigation
    /// A universal link the app received.
    case universalLink
    /// A popup request.
    case popup
}
