import ProviderKitMeld

/// A ``/ProviderKitMeld/MeldWebViewDriver`` whose hosts play one sandbox scenario.
public struct MeldSandboxDriver: MeldWebViewDriver {
    /// The scenario's steps.
    public let script: [MeldScriptedWebViewHost.Step]

    /// A driver playing `script`.
    public init(script: [MeldScriptedWebViewHost.Step]) {
        self.script = script
    }

    /// A scripted host.
    @MainActor public func makeHost() -> any MeldWebViewHost {
        MeldScriptedWebViewHost(script: script)
    }
}
