import ProviderKit

#if canImport(UIKit)
    import UIKit
#endif

/// The ``ProviderKit/LinkFlow`` for one Mesh Link session: it builds the
/// ``MeshLinkSDK/LinkConfiguration``, asks the ``MeshDriver`` for a handler, and reports every
/// Mesh callback to the ``ProviderKit/LinkReporter`` in the order Mesh made it.
///
/// - `createHandler()` failures end the session before anything is shown: Mesh's message is
///   looked up in ``MeshErrorTable`` (`configuration` or `invalidLinkToken`).
/// - `onIntegrationConnected` is a success. With `useSecureOnDeviceStorage` an `accessToken`
///   payload is first added to the credential store (a store failure is a warning diagnostic; the
///   success still goes through). In a transfer link (``isTransferLink``) an `accessToken`
///   connection is reported as a `connected` event and held, so the session's one success can
///   carry the transfer result; it becomes the success if Link exits without a transfer result.
/// - `onTransferFinished` is a success with a ``ProviderKit/TransferResult``, or a
///   ``ProviderKit/LinkError/Code/transferFailed`` exit.
/// - `onEvent` dictionaries go through ``MeshEventMapper``; `loaded` also marks the session ready.
/// - `onExit()` (no arguments in v2) is a user exit; after a success the reporter drops it, and
///   after an unrecovered error event the reporter turns it into that error.
/// - The handler's ``MeshLinkSDK/LinkHandler/onDismissed`` ends the flow.
@MainActor
package final class MeshLinkFlow: LinkFlow {
    private let driver: any MeshDriver
    private let linkToken: Secret
    private let settings: MeshLinkSDK.LinkSettings
    private let store: (any MeshCredentialStore)?
    private var reporter: LinkReporter?
    private var handler: (any MeshLinkSDK.LinkHandler)?
    private var pendingConnection: MeshLinkSDK.AccessTokenPayload?
    private var ended = false
    private weak var presenter: AnyObject?

    /// `true` when the link token's URL contains `transfer_token`. Known after ``start(reporting:)``.
    package private(set) var isTransferLink = false

    /// Creates a flow. `store` receives successful connections when `settings.useSecureOnDeviceStorage` is `true`.
    package init(
        driver: any MeshDriver, linkToken: Secret, settings: MeshLinkSDK.LinkSettings,
        store: (any MeshCredentialStore)? = nil
    ) {
        self.driver = driver
        self.linkToken = linkToken
        self.settings = settings
        self.store = store
    }

    /// Creates the Mesh handler; throws Mesh's `createHandler()` failure as a ``ProviderKit/LinkError``.
    package func start(reporting reporter: LinkReporter) throws(LinkError) {
        self.reporter = reporter
        let configuration = MeshLinkSDK.LinkConfiguration(
            linkToken: linkToken, settings: settings,
            onIntegrationConnected: { [weak self] payload in self?.integrationConnected(payload) },
            onTransferFinished: { [weak self] payload in self?.transferFinished(payload) },
            onEvent: { [weak self] message in self?.event(message) },
            onExit: { [weak self] in self?.exit() })
        switch driver.createHandler(configuration) {
        case .failure(let message):
            throw MeshPayloadMapper.createHandlerError(message)
        case .success(let handler):
            isTransferLink = configuration.isTransferLink
            handler.onDismissed = { [weak self] in self?.dismissed() }
            self.handler = handler
            reporter.diagnostic(
                .debug, code: LinkDiagnostic.Code.meshLinkKind,
                isTransferLink
                    ? "Transfer link: the link token's URL contains transfer_token."
                    : "Connection link: the link token's URL has no transfer_token.")
        }
    }

    /// Presents Link from the presentation's anchor.
    package func present(_ presentation: LinkPresentation) {
        presenter = presentation.anchor
        handler?.present(in: presentation.anchor)
    }

    /// Dismisses Link. LinkSDK v2 has no close call; on iOS the view controller Link was presented
    /// from dismisses what it presents, as the SDK itself does after `onExit`.
    package func cancel() {
        #if canImport(UIKit)
            (presenter as? UIViewController)?.presentedViewController?.dismiss(animated: true)
        #endif
        ended = true
        handler = nil
    }

    // MARK: - Mesh callbacks

    package func integrationConnected(_ payload: MeshLinkSDK.LinkPayload) {
        guard let reporter else { return }
        if case .accessToken(let accessToken) = payload {
            if settings.useSecureOnDeviceStorage, let store {
                do {
                    try store.add(accessToken)
                } catch {
                    reporter.diagnostic(
                        .warning, code: LinkDiagnostic.Code.meshCredentialStore,
                        "The connection to \(accessToken.brokerName) could not be saved: \(error)")
                }
            }
            if isTransferLink {
                pendingConnection = accessToken
                reporter.event(
                    LinkEvent(
                        adapterName: reporter.adapterName, name: .connected, vendorEventName: "integrationConnected",
                        institution: MeshPayloadMapper.institution(
                            brokerType: accessToken.brokerType, brokerName: accessToken.brokerName),
                        stage: .connected, metadata: RawMetadata(MeshJSON.value(of: payload))))
                return
            }
        }
        reporter.succeeded(MeshPayloadMapper.success(for: payload))
    }

    package func transferFinished(_ payload: MeshLinkSDK.TransferFinishedPayload) {
        guard let reporter else { return }
        switch payload {
        case .success(let success):
            reporter.succeeded(MeshPayloadMapper.success(for: success, connection: pendingConnection))
            pendingConnection = nil
        case .error(let error):
            reporter.exited(MeshPayloadMapper.exit(for: error))
        }
    }

    package func event(_ message: [String: Any]?) {
        guard let reporter else { return }
        switch MeshEventMapper.event(from: message) {
        case .failure(let issue):
            reporter.diagnostic(.warning, code: LinkDiagnostic.Code.malformedInput, issue.message)
        case .success(let event):
            if event.name == .loaded { reporter.loaded() }
            reporter.event(event)
        }
    }

    package func exit() {
        guard let reporter else { return }
        if let pending = pendingConnection, !reporter.hasOutcome {
            pendingConnection = nil
            reporter.succeeded(MeshPayloadMapper.success(for: .accessToken(pending)))
        }
        reporter.exited(LinkExit(adapterName: reporter.adapterName, reason: .userCancelled))
    }

    package func dismissed() {
        guard !ended, let reporter else { return }
        ended = true
        reporter.flowEnded()
    }

    /// Reports a `createHandler()` failure after the session started: what the conformance probe
    /// uses to play Mesh's two handler errors through the same table as ``start(reporting:)``.
    package func createHandlerFailed(_ message: String) {
        reporter?.exited(
            LinkExit(
                adapterName: reporter?.adapterName ?? "mesh", reason: .error(MeshPayloadMapper.createHandlerError(message)),
                stage: .loading))
    }
}
