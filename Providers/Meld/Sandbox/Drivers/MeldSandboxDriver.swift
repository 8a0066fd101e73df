import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

/// A ``/ProviderKitMeld/MeldWebViewDriver`` whose hosts play one sandbox scenario.
public struct MeldSandboxDriver: MeldWebViewDriver {
    /// The scenario's steps, as played on the sandbox widget URL.
    public let script: [MeldScriptedWebViewHost.Step]
    /// The scenario, when the driver plays one: its script is made for the widget URL shown.
    private let scenario: SandboxScenario.Name?

    /// A driver playing `script`.
    public init(script: [MeldScriptedWebViewHost.Step]) {
        self.script = script
        self.scenario = nil
    }

    /// A driver playing a ``MeldSandbox`` scenario on whatever widget URL the session shows, so the
    /// widget links the institution that URL names.
    init(scenario: SandboxScenario.Name) {
        self.script = MeldSandboxScript.script(for: scenario) ?? []
        self.scenario = scenario
    }

    /// A scripted host.
    @MainActor public func makeHost() -> any MeldWebViewHost {
        guard let scenario else { return MeldScriptedWebViewHost(script: script) }
        return MeldScriptedWebViewHost { url in MeldSandboxScript.script(for: scenario, widgetURL: url.absoluteString) ?? [] }
    }
}
