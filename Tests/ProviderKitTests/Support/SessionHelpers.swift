import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Options that keep a session open after its outcome until the test closes it.
let stayOpen = LinkSession.Options(closeAfterOutcome: nil)

/// A session over a hand-driven ``ScriptedFlow``, made through the scripted adapter.
@MainActor
func scriptedSession(
    token: String = "link-sandbox-0001", options: LinkSession.Options = stayOpen, redirectURI: RedirectURI? = nil,
    fallbacks: [String] = [], entryName: String? = nil
) throws -> (LinkSession, ScriptedFlow) {
    let made = ScriptedAdapter().makeFlow(
        request: LinkRequest(token: Secret(token)), entry: ProviderEntry(name: "main", adapterName: ScriptedAdapter.name))
    let flow = try #require(made as? ScriptedFlow)
    let session = LinkSession(
        adapterName: ScriptedAdapter.name, flow: flow, redirectURI: redirectURI, fallbackEntryNames: fallbacks, entryName: entryName,
        options: options)
    return (session, flow)
}

/// A session over a ``HandFlow``.
@MainActor
func handSession(
    options: LinkSession.Options = stayOpen, redirectURI: RedirectURI? = nil, fallbacks: [String] = [],
    entryName: String? = nil
) -> (LinkSession, HandFlow) {
    let flow = HandFlow()
    let session = LinkSession(
        adapterName: "hand", flow: flow, redirectURI: redirectURI, fallbackEntryNames: fallbacks, entryName: entryName,
        options: options)
    return (session, flow)
}

/// One short line per recorded delivery, so a test can compare whole sequences.
@MainActor
func summary(_ recorder: SessionRecorder) -> [String] {
    recorder.entries.map { entry in
        switch entry {
        case .loaded: return "loaded"
        case .event(let event): return "event:\(event.vendorEventName)"
        case .success(let success): return "success:\(success.credential.secrets.first?.reveal() ?? "-")"
        case .exit(let exit): return "exit:\(exit.reason.kind)\(exit.error.map { ":\($0.code.rawValue)" } ?? "")"
        case .diagnostic(let diagnostic): return "diagnostic:\(diagnostic.code)"
        }
    }
}

/// An append-only log shared by callbacks.
@MainActor
final class CallLog {
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}
