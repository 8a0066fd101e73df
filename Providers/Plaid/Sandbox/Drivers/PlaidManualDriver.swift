import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting

/// A LinkKit 7 driver operated by hand, for tests and the conformance probe: it records what the
/// adapter asked for and sends whatever callbacks the test chooses, in any order, duplicates included.
@MainActor
public final class PlaidManualDriver: PlaidLinkKitDriver {
    /// The callbacks of the last session created.
    public private(set) var onSuccess: PlaidLinkKit.OnSuccessHandler?
    /// The last session's `onExit`.
    public private(set) var onExit: PlaidLinkKit.OnExitHandler?
    /// The last session's `onEvent`.
    public private(set) var onEvent: PlaidLinkKit.OnEventHandler?
    /// The last session's `onLoad`.
    public private(set) var onLoad: PlaidLinkKit.OnLoadHandler?
    /// The configuration of the last session created, with ProviderKit's `onConversionFailure`.
    public private(set) var lastConfiguration: (any PlaidLinkKit.CallbackConfiguration)?
    /// The token of the last session created (tests only: never print it).
    public private(set) var lastToken: String?
    /// Which `create…` method was called last: `link`, `layer`, `headless` or `embedded`.
    public private(set) var createdKind: String?
    /// How many times `open(using:)` was called.
    public private(set) var openCount = 0
    /// How many times headless `start()` was called.
    public private(set) var startCount = 0
    /// Data passed to Layer's `submit(data:)`.
    package private(set) var submitted: [PlaidLinkKit.LayerSubmission] = []
    /// The stand-in for LinkKit's presented view, while presented.
    package private(set) var presentedController: LinkKitSimulatedViewController?
    /// When set, every `create…` throws it.
    public var creationError: (any Error)?
    private var dismissal: PlaidLinkKit.DismissalHandler?
    private weak var session: ManualSession?

    /// Creates a driver.
    public init() {}

    /// `true` while the adapter still holds the LinkKit session.
    public var isSessionAlive: Bool { session != nil }

    /// Standard Link.
    public func createPlaidLinkSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidLinkSessionDriver {
        lastConfiguration = configuration
        return try record("link", configuration.token, configuration.onSuccess, configuration.onExit, configuration.onEvent, configuration.onLoad)
    }

    /// Layer.
    public func createPlaidLayerSession(configuration: PlaidLinkKit.LayerTokenConfiguration) throws -> any PlaidLayerSessionDriver {
        lastConfiguration = configuration
        return try record("layer", configuration.token, configuration.onSuccess, configuration.onExit, configuration.onEvent, nil)
    }

    /// Headless Link.
    public func createHeadlessSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidHeadlessSessionDriver {
        lastConfiguration = configuration
        return try record("headless", configuration.token, configuration.onSuccess, configuration.onExit, configuration.onEvent, configuration.onLoad)
    }

    /// Embedded Institution Search; presents full Link at once through `presentationMethod`.
    public func createEmbeddedLinkUIView(
        configuration: PlaidLinkKit.EmbeddedLinkTokenConfiguration, presentationMethod: PlaidLinkKit.PresentationMethod
    ) throws -> AnyObject {
        lastConfiguration = configuration
        let session = try record(
            "embedded", configuration.token, configuration.onSuccess, configuration.onExit, configuration.onEvent, nil)
        session.open(using: presentationMethod)
        return session
    }

    private func record(
        _ kind: String, _ token: String, _ onSuccess: @escaping PlaidLinkKit.OnSuccessHandler, _ onExit: PlaidLinkKit.OnExitHandler?,
        _ onEvent: PlaidLinkKit.OnEventHandler?, _ onLoad: PlaidLinkKit.OnLoadHandler?
    ) throws -> ManualSession {
        if let creationError { throw creationError }
        try PlaidSandboxDriver.check(token)
        createdKind = kind
        lastToken = token
        self.onSuccess = onSuccess
        self.onExit = onExit
        self.onEvent = onEvent
        self.onLoad = onLoad
        let session = ManualSession(driver: self)
        self.session = session
        return session
    }

    fileprivate func opened(_ presentationMethod: PlaidLinkKit.PresentationMethod) {
        openCount += 1
        if case .custom(let present, let dismiss) = presentationMethod {
            let controller = LinkKitSimulatedViewController()
            presentedController = controller
            dismissal = dismiss
            present(controller)
        }
    }

    fileprivate func started() { startCount += 1 }
    fileprivate func submitted(_ data: any PlaidLinkKit.SubmissionData) {
        submitted.append(PlaidLinkKit.LayerSubmission(phoneNumber: data.phoneNumber, dateOfBirth: data.dateOfBirth, params: data.params))
    }

    // MARK: - Sending callbacks

    /// Calls `onLoad`.
    public func sendLoad() { onLoad?() }
    /// Calls `onEvent`.
    package func send(_ event: PlaidLinkKit.LinkEvent) { onEvent?(event) }
    /// Calls `onEvent` with a bare event of this raw name.
    public func sendEvent(named name: String, sessionID: String = "manual-session") {
        send(
            PlaidLinkKit.LinkEvent(
                eventName: PlaidLinkKit.EventName(wireValue: name),
                metadata: PlaidLinkKit.EventMetadata(linkSessionID: sessionID, timestamp: Date())))
    }
    /// Calls `onSuccess`.
    package func send(_ success: PlaidLinkKit.LinkSuccess) { onSuccess?(success) }
    /// Calls `onExit`.
    package func send(_ exit: PlaidLinkKit.LinkExit) { onExit?(exit) }
    /// LinkKit dismisses its view through the dismissal handler.
    public func dismiss() {
        guard let controller = presentedController else { return }
        presentedController = nil
        dismissal?(controller)
    }
    /// The user swipes the view away: no callback.
    public func swipeDismiss() {
        presentedController?.simulateSwipeDismiss()
        presentedController = nil
    }
}

@MainActor
private final class ManualSession: PlaidLinkSessionDriver, PlaidLayerSessionDriver, PlaidHeadlessSessionDriver {
    let id = UUID().uuidString.lowercased()
    private weak var driver: PlaidManualDriver?

    init(driver: PlaidManualDriver) {
        self.driver = driver
    }

    func open(using presentationMethod: PlaidLinkKit.PresentationMethod) { driver?.opened(presentationMethod) }
    func submit(data: any PlaidLinkKit.SubmissionData) { driver?.submitted(data) }
    func start() { driver?.started() }
}
