import Foundation
import ProviderKit

/// An offline LinkKit 7: plays one ``PlaidSandboxScenario`` with Plaid-sandbox institutions and
/// realistic callback sequences, LinkKit's quirks included (`HANDOFF` after `onSuccess`, `EXIT`
/// events on either side of `onExit`, no callback on a swipe-dismiss). It never touches the network.
///
/// Like LinkKit, it refuses malformed tokens at creation with ``LinkKit/ConfigurationError``, and a
/// session that is deallocated early stops calling back.
@MainActor
public final class PlaidSandboxDriver: PlaidLinkKitDriver {
    /// The scenario every session plays.
    public let scenario: PlaidSandboxScenario

    /// Creates a driver.
    public init(scenario: PlaidSandboxScenario) {
        self.scenario = scenario
    }

    /// A token the sandbox accepts: `link-sandbox-<uuid>`.
    public nonisolated static func makeToken() -> String {
        "link-sandbox-\(UUID().uuidString.lowercased())"
    }

    /// Standard Link.
    public func createPlaidLinkSession(configuration: LinkKit.LinkTokenConfiguration) throws -> any PlaidLinkSessionDriver {
        try Self.check(configuration.token)
        return PlaidSandboxSession(
            kind: .link, scenario: scenario, onSuccess: configuration.onSuccess, onExit: configuration.onExit,
            onEvent: configuration.onEvent, onLoad: configuration.onLoad)
    }

    /// Layer.
    public func createPlaidLayerSession(configuration: LinkKit.LayerTokenConfiguration) throws -> any PlaidLayerSessionDriver {
        try Self.check(configuration.token)
        return PlaidSandboxSession(
            kind: .layer, scenario: scenario, onSuccess: configuration.onSuccess, onExit: configuration.onExit,
            onEvent: configuration.onEvent, onLoad: nil)
    }

    /// Headless Link.
    public func createHeadlessSession(configuration: LinkKit.LinkTokenConfiguration) throws -> any PlaidHeadlessSessionDriver {
        try Self.check(configuration.token)
        return PlaidSandboxSession(
            kind: .headless, scenario: scenario, onSuccess: configuration.onSuccess, onExit: configuration.onExit,
            onEvent: configuration.onEvent, onLoad: configuration.onLoad)
    }

    /// Embedded Institution Search: returns a stand-in view; the simulated user picks a bank shortly after.
    public func createEmbeddedLinkUIView(
        configuration: LinkKit.EmbeddedLinkTokenConfiguration, presentationMethod: LinkKit.PresentationMethod
    ) throws -> AnyObject {
        try Self.check(configuration.token)
        let session = PlaidSandboxSession(
            kind: .embedded, scenario: scenario, onSuccess: configuration.onSuccess, onExit: configuration.onExit,
            onEvent: configuration.onEvent, onLoad: nil)
        session.open(using: presentationMethod)
        return session
    }

    static func check(_ token: String) throws {
        if case .failure(let failure) = PlaidTokenCheck.check(token) {
            throw LinkKit.ConfigurationError.invalidToken(message: failure.message)
        }
    }
}

/// One simulated LinkKit session, of any kind.
@MainActor
final class PlaidSandboxSession: PlaidLinkSessionDriver, PlaidLayerSessionDriver, PlaidHeadlessSessionDriver {
    enum Kind { case link, layer, headless, embedded }

    let id = UUID().uuidString.lowercased()
    private let kind: Kind
    private let scenario: PlaidSandboxScenario
    private let onSuccess: LinkKit.OnSuccessHandler
    private let onExit: LinkKit.OnExitHandler?
    private let onEvent: LinkKit.OnEventHandler?
    private let onLoad: LinkKit.OnLoadHandler?
    private var script = PlaidSandboxScript()
    private var isPlaying = false
    private var controller: LinkKitSimulatedViewController?
    private var dismissal: LinkKit.DismissalHandler?

    init(
        kind: Kind, scenario: PlaidSandboxScenario, onSuccess: @escaping LinkKit.OnSuccessHandler,
        onExit: LinkKit.OnExitHandler?, onEvent: LinkKit.OnEventHandler?, onLoad: LinkKit.OnLoadHandler?
    ) {
        self.kind = kind
        self.scenario = scenario
        self.onSuccess = onSuccess
        self.onExit = onExit
        self.onEvent = onEvent
        self.onLoad = onLoad
        if let onLoad {
            // LinkKit pre-loads as soon as the session exists and signals readiness asynchronously.
            Task { @MainActor [weak self] in
                await Task.yield()
                guard self != nil else { return }
                onLoad()
            }
        }
    }

    func open(using presentationMethod: LinkKit.PresentationMethod) {
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

    func submit(data: any LinkKit.SubmissionData) {
        let available = scenario != .layerNotAvailable && (data.phoneNumber?.isEmpty == false)
        let name: LinkKit.EventName = available ? .layerReady : .layerNotAvailable
        let event = LinkKit.LinkEvent(
            eventName: name, metadata: LinkKit.EventMetadata(linkSessionID: script.sessionID, timestamp: Date()))
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
        Task { @MainActor [weak self] in
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
