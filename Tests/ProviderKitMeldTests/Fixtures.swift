import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

enum Fixtures {
    static let token = "tok.en-123"
    static let widgetURL = "https://institution-connect-sb.meld.io/?connectToken=\(token)&lang=en"
    static let redirect = "https://app.example.com/meld/"
    static let stateID = "11834d6d-7d09-459b-b757-068697a5a07b"
    static let handler = "meldMessageHandler"

    static func settings(
        widgetURL: String = widgetURL, redirect: String = redirect, appScheme: String = "meldapp",
        handler: String = handler
    ) -> MeldWidgetSettings {
        // Force-unwrapping inside a fixture is fine: a broken fixture fails every test loudly.
        try! MeldWidgetSettings(
            widgetURL: Secret(widgetURL), redirectURI: try! RedirectURI(validating: redirect), appScheme: appScheme,
            messageHandlerName: handler)
    }

    static func engine(
        widgetURL: String = widgetURL, redirect: String = redirect, appScheme: String = "meldapp",
        handler: String = handler, connectionID: String? = "conn-1"
    ) -> MeldWidgetEngine {
        MeldWidgetEngine(
            settings: settings(widgetURL: widgetURL, redirect: redirect, appScheme: appScheme, handler: handler),
            connectionID: connectionID)
    }

    /// `mx://oauthRequested?metadata=<json>` with the JSON percent-encoded once.
    static func oauthRequested(_ json: String, scheme: String = "mx", path: String = "oauthRequested") -> String {
        "\(scheme)://\(path)?metadata=" + MeldWidgetEngine.percentEncode(json)
    }

    static func message(_ text: String, handler: String = handler) -> MeldScriptMessage {
        MeldScriptMessage(handlerName: handler, text: text)
    }
}

extension MeldReaction {
    var closesWidget: Bool { outputs.contains(.closeWidget) }
    var successes: [LinkSuccess] {
        outputs.compactMap { if case .succeeded(let success) = $0 { return success } else { return nil } }
    }
    var exits: [LinkExit] {
        outputs.compactMap { if case .exited(let exit) = $0 { return exit } else { return nil } }
    }
    /// Every piece of text the reaction would show: diagnostics, event and outcome descriptions, decision.
    var visibleText: String {
        var text = decision.description
        for output in outputs {
            switch output {
            case .diagnostic(let diagnostic): text += diagnostic.message
            case .event(let event): text += "\(event)"
            case .succeeded(let success): text += "\(success)"
            case .exited(let exit): text += "\(exit)"
            default: break
            }
        }
        return text
    }
}

/// A session on a scripted host, with everything it reports recorded.
@MainActor
final class Harness {
    let host: MeldScriptedWebViewHost
    let flow: MeldWidgetFlow
    let session: LinkSession
    var events: [LinkEvent] = []
    var outcomes: [LinkOutcome] = []
    var diagnostics: [LinkDiagnostic] = []
    var loadCount = 0

    init(
        script: [MeldScriptedWebViewHost.Step] = [], widgetURL: String = Fixtures.widgetURL,
        connectionID: String? = "conn-1", fallbacks: [String] = ["plaid"], gracePeriod: TimeInterval = 60,
        messageOrigin: String? = nil
    ) {
        host = MeldScriptedWebViewHost(script: script, messageOrigin: messageOrigin)
        flow = MeldWidgetFlow(
            engine: Fixtures.engine(widgetURL: widgetURL, connectionID: connectionID), host: host,
            handoverGracePeriod: gracePeriod)
        session = LinkSession(
            adapterName: "meld", flow: flow, redirectURI: try! RedirectURI(validating: Fixtures.redirect),
            fallbackEntryNames: fallbacks, entryName: "meld", options: LinkSession.Options(closeAfterOutcome: nil))
        session.onEvent = { [unowned self] in self.events.append($0) }
        session.onSuccess = { [unowned self] in self.outcomes.append(.success($0)) }
        session.onExit = { [unowned self] in self.outcomes.append(.exit($0)) }
        session.onDiagnostic = { [unowned self] in self.diagnostics.append($0) }
        session.onLoad = { [unowned self] in self.loadCount += 1 }
    }

    func open() {
        session.open()
    }

    /// Lets a scripted host play its whole script.
    func settle(_ turns: Int = 60) async {
        for _ in 0..<turns { await Task.yield() }
    }

    var eventNames: [LinkEvent.Name] { events.map(\.name) }
    var diagnosticCodes: [LinkDiagnostic.Code] { diagnostics.map(\.code) }
}
