import ProviderKit

#if canImport(UIKit)
    import UIKit
#endif

/// The ``/ProviderKit/LinkFlow`` for one Mesh Link session: it builds the
/// ``MeshLinkSDK/LinkConfiguration``, asks the ``MeshDriver`` for a handler, and reports every
/// Mesh callback to the ``/ProviderKit/LinkReporter`` in the order Mesh made it.
///
/// - `createHandler()` failures end the session before anything is shown: Mesh's message is
///   looked up in ``MeshErrorTable`` (`configuration` or `invalidLinkToken`).
/// - `onIntegrationConnected` is a success. With `useSecureOnDeviceStorage` an `accessToken`
///   payload is first added to the credential store (a store failure is a warning diagnostic; the
///   success still goes through). In a transfer link (``isTransferLink``) every `accessToken`
///   connection is reported as a `connected` event and held, so the session's one success can
///   carry the transfer result with every connection's tokens; they become the success if Link
///   exits without a transfer result (that exit is not reported again as a late exit).
/// - `onTransferFinished` is a success with a ``/ProviderKit/TransferResult`` and the tokens of
///   every connection held, or a ``/ProviderKit/LinkError/Code/transferFailed`` exit.
/// - A connection whose tokens cannot reach the app in the session's one outcome (one that comes
///   after the outcome, or one held when the transfer fails) gets a `meshConnectionNotDelivered`
///   warning naming its broker and connection id, and saying whether the credential store kept it.
/// - `onEvent` dictionaries go through ``MeshEventMapper``; `loaded` also marks the session ready.
/// - `onExit()` (no arguments in v2) is a user exit, which the reporter turns into the last
///   unrecovered error event's error. After the session's outcome it is Link closing, as LinkSDK
///   does after every connection and transfer: the flow ends, and nothing more is reported.
/// - The flow reports one outcome. A second outcome callback (another connection, a transfer
///   result after the outcome) is not expected from LinkSDK: it is dropped with a
///   `duplicateOutcome` warning.
/// - LinkSDK's callbacks may come on any thread: each is relayed to the main actor in call order
///   (``/ProviderKit/MainActorRelay``); `onEvent`'s dictionary is mapped before the hop.
/// - The flow ends on the main actor's next turn after `onExit` (LinkSDK dismisses Link right
///   after calling it), or when a ``MeshDismissalReporting`` handler reports Link gone.
@MainActor
package final class MeshLinkFlow: LinkFlow {
    private let driver: any MeshDriver
    private let linkToken: Secret
    private let settings: MeshLinkSDK.LinkSettings
    private let store: (any MeshCredentialStore)?
    private let purpose: LinkPurpose
    private var reporter: LinkReporter?
    private var handler: (any MeshLinkSDK.LinkHandler)?
    /// The connections of a transfer link, in the order they came, until the outcome carries them.
    private var pendingConnections: [MeshLinkSDK.AccessTokenPayload] = []
    /// The ids of the connections the credential store saved in this session.
    private var storedConnectionIDs: Set<String> = []
    /// `true` once the flow reported the session's outcome.
    private var hasReportedOutcome = false
    private var ended = false
    private var isEndScheduled = false
    private weak var presenter: PlatformViewController?
    /// Carries LinkSDK's callbacks, which may come on any thread, to the main actor in order.
    private let relay = MainActorRelay()

    /// `true` when the link token's URL contains `transfer_token`. Known after ``start(reporting:)``.
    package private(set) var isTransferLink = false

    /// Creates a flow. `store` receives successful connections when `settings.useSecureOnDeviceStorage`
    /// is `true`. With ``/ProviderKit/LinkPurpose/update(_:)`` the flow reconnects the stored
    /// connection whose ``MeshLinkSDK/AccessTokenPayload/id`` is the connection's id.
    package init(
        driver: any MeshDriver, linkToken: Secret, settings: MeshLinkSDK.LinkSettings,
        store: (any MeshCredentialStore)? = nil, purpose: LinkPurpose = .newLink
    ) {
        self.purpose = purpose
        self.driver = driver
        self.linkToken = linkToken
        self.settings = settings
        self.store = store
    }

    /// Creates the Mesh handler; throws Mesh's `createHandler()` failure as a ``/ProviderKit/LinkError``.
    package func start(reporting reporter: LinkReporter) throws(LinkError) {
        self.reporter = reporter
        let relay = self.relay
        // ProviderKit's credential store does the storing (same Keychain item, same format): the
        // SDK is told not to, or both would write it.
        var sdkSettings = settings
        sdkSettings.useSecureOnDeviceStorage = false
        // One receiver for every event: the relay hands each mapped payload to it on the main actor.
        let receiveEvent: @MainActor @Sendable (Result<LinkEvent, MeshMappingIssue>) -> Void = { [weak self] in
            self?.event($0)
        }
        var configuration = MeshLinkSDK.LinkConfiguration(
            linkToken: linkToken, settings: sdkSettings,
            onIntegrationConnected: { [weak self] payload in relay.send { self?.integrationConnected(payload) } },
            onTransferFinished: { [weak self] payload in relay.send { self?.transferFinished(payload) } },
            onEvent: { message in relay.send(MeshEventMapper.event(from: message), to: receiveEvent) },
            onExit: { [weak self] in relay.send { self?.exit() } })
        configuration.onConversionFailure = { [weak self] error in
            relay.send { self?.reporter?.vendorPayloadUnreadable(error, isTerminal: Self.carriesOutcome(error.callback)) }
        }
        switch driver.createHandler(configuration) {
        case .failure(let message):
            throw MeshPayloadMapper.createHandlerError(message)
        case .success(let handler):
            isTransferLink = configuration.isTransferLink
            (handler as? any MeshDismissalReporting)?.onDismissed = { [weak self] in self?.dismissed() }
            self.handler = handler
            checkReconnectTarget(reporter)
        }
    }

    /// For an update, says when the stored connection to reconnect is not in the store.
    private func checkReconnectTarget(_ reporter: LinkReporter) {
        guard let connection = purpose.connection else { return }
        guard let store else {
            reporter.diagnostic(
                .info, code: LinkDiagnostic.Code.meshReconnect,
                "Reconnecting \(connection.id) without a credential store: the new tokens reach the app in the success only.")
            return
        }
        let stored = (try? store.list()) ?? []
        if !stored.contains(where: { $0.id == connection.id }) {
            reporter.diagnostic(
                .warning, code: LinkDiagnostic.Code.meshReconnect,
                "The connection \(connection.id) to reconnect is not in the credential store; a successful link is stored as a new connection.")
        }
    }

    /// Presents Link from the presentation's view controller (on iOS, the key window's top-most
    /// one when the presentation has none). With nothing to present from, the flow ends (the
    /// session settles as a user cancel).
    package func present(_ presentation: LinkPresentation) {
        #if canImport(UIKit)
            guard let anchor = presentation.resolvedViewController else {
                dismissed()
                return
            }
        #else
            let anchor = (presentation.anchor as? PlatformViewController) ?? PlatformViewController()
        #endif
        presenter = anchor
        handler?.present(in: anchor)
    }

    /// Dismisses Link. LinkSDK v2 has no close call: the screen Link was presented from dismisses
    /// what it presents, Link together with anything Link presented on top (an OAuth browser), in
    /// one dismissal, as the SDK itself does after `onExit`.
    package func cancel() {
        if let anchor = presenter?.asModalScreen, anchor.presentedModalScreen != nil {
            anchor.dismissModally(completion: nil)
        }
        ended = true
        handler = nil
    }

    // MARK: - Mesh callbacks
    //
    // Each entry point offers its callback to the session's recorder first, as the transcript
    // line `MeshTranscriptReplayer` reads.

    /// The LinkSDK callbacks whose payload is the session's outcome.
    nonisolated static func carriesOutcome(_ callback: String) -> Bool {
        callback == "onIntegrationConnected" || callback == "onTransferFinished"
    }

    package func integrationConnected(_ payload: MeshLinkSDK.LinkPayload) {
        guard let reporter else { return }
        reporter.recordCallback("onIntegrationConnected", payload: payload)
        if case .accessToken(let accessToken) = payload {
            if let connection = purpose.connection, accessToken.id != connection.id {
                reporter.diagnostic(
                    .warning, code: LinkDiagnostic.Code.meshReconnect,
                    "Reconnecting \(connection.id), the user connected \(accessToken.brokerName) account \(accessToken.id) instead; the stored connection \(connection.id) is unchanged.")
            }
            if settings.useSecureOnDeviceStorage, let store {
                do {
                    try store.add(accessToken)
                    storedConnectionIDs.insert(accessToken.id)
                } catch {
                    reporter.diagnostic(
                        .warning, code: LinkDiagnostic.Code.meshCredentialStore,
                        "The connection to \(accessToken.brokerName) could not be saved: \(error)")
                }
            }
            if hasReportedOutcome {
                notDelivered([accessToken], reporter, because: "it came after the session's outcome")
                return
            }
            if isTransferLink {
                pendingConnections.append(accessToken)
                reporter.event(
                    LinkEvent(
                        adapterName: reporter.adapterName, name: .connected, vendorEventName: "integrationConnected",
                        institution: MeshPayloadMapper.institution(
                            brokerType: accessToken.brokerType, brokerName: accessToken.brokerName),
                        stage: .connected, metadata: MeshJSON.metadata(of: payload)))
                return
            }
        }
        report(.success(MeshPayloadMapper.success(for: payload)), from: "onIntegrationConnected")
    }

    package func transferFinished(_ payload: MeshLinkSDK.TransferFinishedPayload) {
        guard let reporter else { return }
        reporter.recordCallback("onTransferFinished", payload: payload)
        switch payload {
        case .success(let success):
            let connections = pendingConnections
            pendingConnections = []
            report(.success(MeshPayloadMapper.success(for: success, connections: connections)), from: "onTransferFinished")
        case .error(let error):
            let connections = pendingConnections
            pendingConnections = []
            let wasReported = hasReportedOutcome
            report(.exit(MeshPayloadMapper.exit(for: error)), from: "onTransferFinished")
            if !wasReported {
                notDelivered(connections, reporter, because: "the transfer failed and the session's outcome is that exit")
            }
        }
    }

    /// Reports the session's one outcome; a second one is dropped with a warning.
    private func report(_ outcome: LinkOutcome, from callback: String) {
        guard let reporter else { return }
        guard !hasReportedOutcome else {
            reporter.diagnostic(
                .warning, code: LinkDiagnostic.Code.duplicateOutcome,
                "Dropped Mesh's \(callback): the session's outcome was already reported, and LinkSDK sends one per session.")
            return
        }
        hasReportedOutcome = true
        switch outcome {
        case .success(let success): reporter.succeeded(success)
        case .exit(let exit): reporter.exited(exit)
        }
    }

    package func event(_ message: [String: Any]?) {
        event(MeshEventMapper.event(from: message))
    }

    /// Reports an `onEvent` message already mapped (off the main actor, before the hop).
    package func event(_ mapped: Result<LinkEvent, MeshMappingIssue>) {
        guard let reporter else { return }
        switch mapped {
        case .failure(let issue):
            reporter.recordCallback("onEvent", json: .null)
            reporter.diagnostic(.warning, code: LinkDiagnostic.Code.malformedInput, issue.message)
        case .success(let event):
            reporter.recordCallback("onEvent", json: event.metadata.revealed())
            if event.name == .loaded { reporter.loaded() }
            reporter.event(event)
        }
    }

    /// `onExit()`: Link closes. Before an outcome it is the user's exit (the kept connection of a
    /// transfer link that never finished becomes the success instead); after one it is the normal
    /// end of every Mesh session, and only ends the flow.
    package func exit() {
        guard let reporter else { return }
        reporter.recordCallback("onExit", json: .object([:]))
        if !hasReportedOutcome {
            if let first = pendingConnections.first {
                // This exit is what delivers the held connections: it is not also a late exit.
                let others = Array(pendingConnections.dropFirst())
                report(.success(MeshPayloadMapper.success(for: first, alongWith: others)), from: "onIntegrationConnected")
            } else {
                report(.exit(LinkExit(adapterName: reporter.adapterName, reason: .userCancelled)), from: "onExit")
            }
        }
        pendingConnections = []
        // LinkSDK's present(in:) dismisses Link right after onExit: end once callbacks LinkSDK
        // sends in the same turn were reported.
        guard !isEndScheduled else { return }
        isEndScheduled = true
        Task { @MainActor [weak self] in
            await Task.yield()
            self?.dismissed()
        }
    }

    /// Warns, one diagnostic per connection, that `connections`' tokens do not reach the app in
    /// the session's outcome, naming each by broker and id (never a token).
    private func notDelivered(_ connections: [MeshLinkSDK.AccessTokenPayload], _ reporter: LinkReporter, because reason: String) {
        for connection in connections {
            let kept =
                storedConnectionIDs.contains(connection.id)
                ? "the credential store saved it" : "it is not in the credential store"
            reporter.diagnostic(
                .warning, code: LinkDiagnostic.Code.meshConnectionNotDelivered,
                "The tokens of the \(connection.brokerName) connection \(connection.id) are not in the session's outcome: \(reason); \(kept).")
        }
    }

    package func dismissed() {
        guard !ended, let reporter else { return }
        ended = true
        reporter.flowEnded()
    }

    /// Reports a `createHandler()` failure after the session started: what the conformance probe
    /// uses to play Mesh's two handler errors through the same table as ``start(reporting:)``.
    package func createHandlerFailed(_ message: String) {
        report(
            .exit(
                LinkExit(
                    adapterName: reporter?.adapterName ?? "mesh", reason: .error(MeshPayloadMapper.createHandlerError(message)),
                    stage: .loading)),
            from: "createHandler()")
    }
}
