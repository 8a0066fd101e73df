import ProviderKit

/// One Acme session: drives the SDK through the driver and reports every callback, in order,
/// to the ``LinkReporter``. It decides nothing: the reporter keeps the first outcome, drops
/// duplicates (with a diagnostic), delivers late events and ends a silent dismissal as a cancel.
@MainActor
package final class AcmeLinkFlow: LinkFlow {
    private let driver: any AcmeLinkDriver
    private let token: Secret
    private var handle: (any AcmeLinkHandle)?
    private var reporter: LinkReporter?
    /// Acme calls back on any thread: the relay brings each callback to the main actor, in order.
    private let relay = MainActorRelay()

    package init(driver: any AcmeLinkDriver, token: Secret) {
        self.driver = driver
        self.token = token
    }

    package func start(reporting reporter: LinkReporter) throws {
        self.reporter = reporter
        do {
            handle = try driver.open(token: token.reveal(), callbacks: callbacks())
        } catch {
            // Never quote the token or the SDK's message, which may echo it.
            throw LinkError(code: .invalidLinkToken, message: "Acme refused the link token.")
        }
    }

    package func present(_ presentation: LinkPresentation) { handle?.present() }

    package func cancel() { handle?.close() }

    /// The SDK's callbacks: nonisolated and `@Sendable`, each relayed to the main actor.
    package func callbacks() -> AcmeLinkCallbacks {
        let relay = self.relay
        return AcmeLinkCallbacks(
            onEvent: { event in relay.send { [weak self] in self?.reporter?.event(AcmePayloadMapper.event(event)) } },
            onSuccess: { success in relay.send { [weak self] in self?.reporter?.succeeded(AcmePayloadMapper.success(success)) } },
            onExit: { exit in relay.send { [weak self] in self?.reporter?.exited(AcmePayloadMapper.exit(exit)) } },
            onDismiss: { relay.send { [weak self] in self?.reporter?.flowEnded() } })
    }
}
