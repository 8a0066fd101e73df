import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

/// A ``/ProviderKitMeld/MeldWebViewDriver`` whose hosts play one sandbox scenario.
public struct MeldSandboxDriver: MeldWebViewDriver {
    /// The scenario's steps.
    public let script: [MeldScriptedWebViewHost.Step]

    /// A driver playing `script`.
    public init(script: [MeldScriptedWebViewHost.Step]) {
        self.script = script
    }

    /// A driver playing one of ``MeldSandbox``'s scenarios (`success`, `cancel`, …): what an app's
    /// tests pass where the app takes a ``/ProviderKitMeld/MeldWebViewDriver``. Its requests carry
    /// ``MeldSandbox/widgetURL`` as the token and ``MeldSandbox/connectionID`` as the connection id
    /// (``MeldSandbox/makeRequest()``).
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown scenario.
    public init(scenario: SandboxScenario.Name) throws {
        guard let script = MeldSandboxScript.script(for: scenario) else { throw MeldSandbox.unknownScenario(scenario) }
        self.init(script: script)
    }

    /// A scripted host.
    @MainActor public func makeHost() -> any MeldWebViewHost {
        MeldScriptedWebViewHost(script: script)
    }
}
