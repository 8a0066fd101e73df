import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

/// The Meld adapter's offline tooling: scripted widget scenarios played by a
/// ``MeldScriptedWebViewHost``, transcript replay (``MeldTranscriptReplayer``) and the
/// conformance probe.
public enum MeldSandbox: AdapterSandbox {
    /// The widget URL sandbox requests carry (Meld's sandbox host, a fake connect token).
    public static let widgetURL = "https://institution-connect-sb.meld.io/?connectToken=sandbox-connect-token-0000"
    /// The redirect URI sandbox sessions use when their entry has none.
    public static let redirectURI = "https://app.example.com/meld/"
    /// The connection id sandbox requests carry.
    public static let connectionID = "sandbox-connection-0001"
    /// The Plaid OAuth state id the `plaid-oauth` scenario returns with.
    public static let oauthStateID = "11834d6d-7d09-459b-b757-068697a5a07b"

    /// ``/ProviderKitMeld/MeldAdapter``'s descriptor.
    public static var descriptor: AdapterDescriptor { MeldAdapter.descriptor }

    /// The scenarios.
    public static let scenarios: [SandboxScenario] = [
        SandboxScenario(.success, "The user links two accounts at a bank; connect_complete, then handover."),
        SandboxScenario(.cancel, "The widget loads and the user closes it."),
        SandboxScenario(
            .institutionDown,
            "The bank is down: an error message (INSTITUTION_DOWN), then a cancel; the exit is the error, with fallbacks."),
        SandboxScenario(
            "mx-oauth",
            "MX app-to-app: mx://oauthRequested opens the bank externally, the bank returns to the redirect URI with status=success, then success."),
        SandboxScenario(
            "plaid-oauth",
            "Plaid OAuth in a popup: the return carries oauth_state_id and the widget reloads with plaidStateId, then success."),
    ]

    /// `--widget-url` and `--redirect-uri` (required), `--connection-id`, `--app-scheme` and
    /// `--message-handler`.
    public static var replayOptions: [ReplayOption] {
        [
            ReplayOption("--widget-url", required: true, summary: "The widget URL the transcript's session loaded (https)."),
            ReplayOption(
                "--redirect-uri", required: true, summary: "The app's redirect URI (https universal link) for OAuth returns."),
            ReplayOption(
                "--connection-id",
                summary: "The session's connection id (the id of POST /bank-linking/connect/start); without it, only an id in connect_complete names the connection."),
            ReplayOption("--app-scheme", summary: "The app's custom scheme, if not \"meldapp\"."),
            ReplayOption("--message-handler", summary: "The message handler name, if not \"meldMessageHandler\"."),
        ]
    }

    /// The adapter wired to a scripted host playing `scenario`, and a sandbox request.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown scenario.
    ///
    /// The run's ``/ProviderKitTesting/SandboxRun/hintedRequest`` names the institution in the
    /// widget URL (``widgetURL(naming:)``), and the widget then links that institution.
    @MainActor public static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun {
        guard MeldSandboxScript.script(for: scenario) != nil else {
            throw unknownScenario(scenario)
        }
        let adapter = MeldAdapter(
            driver: try MeldSandboxDriver(scenario: scenario), fallbackRedirectURI: try? RedirectURI(validating: redirectURI))
        return SandboxRun(
            adapter: adapter, request: makeRequest(),
            hintedRequest: { LinkRequest(token: Secret(widgetURL(naming: $0)), parameters: makeRequest().parameters) })
    }

    /// The sandbox widget URL for a session your server started with `institutionId` (the bank
    /// the user already chose): the sandbox widget reads `institutionId` and `institutionName`
    /// from its URL, where Meld's widget reads the institution from its connect token.
    public static func widgetURL(naming institution: LinkInstitution) -> String {
        var components = URLComponents(string: widgetURL)
        var items = components?.queryItems ?? []
        if let id = institution.id { items.append(URLQueryItem(name: "institutionId", value: id)) }
        if let name = institution.name { items.append(URLQueryItem(name: "institutionName", value: name)) }
        components?.queryItems = items
        return components?.string ?? widgetURL
    }

    /// The institution a sandbox widget URL names (see ``widgetURL(naming:)``), or `nil`.
    public static func institution(namedBy widgetURL: String) -> LinkInstitution? {
        let items = URLComponents(string: widgetURL)?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value.flatMap { $0.isEmpty ? nil : $0 } }
        return LinkInstitution.ifKnown(id: value("institutionId"), name: value("institutionName"))
    }

    /// The `success` run repairing the connection its request names (``connectionID``).
    ///
    /// - Throws: never for the `success` scenario; the signature is the protocol's.
    @MainActor public static func makeUpdateRun(entryName: String) throws -> SandboxUpdateRun {
        SandboxUpdateRun(run: try makeRun(for: .success), connection: LinkConnection(entryName: entryName, id: connectionID))
    }

    /// A request the sandbox accepts: the token is ``widgetURL`` (a Meld link token is the widget
    /// URL your server gets from `POST /bank-linking/connect/start`) and the connection id is
    /// ``connectionID``. Every call returns an equal request.
    public static func makeRequest() -> LinkRequest {
        LinkRequest(token: Secret(widgetURL), parameters: [MeldRequestParameter.connectionID: .string(connectionID)])
    }

    /// A replayer for a transcript, given `--widget-url` and `--redirect-uri` (and optionally
    /// `--connection-id`, `--app-scheme`, `--message-handler`), keyed by flag.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for a missing or invalid option.
    @MainActor public static func makeReplayer(options: [String: String]) throws -> any TranscriptReplayer {
        func value(_ flag: String) -> String? {
            options[flag] ?? options[String(flag.drop(while: { $0 == "-" }))]
        }
        guard let widgetURL = value("--widget-url"), !widgetURL.isEmpty else {
            throw LinkError.configuration("meld replay needs --widget-url URL (the https widget URL the session loaded)")
        }
        guard let redirectText = value("--redirect-uri"), !redirectText.isEmpty else {
            throw LinkError.configuration("meld replay needs --redirect-uri URL (the app's https universal link)")
        }
        let redirectURI: RedirectURI
        do {
            redirectURI = try RedirectURI(checking: redirectText)
        } catch {
            throw LinkError.configuration("--redirect-uri: \(error.message)")
        }
        let engine: MeldWidgetEngine
        do {
            let parameters = value("--connection-id").map { [MeldRequestParameter.connectionID: LinkJSONValue.string($0)] }
            engine = try MeldAdapter.makeEngine(
                request: LinkRequest(token: Secret(widgetURL), parameters: parameters ?? [:]), redirectURI: redirectURI,
                appScheme: value("--app-scheme"), messageHandlerName: value("--message-handler"))
        } catch {
            throw LinkError.configuration("--widget-url: \(error.message)")
        }
        return MeldTranscriptReplayer(engine: engine)
    }

    /// A session on a scripted host driven by hand, for the conformance suite.
    ///
    /// - Throws: an error when the probe's session cannot be created; the conformance suite reports it as a failed check.
    @MainActor public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        try MeldConformanceProbe(options: options)
    }
}
