import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

extension MeldSandbox {
    /// The transcript of every scenario, recorded from its script: each web-view step
    /// ``MeldSandboxDriver`` plays, written as a `providerkit replay` line, with the sandbox
    /// request's `--widget-url`, `--redirect-uri` and `--connection-id`. The conformance suite
    /// replays them and checks that the replay ends like the live sandbox run.
    @MainActor public static func transcript(for scenario: SandboxScenario.Name) -> SandboxTranscript? {
        guard let script = MeldSandboxScript.script(for: scenario) else { return nil }
        return SandboxTranscript(
            lines: script.compactMap(transcriptLine),
            replayOptions: ["--widget-url": widgetURL, "--redirect-uri": redirectURI, "--connection-id": connectionID])
    }

    /// A step as a transcript line (``MeldTranscriptLine``), or `nil` for the interface vanishing,
    /// which a transcript expresses by ending.
    static func transcriptLine(_ step: MeldScriptedWebViewHost.Step) -> String? {
        let registered = LinkJSONValue.string(MeldWidgetSettings.defaultMessageHandlerName)
        let line: [String: LinkJSONValue]
        switch step {
        case .navigate(let url, let window): line = ["navigation": .string(url), "window": .string(window.rawValue)]
        case .message(let body, let handler): line = ["message": .string(body), "handler": handler.map(LinkJSONValue.string) ?? registered]
        case .nonStringMessage(_, let handler): line = ["message": .object([:]), "handler": handler.map(LinkJSONValue.string) ?? registered]
        case .popup(let url, _): line = ["popup": .string(url)]
        case .universalLink(let url): line = ["universalLink": .string(url)]
        case .close(let window): line = ["closed": .string(window.rawValue)]
        case .dismiss: return nil
        }
        return JSONWriter.string(.object(line))
    }
}
