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

    /// A driver playing one of ``MeldSandbox``'s scenarios (`success`, `cancel`, …): what an app's
    /// tests pass where the app takes a ``/ProviderKitMeld/MeldWebViewDriver``. Its requests carry
    /// ``MeldSandbox/widgetURL`` as the token and ``MeldSandbox/connectionID`` as the connection id
    /// (``MeldSandbox/makeRequest()``). The scripted widget links the institution the widget URL
    /// the session shows names (``MeldSandbox/widgetURL(naming:)``), or the sandbox's own bank.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown scenario.
    public init(scenario: SandboxScenario.Name) throws {
        guard let script = MeldSandboxScript.script(for: scenario) else { throw MeldSandbox.unknownScenario(scenario) }
        self.script = script
        self.scenario = scenario
    }

    /// A scripted host.
    @MainActor public func makeHost() -> any MeldWebViewHost {
        guard let scenario else { return MeldScriptedWebViewHost(script: script) }
        return MeldScriptedWebViewHost { url in MeldSandboxScript.script(for: scenario, widgetURL: url.absoluteString) ?? [] }
    }
}
