import Dispatch
import ProviderKitAcme

/// An offline Acme Link SDK: it accepts tokens starting with `link-acme-` and, once presented,
/// plays its script from its own callback queue, as the SDK calls back off the main thread.
/// The probe and the replayer send callbacks by hand through ``deliver(_:)`` and ``callbacks``.
@MainActor
public final class AcmeSandboxDriver: AcmeLinkDriver {
    /// The SDK's error for a token it refuses.
    public struct RefusedToken: Error {}

    /// What the session plays once presented.
    public let script: [AcmeCallback]
    /// The callbacks of the last session opened.
    public private(set) var callbacks: AcmeLinkCallbacks?
    private let queue = DispatchQueue(label: "com.example.acme.sandbox-callbacks")

    /// Creates a driver that plays `script` (nothing, for a hand-driven session).
    public init(script: [AcmeCallback] = []) {
        self.script = script
    }

    /// Opens a session, refusing tokens that do not start with `link-acme-`.
    ///
    /// - Throws: ``RefusedToken``.
    public func open(token: String, callbacks: AcmeLinkCallbacks) throws -> any AcmeLinkHandle {
        guard token.hasPrefix("link-acme-") else { throw RefusedToken() }
        self.callbacks = callbacks
        return Session(driver: self)
    }

    /// Sends `callback` from the SDK's callback queue, after the ones sent before it.
    public func deliver(_ callback: AcmeCallback) {
        guard let callbacks else { return }
        queue.async { callback.deliver(to: callbacks) }
    }

    private final class Session: AcmeLinkHandle {
        let driver: AcmeSandboxDriver
        init(driver: AcmeSandboxDriver) { self.driver = driver }
        func present() { driver.script.forEach(driver.deliver) }
        func close() {}
    }
}
