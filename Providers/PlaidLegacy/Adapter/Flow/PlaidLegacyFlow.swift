import Foundation
import ProviderKit

/// The ``/ProviderKit/LinkFlow`` for LinkKit 1.x: it creates a `PLKPlaidLinkViewController` through the
/// ``PlaidLegacyDriver``, is the controller's delegate, and reports every delegate call to the
/// ``/ProviderKit/LinkReporter`` in LinkKit's order.
///
/// What it does that a LinkKit 1.x delegate had to do by hand:
/// - **stays alive**: the controller's delegate is weak, so the flow holds itself from
///   ``start(reporting:)`` until the controller is gone, and no callback is lost even if the app
///   drops every reference;
/// - **dismisses** the controller after a success or an exit (LinkKit leaves that to the delegate),
///   then waits ``dismissalGracePeriod`` for trailing callbacks (the reporter keeps late events and
///   drops late outcomes) before reporting the end of the flow;
/// - **reports one outcome**: the second `didExitWithError:` carrying `NSURLErrorDomain` -999 that
///   LinkKit 1.x sends after a cancel during loading (plaid/deprecated-link#312) is its normal end
///   and reports nothing; any other callback after the outcome is dropped with a
///   `duplicateOutcome` warning;
/// - **OAuth re-entry**: on the universal link it reads `oauth_state_id` and re-creates the
///   controller with the same link token and the same nonce;
/// - ignores callbacks from a controller it replaced or never created.
@MainActor
package final class PlaidLegacyFlow: LinkFlow, PlaidLegacyLinkViewDelegate {
    /// The initializer the flow started with.
    package let launch: PlaidLegacyLaunch
    /// The OAuth login (link token and nonce) when the flow can take an OAuth return.
    package let oauthLogin: PlaidLegacyOAuthLedger.Login?
    /// Which of the flow's own diagnostics are reported (`PLKPLAIDLINK_DIAGNOSTICS`).
    package let diagnosticsLevel: PlaidLegacyDiagnosticsLevel
    /// How long, in seconds, the flow waits, once the controller is gone, for LinkKit's trailing
    /// callbacks before it reports its end.
    package let dismissalGracePeriod: TimeInterval

    private let driver: any PlaidLegacyDriver
    private let ledger: PlaidLegacyOAuthLedger
    private var reporter: LinkReporter?
    private var controller: (any PlaidLegacyLinkViewController)?
    private var retiredControllers: [ObjectIdentifier] = []
    private var presentation: LinkPresentation?
    private var retainedSelf: PlaidLegacyFlow?
    private var sawTerminalCallback = false
    private var isDismissing = false
    private var isEndScheduled = false
    private var hasEnded = false

    /// Creates a flow. ``PlaidLegacyAdapter/makeFlow(request:entry:)`` is the usual way.
    package init(
        driver: any PlaidLegacyDriver, launch: PlaidLegacyLaunch, oauthLogin: PlaidLegacyOAuthLedger.Login? = nil,
        ledger: PlaidLegacyOAuthLedger = PlaidLegacyOAuthLedger(), diagnosticsLevel: PlaidLegacyDiagnosticsLevel = .all,
        dismissalGracePeriod: TimeInterval = 0.3
    ) {
        self.dismissalGracePeriod = dismissalGracePeriod
        self.driver = driver
        self.launch = launch
        self.oauthLogin = oauthLogin
        self.ledger = ledger
        self.diagnosticsLevel = diagnosticsLevel
    }

    /// `true` while the flow holds itself alive (from `start` until the controller is gone).
    package var isRetainingItself: Bool { retainedSelf != nil }

    /// The controller currently shown, if any.
    package var currentController: (any PlaidLegacyLinkViewController)? { controller }

    // MARK: - LinkFlow

    /// Creates the controller with ``launch``'s initializer.
    package func start(reporting reporter: LinkReporter) throws(LinkError) {
        self.reporter = reporter
        let controller: any PlaidLegacyLinkViewController
        do {
            controller = try launch.makeController(driver: driver, delegate: self)
        } catch {
            throw Self.creationError(error, launch: launch)
        }
        self.controller = controller
        retainedSelf = self
        if let oauthLogin {
            ledger.begin(oauthLogin)
            // A journey keeps the nonce so that, after the app was killed mid-OAuth, the login
            // can be re-created with the same link token and nonce (the token is in its secure store).
            reporter.keepForResume([PlaidLegacyRequestParameters.oauthNonceKey: .string(oauthLogin.nonce)])
        }
        reporter.loaded()
    }

    /// Presents the controller.
    package func present(_ presentation: LinkPresentation) {
        self.presentation = presentation
        controller?.present(using: presentation)
    }

    /// Dismisses the controller; the session already settled the outcome as a cancel.
    package func cancel() {
        guard !hasEnded else { return }
        if !isDismissing, let controller {
            isDismissing = true
            controller.dismiss { [self] in finish() }
        } else {
            finish()
        }
    }

    /// Takes the OAuth return: reads `oauth_state_id` from the parsed query and re-creates the
    /// controller with the same link token and nonce.
    package func handleRedirect(_ match: RedirectMatch) -> Bool {
        guard let stateId = match.value(named: PlaidLegacyLinkKit.PLKConstants.oauthStateIdQueryItem), !stateId.isEmpty else {
            diagnostic(
                .warning, LinkDiagnostic.Code.malformedInput,
                "The redirect has no oauth_state_id query item; it was not taken as an OAuth return.")
            return false
        }
        return resumeOAuth(oauthStateId: stateId)
    }

    /// Continues an OAuth login in this flow with `oauthStateId` (what ``handleRedirect(_:)`` does
    /// once it parsed the URL).
    ///
    /// - Returns: `false` when the flow has no link-token OAuth login, has ended, or LinkKit refused.
    @discardableResult
    package func resumeOAuth(oauthStateId: String) -> Bool {
        guard !isDismissing, !hasEnded, let oauthLogin, var configuration = launch.configuration,
            configuration.usesLinkToken
        else {
            diagnostic(
                .warning, LinkDiagnostic.Code.ignoredCall,
                "An OAuth return arrived but this flow has no link-token OAuth login under way; ignored.")
            return false
        }
        do {
            let nonce = try ledger.checkReentry(linkToken: oauthLogin.linkToken, nonce: oauthLogin.nonce)
            configuration.oauthNonce = nonce
        } catch {
            diagnostic(.error, LinkDiagnostic.Code.refusedNavigation, error.message)
            return false
        }
        let reentry = PlaidLegacyLaunch.oauthReentry(
            linkToken: oauthLogin.linkToken, oauthStateId: oauthStateId, configuration: configuration)
        let replacement: any PlaidLegacyLinkViewController
        do {
            replacement = try reentry.makeController(driver: driver, delegate: self)
        } catch {
            diagnostic(
                .error, LinkDiagnostic.Code.refusedNavigation, Self.creationError(error, launch: reentry).message)
            return false
        }
        if let previous = controller {
            retiredControllers.append(ObjectIdentifier(previous))
            previous.dismiss {}
        }
        controller = replacement
        diagnostic(
            .debug, "oauthReentry",
            "Re-created the Link controller with initWithLinkToken:oauthStateId:configuration:delegate: (same link token and nonce)."
        )
        if let presentation { replacement.present(using: presentation) }
        return true
    }

    // MARK: - PLKPlaidLinkViewDelegate

    /// Reports a success, then dismisses the controller.
    package func linkViewController(
        _ linkViewController: any PlaidLegacyLinkViewController, didSucceedWithPublicToken publicToken: String,
        metadata: [String: Any]?
    ) {
        receiveSuccess(
            from: linkViewController, publicToken: publicToken, metadata: LinkJSONValue(foundationObject: metadata))
    }

    /// Reports an exit, then dismisses the controller. Drops the `NSURLErrorDomain` -999 echo.
    package func linkViewController(
        _ linkViewController: any PlaidLegacyLinkViewController, didExitWithError error: (any Error)?,
        metadata: [String: Any]?
    ) {
        receiveExit(
            from: linkViewController, error: error.map { PlaidLegacyLinkKit.PLKExitError($0) },
            metadata: LinkJSONValue(foundationObject: metadata))
    }

    /// Reports an event.
    package func linkViewController(
        _ linkViewController: any PlaidLegacyLinkViewController, didHandleEvent event: String,
        metadata: [String: Any]?
    ) {
        receiveEvent(from: linkViewController, name: event, metadata: LinkJSONValue(foundationObject: metadata))
    }

    // MARK: - Delegate calls, metadata already read

    // The delegate methods above turn LinkKit's `[String: Any]` into JSON values and come here;
    // transcript replay, whose lines already are JSON, comes here directly. Everything the flow
    // does with a callback happens below, for both, starting with offering the accepted callback
    // to the session's recorder as the transcript line `PlaidLegacyReplayer` reads.

    /// `didSucceedWithPublicToken:metadata:` with the metadata as JSON (`null` for `nil`).
    package func receiveSuccess(
        from linkViewController: any PlaidLegacyLinkViewController, publicToken: String, metadata: LinkJSONValue
    ) {
        guard accepts(linkViewController, callback: "didSucceedWithPublicToken") else { return }
        reporter?.recordCallback(
            line: ["delegate": "didSucceedWithPublicToken", "publicToken": .string(publicToken), "metadata": metadata])
        guard !isLate("didSucceedWithPublicToken") else { return }
        let mapped = PlaidLegacyMapping.success(publicToken: publicToken, metadata: metadata)
        report(problems: mapped.problems, in: "didSucceedWithPublicToken")
        sawTerminalCallback = true
        reporter?.succeeded(mapped.value)
        dismissAfterOutcome()
    }

    /// `didExitWithError:metadata:` with the error and metadata read.
    package func receiveExit(
        from linkViewController: any PlaidLegacyLinkViewController, error: PlaidLegacyLinkKit.PLKExitError?,
        metadata: LinkJSONValue
    ) {
        guard accepts(linkViewController, callback: "didExitWithError") else { return }
        reporter?.recordCallback(
            line: [
                "delegate": "didExitWithError", "metadata": metadata,
                "error": error.map { error -> LinkJSONValue in
                    ["domain": .string(error.domain), "code": .number(Double(error.code)), "userInfo": error.userInfo]
                } ?? .null,
            ])
        var exitError = error
        if let cancelled = exitError, cancelled.isCancelledLoad {
            // LinkKit's echo of a cancel during loading: after the outcome, its normal end.
            if sawTerminalCallback || reporter?.hasOutcome == true { return }
            diagnostic(
                .info, "cancelledLoad",
                "didExitWithError carried NSURLErrorDomain -999 (loading cancelled); reported as a user cancel.")
            exitError = nil
        }
        guard !isLate("didExitWithError") else { return }
        let mapped = PlaidLegacyMapping.exit(error: exitError, metadata: metadata)
        report(problems: mapped.problems, in: "didExitWithError")
        sawTerminalCallback = true
        reporter?.exited(mapped.value)
        dismissAfterOutcome()
    }

    /// `didHandleEvent:metadata:` with the metadata as JSON.
    package func receiveEvent(from linkViewController: any PlaidLegacyLinkViewController, name: String, metadata: LinkJSONValue) {
        guard accepts(linkViewController, callback: "didHandleEvent") else { return }
        reporter?.recordCallback(line: ["delegate": "didHandleEvent", "event": .string(name), "metadata": metadata])
        report(PlaidLegacyMapping.event(name: name, metadata: metadata), name: name)
    }

    private func report(_ mapped: PlaidLegacyMapping.Mapped<LinkEvent>, name: String) {
        report(problems: mapped.problems, in: "didHandleEvent(\(name))")
        reporter?.event(mapped.value)
    }

    /// The controller vanished without being dismissed by the flow: the flow ends at once (a user
    /// cancel if there was no outcome).
    package func linkViewControllerDidDisappear(_ linkViewController: any PlaidLegacyLinkViewController) {
        guard let controller, controller === linkViewController else { return }
        // A swipe-down ends the flow at once: LinkKit sends nothing after it, and the app must not
        // wait for an outcome with Link already off screen.
        isDismissing = true
        finish()
    }


    // MARK: - Internals

    /// Whether a terminal callback comes after the flow's outcome, which it then drops with a
    /// warning: LinkKit 1.x sends one outcome per session, apart from the -999 echo.
    private func isLate(_ callback: String) -> Bool {
        guard sawTerminalCallback else { return false }
        diagnostic(
            .warning, LinkDiagnostic.Code.duplicateOutcome,
            "Dropped LinkKit's \(callback) after the session's outcome: LinkKit 1.x sends one per session.")
        return true
    }

    private func accepts(_ linkViewController: any PlaidLegacyLinkViewController, callback: String) -> Bool {
        if let controller, controller === linkViewController { return true }
        if retiredControllers.contains(ObjectIdentifier(linkViewController)) {
            diagnostic(
                .debug, "replacedController",
                "Ignored \(callback) from a Link controller replaced by the OAuth re-entry controller.")
        } else {
            diagnostic(
                .warning, "unknownController", "Ignored \(callback) from a Link controller this flow did not create.")
        }
        return false
    }

    /// After a success or an exit: dismisses the controller, as a LinkKit 1.x delegate must, then
    /// ends the flow after ``dismissalGracePeriod``, so callbacks LinkKit sends while and right after
    /// dismissing (the -999 echo, a late HANDOFF) still reach the reporter.
    private func dismissAfterOutcome() {
        guard !isDismissing else { return }
        isDismissing = true
        if let oauthLogin { ledger.finish(oauthLogin) }
        guard let controller else { return scheduleEnd() }
        controller.dismiss { [self] in scheduleEnd() }
    }

    /// Ends the flow after the grace period. The flow keeps itself alive until then.
    private func scheduleEnd() {
        guard !isEndScheduled, !hasEnded else { return }
        isEndScheduled = true
        let grace = dismissalGracePeriod
        Task { @MainActor [self] in
            if grace > 0 { try? await Task.sleep(seconds: grace) } else { await Task.yield() }
            finish()
        }
    }

    /// The controller is gone and no more callbacks are expected: report the end, stop holding itself.
    private func finish() {
        guard !hasEnded else { return }
        hasEnded = true
        if let oauthLogin { ledger.finish(oauthLogin) }
        reporter?.flowEnded()
        retainedSelf = nil
    }

    /// One warning per problem; `callback` is worked out only when there is one (most events have none).
    private func report(problems: [String], in callback: @autoclosure () -> String) {
        guard !problems.isEmpty else { return }
        let callback = callback()
        for problem in problems {
            diagnostic(.warning, LinkDiagnostic.Code.malformedInput, "\(callback): ignored \(problem).")
        }
    }

    private func diagnostic(_ severity: LinkDiagnostic.Severity, _ code: LinkDiagnostic.Code, _ message: String) {
        guard diagnosticsLevel.reports(severity) else { return }
        reporter?.diagnostic(severity, code: code, message)
    }

    package static func creationError(_ error: any Error, launch: PlaidLegacyLaunch) -> LinkError {
        if let error = error as? LinkError { return error }
        // A driver's error text may echo its arguments, whole, encoded or cut short: the redactor
        // hides the token as a known secret and by its shape.
        let redactor = SecretRedactor(knownSecrets: [launch.token].compactMap { $0?.reveal() })
        return .configuration("LinkKit refused \(launch.selector): \(redactor.redact(String(describing: error)))")
    }
}

extension PlaidLegacyLaunch {
    /// The token the launch carries, if any.
    package var token: Secret? {
        switch self {
        case .publicToken(let token, _), .linkToken(let token, _), .oauthReentry(let token, _, _): return token
        case .sharedConfiguration, .configuration, .institution: return nil
        }
    }
}
