import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// The sandbox's Link handler.
@MainActor
final class MeshSandboxHandler: MeshLinkSDK.LinkHandler, MeshDismissalReporting {
    var onDismissed: (@MainActor () -> Void)?
    private let configuration: MeshLinkSDK.LinkConfiguration
    private let steps: [MeshSandboxStep]
    private var started = false

    init(configuration: MeshLinkSDK.LinkConfiguration, steps: [MeshSandboxStep]) {
        self.configuration = configuration
        self.steps = steps
    }

    func present(in viewController: PlatformViewController) { play() }

    func create() -> PlatformViewController {
        play()
        return PlatformViewController()
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
