import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting

/// One simulated LinkKit session, of any kind.
@MainActor
final class PlaidSandboxSession: PlaidLinkSessionDriver, PlaidLayerSessionDriver, PlaidHeadlessSessionDriver {
    enum Kind { case link, layer, headless, embedded }

    let id = UUID().uuidString.lowercased()
    private let kind: Kind
    private let scenario: PlaidSandboxScenario
    private let onSuccess: PlaidLinkKit.OnSuccessHandler
    private let onExit: PlaidLinkKit.OnExitHandler?
    private let onEvent: PlaidLinkKit.OnEventHandler?
    private let onLoad: PlaidLinkKit.OnLoadHandler?
    /// The task that signals `onLoad`, which the script waits for.
    private var loading: Task<Void, Never>?
    private var script: PlaidSandboxScript
    private var isPlaying = false
    private var controller: LinkKitSimulatedViewController?
    private var dismissal: PlaidLinkKit.DismissalHandler?

    init(
        kind: Kind, scenario: PlaidSandboxScenario, onSuccess: @escaping PlaidLinkKit.OnSuccessHandler,
        onExit: PlaidLinkKit.OnExitHandler?, onEvent: PlaidLinkKit.OnEventHandler?, onLoad: PlaidLinkKit.OnLoadHandler?,
        isUpdateMode: Bool = false
    ) {
        self.script = PlaidSandboxScript(isUpdateMode: isUpdateMode)
        self.kind = kind
        self.scenario = scenario
        self.onSuccess = onSuccess
        self.onExit = onExit
        self.onEvent = onEvent
        self.onLoad = onLoad
        if let onLoad {
            // LinkKit pre-loads as soon as the session exists and signals readiness asynchronously.
            loading = Task { @MainActor [weak self] in
                await Task.yield()
                guard self != nil else { return }
                onLoad()
            }
        }
    }

    func open(using presentationMethod: PlaidLinkKit.PresentationMethod) {
        guard !isPlaying else { return }
        isPlaying = true
        if case .custom(let present, let dismiss) = presentationMethod {
            let controller = LinkKitSimulatedViewController()
            self.controller = controller
            self.dismissal = dismiss
            present(controller)
        }
        play(script.steps(for: scenario))
    }

    func submit(data: any PlaidLinkKit.SubmissionData) {
        let available = scenario != .layerNotAvailable && (data.phoneNumber?.isEmpty == false)
        let name: PlaidLinkKit.EventName = available ? .layerReady : .layerNotAvailable
        let event = PlaidLinkKit.LinkEvent(
            eventName: name, metadata: PlaidLinkKit.EventMetadata(linkSessionID: script.sessionID, timestamp: Date()))
        Task { @MainActor [weak self] in
            await Task.yield()
            guard self != nil else { return }
            self?.onEvent?(event)
        }
    }

    func start() {
        guard !isPlaying else { return }
        isPlaying = true
        play(script.steps(for: scenario))
    }

    private func play(_ steps: [PlaidSandboxStep]) {
        let loading = self.loading
        Task { @MainActor [weak self] in
            // LinkKit signals onLoad before anything the user does: the script waits for it.
            await loading?.value
            for step in steps {
                await Task.yield()
                // A session the app let go of stops calling back, as LinkKit's does.
                guard let self else { return }
                self.perform(step)
            }
        }
    }

    private func perform(_ step: PlaidSandboxStep) {
        switch step {
        case .event(let event): onEvent?(event)
        case .success(let success): onSuccess(success)
        case .exit(let exit): onExit?(exit)
        case .dismiss:
            if let controller, let dismissal {
                dismissal(controller)
                self.controller = nil
            }
        case .swipeDismiss:
            controller?.simulateSwipeDismiss()
            controller = nil
        }
    }
}
