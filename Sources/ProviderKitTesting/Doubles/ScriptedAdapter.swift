import ProviderKit

/// A complete adapter for an imaginary vendor, driven by the test: each session's flow is a
/// ``ScriptedFlow`` whose vendor callbacks the test sends by hand.
///
/// Use it to test app code against ProviderKit without any vendor, and read it as the smallest
/// example of an adapter: a driver seam (``ScriptedFlow/send(_:)``), mapping tables, and a flow
/// that reports every callback to the ``LinkReporter``.
public struct ScriptedAdapter: SandboxedAdapter {
    /// The adapter name used in configuration files.
    public static let name = "scripted"

    /// The imaginary vendor's error table.
    public static let errorTable = ErrorMappingTable(
        provider: name,
        rules: [
            ErrorMappingRule(type: "LOGIN", code: "BAD_PASSWORD", .invalidCredentials, note: "Wrong password."),
            ErrorMappingRule(type: "LOGIN", code: "BAD_CODE", .invalidMFA, note: "Wrong one-time code."),
            ErrorMappingRule(type: "BANK", code: "DOWN", .institutionUnavailable, note: "The bank is down."),
            ErrorMappingRule(type: "BANK", code: "UNSUPPORTED", .institutionNotSupported, note: "Not supported."),
            ErrorMappingRule(type: "SERVICE", code: "MAINTENANCE", .providerUnavailable, note: "Maintenance."),
            ErrorMappingRule(type: "TOKEN", code: "EXPIRED", .invalidLinkToken, note: "Token expired."),
        ])

    /// The imaginary vendor's event table.
    public static let eventTable = EventMappingTable(
        provider: name,
        rules: [
            EventMappingRule("OPEN", .opened, stage: .loading, stable: true),
            EventMappingRule("PICK_BANK", .institutionSelected, stage: .institutionSelection, stable: true),
            EventMappingRule("LOGIN", .credentialsSubmitted, stage: .credentials),
            EventMappingRule("CODE", .mfaSubmitted, stage: .mfa),
            EventMappingRule("ERROR", .error, stage: .error, stable: true),
            EventMappingRule("DONE", .handoff, stage: .connected, stable: true),
        ])

    /// The descriptor.
    public static let descriptor = AdapterDescriptor(
        name: name, displayName: "Scripted test adapter", requiresRedirectURI: false,
        options: [AdapterOption("label", .string, summary: "A free-form label, echoed nowhere.")],
        scenarios: [
            SandboxScenario(SandboxScenario.success, "Opens, picks a bank, logs in and succeeds."),
            SandboxScenario(SandboxScenario.cancel, "Opens and the user closes the flow."),
            SandboxScenario(SandboxScenario.institutionDown, "The bank is down; the flow exits with an error."),
        ],
        errorTable: errorTable, eventTable: eventTable)

    /// Called with each new flow, so a test can keep a handle on it.
    public let onFlowCreated: @MainActor @Sendable (ScriptedFlow) -> Void
    private let script: [ScriptedVendorCallback]

    /// Creates an adapter whose flows play `script` automatically once presented, and report
    /// themselves to `onFlowCreated`.
    public init(
        script: [ScriptedVendorCallback] = [],
        onFlowCreated: @escaping @MainActor @Sendable (ScriptedFlow) -> Void = { _ in }
    ) {
        self.script = script
        self.onFlowCreated = onFlowCreated
    }

    /// Creates a ``ScriptedFlow``. Tokens must be non-empty and must not start with `bad-`.
    @MainActor
    public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow {
        let flow = ScriptedFlow(token: request.token, script: script)
        onFlowCreated(flow)
        return flow
    }

    /// The scripted scenarios.
    @MainActor
    public static func sandbox(scenario: String) throws(LinkError) -> SandboxRun {
        let script: [ScriptedVendorCallback]
        switch scenario {
        case SandboxScenario.success:
            script = [.loaded, .event(name: "OPEN"), .event(name: "PICK_BANK"), .success(token: "scripted-public-1"), .event(name: "DONE"), .dismissed]
        case SandboxScenario.cancel:
            script = [.loaded, .event(name: "OPEN"), .exit(errorType: nil, errorCode: nil), .dismissed]
        case SandboxScenario.institutionDown:
            script = [.loaded, .event(name: "OPEN"), .exit(errorType: "BANK", errorCode: "DOWN", message: "down"), .dismissed]
        default:
            throw .configuration("Unknown scenario \"\(scenario)\"; scenarios: \(descriptor.scenarios.map(\.name).joined(separator: ", "))")
        }
        return SandboxRun(adapter: ScriptedAdapter(script: script), request: LinkRequest(token: Secret("scripted-link-token")))
    }

    /// Scripted transcripts are one ``ScriptedVendorCallback`` name per line: `loaded`,
    /// `event NAME`, `success TOKEN`, `exit [TYPE CODE]`, `dismissed`.
    @MainActor
    public static func makeReplayer(options: [String: String]) throws(LinkError) -> any TranscriptReplayer {
        ScriptedFlow(token: Secret("scripted-replay"), script: [])
    }

    /// A probe over a hand-driven ``ScriptedFlow``.
    @MainActor
    public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        let token = "scripted-link-\(Int.random(in: 100_000...999_999))"
        let flow = ScriptedFlow(token: Secret(token), script: [])
        let session = LinkSession(provider: name, flow: flow, options: options)
        session.open()
        return ScriptedProbe(session: session, flow: flow, token: token)
    }
}
