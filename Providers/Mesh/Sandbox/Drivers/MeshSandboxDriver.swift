import ProviderKitMesh
import ProviderKitTesting

/// A ``/ProviderKitMesh/MeshDriver`` that behaves like LinkSDK v2, offline: `createHandler()` applies Mesh's two
/// checks in Mesh's order with Mesh's messages, and the handler plays a ``MeshSandboxScenario``
/// asynchronously after `present(in:)`, quirks included (Link's `transferFinished` message reaches
/// `onEvent` before `onTransferFinished`; `done` after a success arrives as a second `onExit()`;
/// the view is dismissed after `onExit`). It never touches the network.
public struct MeshSandboxDriver: MeshDriver {
    /// The scenario played.
    public let scenario: MeshSandboxScenario

    /// Creates a driver for `scenario`.
    public init(scenario: MeshSandboxScenario) {
        self.scenario = scenario
    }

    /// Mesh's checks, then a handler that plays the scenario.
    @MainActor public func createHandler(_ configuration: MeshLinkSDK.LinkConfiguration) -> MeshLinkSDK.LinkResult {
        if let failure = configuration.createHandlerFailure { return .failure(failure) }
        return .success(MeshSandboxHandler(configuration: configuration, steps: scenario.steps))
    }
}
