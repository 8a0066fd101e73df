import ProviderKit

/// The ``AdapterSandbox`` of ``ScriptedAdapter``: scripted scenarios, a one-word-per-line
/// transcript format and a hand-driven probe. The smallest example of an adapter's tooling.
public enum ScriptedSandbox: AdapterSandbox {
    /// The scripted adapter's descriptor.
    public static var descriptor: AdapterDescriptor { ScriptedAdapter.descriptor }

    /// The three scenarios every adapter offers.
    public static let scenarios = [
        SandboxScenario(.success, "Opens, picks a bank, logs in and succeeds."),
        SandboxScenario(.cancel, "Opens and the user closes the flow."),
        SandboxScenario(.institutionDown, "The bank is down; the flow exits with an error."),
    ]

    /// The vendor callbacks of `scenario`, or `nil` for a scenario ``scenarios`` does not list.
    public static func script(for scenario: SandboxScenario.Name) -> [ScriptedVendorCallback]? {
        switch scenario {
        case .success:
            return [.loaded, .event(name: "OPEN"), .event(name: "PICK_BANK"), .success(token: "scripted-public-1"), .event(name: "DONE"), .dismissed]
        case .cancel:
            return [.loaded, .event(name: "OPEN"), .exit(errorType: nil, errorCode: nil), .dismissed]
        case .institutionDown:
            return [.loaded, .event(name: "OPEN"), .exit(errorType: "BANK", errorCode: "DOWN", message: "down"), .dismissed]
        default:
            return nil
        }
    }

    /// The scripted adapter playing `scenario` once presented.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown scenario.
    @MainActor
    public static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun {
        guard let script = script(for: scenario) else { throw unknownScenario(scenario) }
        return SandboxRun(adapter: ScriptedAdapter(script: script), request: LinkRequest(token: Secret("scripted-link-token")))
    }

    /// The scenario's script written as a transcript, one ``ScriptedVendorCallback/transcriptLine``
    /// per callback.
    @MainActor
    public static func transcript(for scenario: SandboxScenario.Name) -> SandboxTranscript? {
        script(for: scenario).map { SandboxTranscript(lines: $0.map(\.transcriptLine)) }
    }

    /// Scripted transcripts are one ``ScriptedVendorCallback`` per line: `loaded`,
    /// `event NAME`, `success TOKEN`, `exit [TYPE CODE]`, `dismissed`.
    @MainActor
    public static func makeReplayer(options: [String: String]) -> any TranscriptReplayer {
        ScriptedFlow(token: Secret("scripted-replay"), script: [])
    }

    /// A probe over a hand-driven ``ScriptedFlow``.
    @MainActor
    public static func makeConformanceProbe(options: LinkSession.Options) -> any ConformanceProbe {
        let token = "scripted-link-\(Int.random(in: 100_000...999_999))"
        let flow = ScriptedFlow(token: Secret(token), script: [])
        let session = LinkSession(adapterName: ScriptedAdapter.name, flow: flow, options: options)
        session.open()
        return ScriptedProbe(session: session, flow: flow, token: token)
    }
}
