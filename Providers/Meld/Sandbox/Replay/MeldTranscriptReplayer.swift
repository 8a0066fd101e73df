import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitTesting
import ProviderKitTooling

/// Replays a Meld transcript (see ``MeldTranscriptLine``) through the live flow's code: each
/// line goes to `MeldWidgetFlow` exactly as a web-view host would report it, and every
/// navigation, universal link and popup decision is traced as
/// `{"kind":"navigation","url":…,"decision":…,"target":…}`.
///
/// Trace URLs hide query and fragment values whose names mark a credential (the widget URL's
/// `connectToken`), and the widget URL and its token wherever else they appear (the engine's `MeldWidgetEngine.redactor`).
@MainActor
public final class MeldTranscriptReplayer: PipelinedTranscriptReplayer {
    /// Receives the decision traces.
    public var traceHandler: ((ReplayTrace) -> Void)?

    private let flow: MeldWidgetFlow
    /// Redacted trace URLs, as the redactor below redacted them. Shared by the replayers of a
    /// transcript, one per session, since sessions load the same widget and bank pages between
    /// hundreds of URLs seen once (at most 1,024 URLs of 512 bytes: half a megabyte).
    private static var tracedURLs = TextMemo(slots: 1_024)
    /// The redactor ``tracedURLs`` holds answers of.
    private static var tracedURLsRedactor: SecretRedactor?
    /// The URL of the line being delivered, as the decoder redacted it and with which redactor.
    private var redactedURL: (url: String, redactor: SecretRedactor, text: String)?

    /// A replayer deciding with `engine`.
    package init(engine: MeldWidgetEngine) {
        flow = MeldWidgetFlow(engine: engine, host: MeldReplayHost())
        flow.decisionObserver = { [weak self] _, url, decision in
            self?.trace(url: url, decision: decision)
        }
    }

    /// Starts the flow.
    ///
    /// - Throws: what the live flow's `start(reporting:)` throws (a ``/ProviderKit/LinkError`` for a request the vendor refuses).
    public func start(reporting reporter: LinkReporter) throws {
        try flow.start(reporting: reporter)
    }

    /// Nothing to show.
    public func present(_ presentation: LinkPresentation) {
        flow.present(presentation)
    }

    /// Ends the flow.
    public func cancel() {
        flow.cancel()
    }

    /// Universal links offered through the session go through the same rules.
    public func handleRedirect(_ match: RedirectMatch) -> Bool {
        flow.handleRedirect(match)
    }

    /// Replays one line.
    ///
    /// - Throws: a ``/ProviderKitTesting/TranscriptLineError`` saying what is wrong with the line; nothing is reported for it.
    public func replay(line: String) throws {
        let decoded: MeldTranscriptLine
        do {
            decoded = try StrictJSONDecoding.decode(MeldTranscriptLine.self, from: Data(line.utf8))
        } catch {
            throw Self.lineError(error, line: line)
        }
        deliver(decoded)
    }

    /// One line decoded, with the URL it carries as its trace will show it.
    public struct DecodedLine: Sendable {
        fileprivate let line: MeldTranscriptLine
        /// The line's navigation, popup or universal-link URL, redacted by ``redactor``.
        fileprivate let shownURL: String?
        fileprivate let redactor: SecretRedactor
    }

    /// Decodes Meld lines from their bytes, on any thread, and redacts there the URL a line
    /// carries as its trace will show it. Every decision is left to the flow, on the main actor,
    /// through the entry points a live web-view host calls.
    public struct LineDecoder: TranscriptLineDecoder {
        /// The flow's engine; its redactor is the one the traces use.
        fileprivate let engine: MeldWidgetEngine
        /// The URLs the decoder redacted lately: the widget loads the same pages again and again.
        private var shownURLs = TextMemo(slots: 1_024)
        /// The strings of recent lines, so recurring ones are made once.
        private var interner = StringInterner()

        fileprivate init(engine: MeldWidgetEngine) {
            self.engine = engine
        }

        /// The line decoded in place; `nil` for a line the byte decoder does not accept
        /// (``MeldTranscriptReplayer/replay(line:)`` then decodes it with `JSONDecoder`).
        public mutating func decode(utf8 line: UnsafeBufferPointer<UInt8>) -> MeldTranscriptReplayer.DecodedLine? {
            guard let decoded = try? MeldTranscriptLine(utf8: line, interning: &interner) else { return nil }
            let redactor = engine.redactor
            switch decoded {
            case .navigation(let url, _), .universalLink(let url), .popup(let url):
                let shown = shownURLs.answer(for: url) { redactor.redact(url: $0) }
                return DecodedLine(line: decoded, shownURL: shown, redactor: redactor)
            case .message, .closed:
                return DecodedLine(line: decoded, shownURL: nil, redactor: redactor)
            }
        }
    }

    /// A decoder for this replayer's lines, with the flow's engine.
    public func makeLineDecoder() -> LineDecoder {
        LineDecoder(engine: flow.engine)
    }

    /// Makes the web-view call a decoded line records; its trace shows the URL the decoder redacted.
    public func replay(decoded line: DecodedLine) {
        switch line.line {
        case .navigation(let url, _), .universalLink(let url), .popup(let url):
            redactedURL = line.shownURL.map { (url, line.redactor, $0) }
        case .message, .closed:
            redactedURL = nil
        }
        defer { redactedURL = nil }
        deliver(line.line)
    }

    private func deliver(_ decoded: MeldTranscriptLine) {
        switch decoded {
        case .navigation(let url, let window):
            _ = flow.decidePolicy(for: url, in: window)
        case .message(let message):
            flow.didReceive(message)
        case .universalLink(let url):
            _ = flow.didReceiveUniversalLink(url)
        case .popup(let url):
            _ = flow.shouldOpenPopup(for: url, from: .root)
        case .closed(let window):
            flow.webViewDidClose(window)
        }
    }

    /// The transcript ended: the widget is gone.
    public func finish() {
        flow.endFlow()
    }

    private func trace(url: String?, decision: MeldNavigationDecision) {
        let redactor = flow.engine.redactor
        // The widget loads the same URLs again and again; a redactor that learned a secret
        // since gives other answers, so the memo starts over.
        if redactor != Self.tracedURLsRedactor {
            Self.tracedURLs.removeAll()
            Self.tracedURLsRedactor = redactor
        }
        func shown(_ text: String) -> LinkJSONValue { .string(Self.tracedURLs.answer(for: text) { redactor.redact(url: $0) }) }
        let target: LinkJSONValue = decision.target.map { shown($0.absoluteString) } ?? .null
        // The line's own URL, when the decoder redacted it with this redactor.
        let shownURL: LinkJSONValue
        if let url, let redacted = redactedURL, redacted.url == url, redacted.redactor == redactor {
            shownURL = .string(redacted.text)
        } else {
            shownURL = url.map(shown) ?? .null
        }
        traceHandler?(
            ReplayTrace(
                kind: "navigation",
                fields: [
                    ReplayTrace.Field("url", shownURL),
                    ReplayTrace.Field("decision", .string(decision.name)),
                    ReplayTrace.Field("target", target),
                ]))
    }

    static func lineError(_ error: any Error, line: String) -> TranscriptLineError {
        TranscriptLineError(decoding: error, line: line, expected: MeldTranscriptLine.shapes)
    }
}

/// The host behind replay: there is no web view, so commands do nothing.
@MainActor
final class MeldReplayHost: MeldWebViewHost {
    weak var delegate: (any MeldWebViewHostDelegate)?
    func showWidget(url: URL, messageHandlerName: String, presentation: LinkPresentation) {}
    func perform(_ decision: MeldNavigationDecision) {}
    func closeWidget() {}
}
