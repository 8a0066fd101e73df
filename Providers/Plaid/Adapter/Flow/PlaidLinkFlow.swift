import Foundation
import ProviderKit

/// One LinkKit 7 session behind ProviderKit's ``/ProviderKit/LinkFlow`` contract, in any ``PlaidMode``.
///
/// Vendor quirks it absorbs:
/// - `HANDOFF` arrives after `onSuccess`: the flow reports the success at once and keeps reporting
///   events; the vendor UI is considered gone only after `HANDOFF`, LinkKit's dismissal, or `onExit`
///   (each followed by a short grace period for trailing events).
/// - No `onExit` follows a success: the flow never waits for one.
/// - `onEvent` may come before, after or around the terminal callbacks: every callback goes to the
///   reporter in LinkKit's order; the reporter keeps exactly one outcome.
/// - LinkKit stops calling back if its session is deallocated early: the flow holds the LinkKit
///   session strongly until the UI is gone (and ``/ProviderKit/LinkSession`` holds the flow).
/// - A swipe-dismiss produces no callback: the flow presents through `PresentationMethod.custom`,
///   notices the interactive dismissal and ends the flow at once, which the reporter turns into
///   `userCancelled`.
@MainActor
package final class PlaidLinkFlow: LinkFlow {
    private let driver: any PlaidLinkKitDriver
    private let token: Secret
    private let mode: PlaidMode
    private let submission: PlaidLinkKit.LayerSubmission
    private let redirectURI: RedirectURI?
    private let purpose: LinkPurpose
    private let grace: TimeInterval
    private let presenter = PlaidPresenter()
    /// Carries LinkKit's callbacks, which may come on any thread, to the main actor in order.
    private let relay = MainActorRelay()

    private var sink: PlaidCallbackSink?
    private var linkSession: (any PlaidLinkSessionDriver)?
    private var layerSession: (any PlaidLayerSessionDriver)?
    private var headlessSession: (any PlaidHeadlessSessionDriver)?
    private var embeddedView: AnyObject?
    private var presentation: LinkPresentation?
    private var presentedController: PlatformViewController?
    private var isLoaded = false
    private var isLayerReady = false
    private var wantsPresentation = false
    private var headlessStarted = false
    private var isEnding = false
    private var isEnded = false

    package init(
        driver: any PlaidLinkKitDriver, token: Secret, mode: PlaidMode, submission: PlaidLinkKit.LayerSubmission,
        redirectURI: RedirectURI?, purpose: LinkPurpose = .newLink, grace: TimeInterval
    ) {
        self.purpose = purpose
        self.driver = driver
        self.token = token
        self.mode = mode
        self.submission = submission
        self.redirectURI = redirectURI
        self.grace = grace
    }

    // MARK: - LinkFlow

    package func start(reporting reporter: LinkReporter) throws(LinkError) {
        let sink = PlaidCallbackSink(reporter: reporter, mapper: PlaidPayloadMapper(adapterName: reporter.adapterName), mode: mode)
        self.sink = sink
        reporter.recordReplaySetting("mode", value: mode.rawValue)
        if redirectURI == nil {
            reporter.diagnostic(
                .warning, code: LinkDiagnostic.Code.plaidMissingRedirectURI,
                "The entry has no redirectURI: OAuth institutions cannot return to the app. Register an https universal link with Plaid and set it on the entry.")
        }
        // LinkKit's handlers are not isolated: each one relays to the main actor, in call order.
        let relay = self.relay
        let receiveSuccess: @MainActor @Sendable (PlaidLinkKit.LinkSuccess) -> Void = { [weak self] in
            self?.receiveSuccess($0)
        }
        let receiveExit: @MainActor @Sendable (PlaidLinkKit.LinkExit) -> Void = { [weak self] in self?.receiveExit($0) }
        let receiveEvent: @MainActor @Sendable (PlaidLinkKit.LinkEvent) -> Void = { [weak self] in self?.receiveEvent($0) }
        let onSuccess: PlaidLinkKit.OnSuccessHandler = { relay.send($0, to: receiveSuccess) }
        let onExit: PlaidLinkKit.OnExitHandler = { relay.send($0, to: receiveExit) }
        let onEvent: PlaidLinkKit.OnEventHandler = { relay.send($0, to: receiveEvent) }
        let onLoad: PlaidLinkKit.OnLoadHandler = { [weak self] in relay.send { self?.receiveLoad() } }
        let onConversionFailure: PlaidLinkKit.ConversionFailureHandler = { [weak self] error in
            relay.send { self?.receiveUnreadablePayload(error) }
        }
        func withFailureHandler<Configuration: PlaidLinkKit.CallbackConfiguration>(
            _ configuration: Configuration
        ) -> Configuration {
            var configuration = configuration
            configuration.onConversionFailure = onConversionFailure
            return configuration
        }
        let token = self.token.reveal()
        do {
            switch mode {
            case .link:
                linkSession = try driver.createPlaidLinkSession(
                    configuration: withFailureHandler(
                        PlaidLinkKit.LinkTokenConfiguration(
                            token: token, onSuccess: onSuccess, onExit: onExit, onEvent: onEvent, onLoad: onLoad)))
            case .layer:
                let session = try driver.createPlaidLayerSession(
                    configuration: withFailureHandler(
                        PlaidLinkKit.LayerTokenConfiguration(
                            token: token, onSuccess: onSuccess, onExit: onExit, onEvent: onEvent)))
                layerSession = session
                if submission.isEmpty {
                    reporter.diagnostic(
                        .warning, code: LinkDiagnostic.Code.plaidMissingLayerData,
                        "Layer mode without a phone number: pass LinkRequest.parameters[\"phoneNumber\"] so Layer can check eligibility.")
                } else {
                    session.submit(data: submission)
                }
            case .headless:
                headlessSession = try driver.createHeadlessSession(
                    configuration: withFailureHandler(
                        PlaidLinkKit.LinkTokenConfiguration(
                            token: token, onSuccess: onSuccess, onExit: onExit, onEvent: onEvent, onLoad: onLoad)))
            case .embedded:
                embeddedView = try driver.createEmbeddedLinkUIView(
                    configuration: withFailureHandler(
                        PlaidLinkKit.EmbeddedLinkTokenConfiguration(
                            token: token, onSuccess: onSuccess, onExit: onExit, onEvent: onEvent)),
                    presentationMethod: presentationMethod())
                isLoaded = true
                reporter.loaded()
            }
        } catch let error as PlaidLinkKit.ConfigurationError {
            // LinkKit's own message may quote the token, whole, encoded or cut short: the redactor
            // hides it as a known secret and by its shape.
            let message = SecretRedactor(knownSecrets: [token]).redact(error.message)
            throw LinkError(
                code: .invalidLinkToken, vendorType: "ConfigurationError", vendorCode: "invalidToken",
                message: "LinkKit refused the token: \(message)")
        } catch {
            // The real LinkKit's own `ConfigurationError` (only thrown for tokens) arrives unconverted
            // when the app's glue rethrows it; recognise it by name. Its message is not copied, so no
            // fragment of the token can reach a log.
            let typeName = String(describing: type(of: error))
            if typeName == "ConfigurationError" {
                throw LinkError(
                    code: .invalidLinkToken, vendorType: "ConfigurationError", vendorCode: "invalidToken",
                    message: "LinkKit refused the token when creating the \(mode.rawValue) session.")
            }
            throw LinkError(
                code: .internal, vendorType: "INTERNAL",
                message: "LinkKit could not create the \(mode.rawValue) session (\(typeName)).")
        }
    }

    package func present(_ presentation: LinkPresentation) {
        guard !isEnded else { return }
        self.presentation = presentation
        wantsPresentation = true
        switch mode {
        case .link:
            linkSession?.open(using: presentationMethod())
        case .layer:
            if isLayerReady { layerSession?.open(using: presentationMethod()) }
        case .headless:
            startHeadlessIfReady()
        case .embedded:
            embed(in: presentation)
        }
    }

    package func cancel() {
        if let presentedController { presenter.dismiss(presentedController) }
        presentedController = nil
        release()
    }

    package func handleRedirect(_ match: RedirectMatch) -> Bool {
        guard !isEnded else { return false }
        // LinkKit 7 has no API that takes the return URL (continue(from:) was removed); it resumes
        // OAuth on its own. Consume the matching URL so the app does not route it elsewhere.
        sink?.reporter.diagnostic(
            .debug, code: LinkDiagnostic.Code.plaidRedirectReceived,
            "OAuth return received; LinkKit 7 resumes the session itself.")
        return true
    }

    // MARK: - LinkKit callbacks

    private func receiveLoad() {
        guard !isEnded else { return }
        isLoaded = true
        sink?.loaded()
        startHeadlessIfReady()
    }

    private func receiveEvent(_ event: PlaidLinkKit.LinkEvent) {
        sink?.event(event)
        switch event.eventName {
        case .open where purpose.isUpdate && event.metadata.isUpdateMode?.lowercased() != "true":
            sink?.reporter.diagnostic(
                .warning, code: .plaidNotUpdateMode,
                "An update of \(purpose.connection?.id ?? "a connection") was asked for, but LinkKit's OPEN event says is_update_mode is \(event.metadata.isUpdateMode ?? "missing"): create the link token with the Item's access_token.")
        case .layerReady where mode == .layer:
            // The sink reported the load.
            isLayerReady = true
            if wantsPresentation, !isEnded { layerSession?.open(using: presentationMethod()) }
        case .layerNotAvailable where mode == .layer:
            // The sink reported the exit.
            scheduleEnd()
        case .handoff:
            scheduleEnd()
        default:
            break
        }
    }

    private func receiveSuccess(_ success: PlaidLinkKit.LinkSuccess) {
        // No onExit follows a success; HANDOFF (or LinkKit's dismissal) ends the flow.
        sink?.success(success)
    }

    /// The glue could not convert a LinkKit payload: never lost silently (see
    /// ``/ProviderKit/LinkReporter/vendorPayloadUnreadable(_:isTerminal:)``). A lost exit also ends the flow.
    private func receiveUnreadablePayload(_ error: VendorPayloadConversionError) {
        let isTerminal = error.callback != "onEvent"
        sink?.reporter.vendorPayloadUnreadable(error, isTerminal: isTerminal)
        if error.callback == "onExit" { scheduleEnd() }
    }

    private func receiveExit(_ exit: PlaidLinkKit.LinkExit) {
        sink?.exit(exit)
        scheduleEnd()
    }

    // MARK: - Presentation

    private func presentationMethod() -> PlaidLinkKit.PresentationMethod {
        let relay = self.relay
        return .custom(
            { [weak self] controller in relay.send { self?.presentController(controller) } },
            { [weak self] controller in relay.send { self?.dismissController(controller) } })
    }

    private func presentController(_ controller: PlatformViewController) {
        guard !isEnded else { return }
        presentedController = controller
        presenter.present(controller, from: presentation) { [weak self] in self?.interactivelyDismissed() }
    }

    private func dismissController(_ controller: PlatformViewController) {
        presenter.dismiss(controller)
        if presentedController === controller { presentedController = nil }
        scheduleEnd()
    }

    /// The user swiped LinkKit's view away. LinkKit sends no callback for this, so the UI is gone
    /// and the flow ends now: without an outcome the session ends as `userCancelled` (or with the
    /// last unrecovered error event's error).
    private func interactivelyDismissed() {
        presentedController = nil
        if sink?.reporter.hasOutcome == false {
            sink?.reporter.diagnostic(
                .warning, code: LinkDiagnostic.Code.plaidDismissedWithoutCallback,
                "LinkKit's view was dismissed interactively without onExit; ending as userCancelled.")
        }
        finish()
    }

    /// Embeds the search view where the app asked (for ``/ProviderKit/LinkPresentation/automatic``
    /// on iOS, the key window's top-most view controller). With no place to put it nothing would
    /// ever be shown or end: the flow ends now with a configuration error.
    private func embed(in presentation: LinkPresentation) {
        guard let embeddedView else { return }
        let height = driver.expectedHeight(ofEmbeddedView: embeddedView)
        guard !presenter.embed(embeddedView, height: height, in: presentation),
            presenter.mustEndWithoutPlace(presentation)
        else { return }
        sink?.exited(
            LinkExit(
                adapterName: sink?.reporter.adapterName ?? PlaidErrorMapping.adapterName,
                reason: .error(
                    LinkError.configuration(
                        "Embedded mode needs a view or view controller to embed into: present with LinkPresentation(anchor:) holding one, not .automatic.")),
                stage: .loading),
            from: "the embedded view")
        finish()
    }

    private func startHeadlessIfReady() {
        guard mode == .headless, isLoaded, wantsPresentation, !headlessStarted, !isEnded else { return }
        headlessStarted = true
        headlessSession?.start()
    }

    // MARK: - Ending

    /// Ends the flow after the grace period, so callbacks LinkKit sends right after dismissing
    /// (trailing events, a late `onExit`) still count.
    private func scheduleEnd() {
        guard !isEnding, !isEnded else { return }
        isEnding = true
        let grace = self.grace
        Task { @MainActor [weak self] in
            if grace > 0 { try? await Task.sleep(seconds: grace) } else { await Task.yield() }
            self?.finish()
        }
    }

    private func finish() {
        guard !isEnded else { return }
        let reporter = sink?.reporter
        release()
        reporter?.flowEnded()
    }

    private func release() {
        isEnded = true
        linkSession = nil
        layerSession = nil
        headlessSession = nil
        embeddedView = nil
        presenter.removeEmbedded()
    }
}
