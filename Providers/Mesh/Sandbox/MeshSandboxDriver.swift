/// A ``MeshDriver`` that behaves like LinkSDK v2, offline: `createHandler()` applies Mesh's two
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

/// The sandbox's Link handler.
@MainActor
final class MeshSandboxHandler: MeshLinkSDK.LinkHandler {
    var onDismissed: (@MainActor () -> Void)?
    private let configuration: MeshLinkSDK.LinkConfiguration
    private let steps: [MeshSandboxStep]
    private var started = false

    init(configuration: MeshLinkSDK.LinkConfiguration, steps: [MeshSandboxStep]) {
        self.configuration = configuration
        self.steps = steps
    }

    func present(in viewController: AnyObject?) { play() }

    func create() -> AnyObject? {
        play()
        return nil
    }

    private func play() {
        guard !started else { return }
        started = true
        let steps = steps
        Task { @MainActor [self] in
            for step in steps {
                await Task.yield()
                switch step {
                case .event(let type, let payload):
                    configuration.onEvent?(MeshSandboxStep.message(type: type, payload: payload))
                case .connected(let payload):
                    configuration.onIntegrationConnected?(payload)
                case .transferFinished(let payload):
                    // Link sends the message body to onEvent first, then calls onTransferFinished.
                    configuration.onEvent?(
                        MeshSandboxStep.message(type: "transferFinished", payload: MeshJSON.value(of: payload)))
                    configuration.onTransferFinished?(payload)
                case .exit:
                    // present(in:) wraps onExit: the app's onExit, then the view is dismissed.
                    configuration.onExit?()
                    await Task.yield()
                    onDismissed?()
                    return
                }
            }
        }
    }
}
