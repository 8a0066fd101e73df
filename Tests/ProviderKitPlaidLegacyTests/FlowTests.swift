import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

/// A session over a manual driver, opened.
@MainActor
struct ManualSession {
    let driver: PlaidLegacyManualDriver
    let adapter: PlaidLegacyAdapter
    let session: LinkSession
    let recorder: Recorder
    let flow: PlaidLegacyFlow

    var controller: PlaidLegacyManualLinkViewController { driver.controllers.last! }

    init(
        token: String = "link-sandbox-abc", entry: ProviderEntry = plainEntry, parameters: [String: LinkJSONValue] = [:],
        adapter: PlaidLegacyAdapter? = nil, driver: PlaidLegacyManualDriver? = nil
    ) throws {
        let driver = driver ?? (adapter?.driver as? PlaidLegacyManualDriver) ?? PlaidLegacyManualDriver()
        let adapter = adapter ?? PlaidLegacyAdapter(driver: driver, dismissalGracePeriod: .zero)
        self.driver = driver
        self.adapter = adapter
        flow = try requireCast(
            try adapter.makeFlow(request: LinkRequest(token: Secret(token), parameters: parameters), entry: entry),
            PlaidLegacyFlow.self)
        session = LinkSession(
            adapterName: "plaid-legacy", flow: flow, redirectURI: entry.redirectURI, entryName: entry.name,
            options: LinkSession.Options(closeAfterOutcome: nil))
        recorder = Recorder(session)
        session.open()
    }
}

@MainActor let exitMetadata: [String: Any] = [
    "status": "requires_credentials", "institution": NSNull(), "link_session_id": "s", "request_id": NSNull(),
]
let cancelEcho = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)

@Suite("Flow: the v1 delegate glue")
@MainActor
struct FlowTests {
    @Test func keepsItselfAliveWhileTheDelegateIsWeak() async throws {
        let driver = PlaidLegacyManualDriver()
        weak var weakFlow: PlaidLegacyFlow?
        var outcome: LinkOutcome?
        do {
            let flow = try requireCast(
                try PlaidLegacyAdapter(driver: driver, dismissalGracePeriod: .zero).makeFlow(
                    request: LinkRequest(token: Secret("link-sandbox-a")), entry: plainEntry),
                PlaidLegacyFlow.self)
            weakFlow = flow
            let session = LinkSession(adapterName: "plaid-legacy", flow: flow)
            session.onExit = { outcome = .exit($0) }
            session.open()
            #expect(flow.isRetainingItself)
        }
        // The app dropped the session and the flow; the controller holds its delegate weakly.
        await settle()
        #expect(weakFlow != nil)
        let controller = try #require(driver.lastController)
        #expect(controller.linkViewDelegate != nil)
        #expect(controller.exit(error: nil, metadata: exitMetadata))  // the callback found its delegate
        #expect(outcome?.exit?.reason == .userCancelled)
        #expect(controller.dismissCount == 1)
        await settle()
        #expect(weakFlow?.isRetainingItself != true)
    }

    @Test func aDelegateNobodyKeepsLosesCallbacks() async throws {
        // What the adapter protects against: LinkKit 1.x's weak delegate with no owner.
        final class Forgotten: PlaidLegacyLinkViewDelegate {
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didSucceedWithPublicToken t: String, metadata: [String: Any]?
            ) {}
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didExitWithError e: (any Error)?, metadata: [String: Any]?
            ) {}
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didHandleEvent e: String, metadata: [String: Any]?
            ) {}
            func linkViewControllerDidDisappear(_ c: any PlaidLegacyLinkViewController) {}
        }
        let driver = PlaidLegacySandboxDriver(scenario: .success)
        let configuration = try PlaidLegacyLinkKit.PLKConfiguration(linkToken: "link-sandbox-x")
        let controller = try requireCast(
            try driver.makeLinkViewController(
                linkToken: "link-sandbox-x", configuration: configuration, delegate: Forgotten()),
            PlaidLegacyScriptedLinkViewController.self)
        controller.present(using: .automatic)
        await settle()
        #expect(controller.lostCallbacks > 0)
    }

    @Test func echoExitAfterACancelIsDropped() throws {
        let run = try ManualSession()
        run.controller.exit(error: nil, metadata: exitMetadata)
        run.controller.exit(error: cancelEcho, metadata: exitMetadata)
        #expect(run.recorder.outcomes.count == 1)
        #expect(run.session.settledOutcome?.exit?.reason == .userCancelled)
        let diagnostic = try #require(run.recorder.diagnostics.first { $0.message.contains("-999") })
        #expect(diagnostic.severity == .info)
    }

    @Test func echoExitAfterSessionCancelIsDropped() throws {
        let run = try ManualSession()
        run.session.cancel()
        #expect(run.controller.dismissCount == 1)
        run.controller.exit(error: cancelEcho, metadata: nil)
        #expect(run.recorder.outcomes.count == 1)
    }

    @Test func aLoneCancelledLoadIsAUserCancel() throws {
        let run = try ManualSession()
        run.controller.exit(error: cancelEcho, metadata: exitMetadata)
        #expect(run.session.settledOutcome?.exit?.reason == .userCancelled)
        #expect(run.recorder.diagnostics.contains { $0.code == "cancelledLoad" })
    }

    @Test func otherDuplicatesReachTheReporter() throws {
        let run = try ManualSession()
        run.controller.succeed(publicToken: "public-sandbox-1", metadata: ["status": "connected"])
        run.controller.exit(error: nil, metadata: exitMetadata)
        run.controller.event("HANDOFF", metadata: ["link_session_id": "s"])
        #expect(run.recorder.outcomes.count == 1)
        #expect(run.recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.duplicateOutcome })
        #expect(run.recorder.eventsAfterOutcome == ["HANDOFF"])
        #expect(run.controller.dismissCount == 1)
    }

    @Test func callbacksFromAnotherControllerAreIgnored() throws {
        let run = try ManualSession()
        let stranger = PlaidLegacyManualDriver()
        let other = try requireCast(
            try stranger.makeLinkViewController(delegate: run.flow), PlaidLegacyManualLinkViewController.self)
        other.succeed(publicToken: "public-sandbox-evil", metadata: nil)
        #expect(run.session.settledOutcome == nil)
        #expect(run.recorder.diagnostics.contains { $0.code == "unknownController" })
    }

    @Test func disappearingWithoutACallbackIsAUserCancel() async throws {
        let run = try ManualSession()
        run.controller.event("OPEN", metadata: nil)
        run.controller.disappear()
        #expect(run.session.settledOutcome?.exit?.reason == .userCancelled)
        #expect(run.session.isClosed)
        #expect(run.recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.abandoned })
    }

    @Test func malformedMetadataIsADiagnostic() throws {
        let run = try ManualSession()
        run.controller.event("OPEN", metadata: ["link_session_id": 12, "institution_name": ["x"]])
        #expect(run.recorder.events.count == 1)
        #expect(run.recorder.diagnostics.filter { $0.code == LinkDiagnostic.Code.malformedInput }.count == 2)
    }

    @Test func diagnosticsLevelFiltersTheAdaptersOwnDiagnostics() throws {
        let entry = ProviderEntry(name: "plaid-legacy", adapterName: "plaid-legacy", options: ["diagnostics": 1])
        let run = try ManualSession(entry: entry)
        run.controller.event("OPEN", metadata: ["link_session_id": 12])
        run.controller.exit(error: nil, metadata: nil)
        run.controller.exit(error: cancelEcho, metadata: nil)
        #expect(run.recorder.diagnostics.isEmpty)
        #expect(run.flow.diagnosticsLevel.threshold == .error)
    }

    @Test func creationFailureEndsTheSessionWithoutLeakingTheToken() throws {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "NSInvalidArgumentException: bad token link-sandbox-topsecret" }
        }
        let driver = PlaidLegacyManualDriver()
        driver.creationError = Refused()
        let run = try ManualSession(token: "link-sandbox-topsecret", driver: driver)
        let error = try #require(run.session.settledOutcome?.exit?.error)
        #expect(error.code == .configuration)
        #expect(error.message.contains("initWithLinkToken:configuration:delegate:"))
        #expect(!error.message.contains("topsecret"))
        #expect(!run.flow.isRetainingItself)
    }
}

@Suite("Flow: which initializer runs")
@MainActor
struct LaunchTests {
    let keyEntry = ProviderEntry(
        name: "legacy", adapterName: "plaid-legacy",
        options: ["key": "pk_live", "env": "sandbox", "product": ["auth", "identity"], "clientName": "Demo"])

    func launch(
        _ token: String, entry: ProviderEntry, parameters: [String: LinkJSONValue] = [:],
        driver: PlaidLegacyManualDriver = PlaidLegacyManualDriver()
    )
        throws(LinkError) -> PlaidLegacyLaunch
    {
        let flow: any LinkFlow
        do {
            flow = try PlaidLegacyAdapter(driver: driver).makeFlow(
                request: LinkRequest(token: Secret(token), parameters: parameters), entry: entry)
        } catch {
            throw error as? LinkError ?? LinkError(code: .internal, message: "\(error)")
        }
        return (flow as! PlaidLegacyFlow).launch
    }

    @Test func selectors() throws {
        #expect(try launch("", entry: plainEntry).selector == "initWithDelegate:")
        #expect(try launch("", entry: keyEntry).selector == "initWithConfiguration:delegate:")
        #expect(
            try launch("", entry: plainEntry, parameters: ["institution": "ins_3"]).selector
                == "initWithInstitution:delegate:")
        #expect(
            try launch("", entry: keyEntry, parameters: ["institution": "ins_3"]).selector
                == "initWithInstitution:configuration:delegate:")
        #expect(try launch("public-sandbox-1", entry: plainEntry).selector == "initWithPublicToken:delegate:")
        #expect(
            try launch("public-sandbox-1", entry: keyEntry).selector == "initWithPublicToken:configuration:delegate:")
        #expect(try launch("link-sandbox-1", entry: plainEntry).selector == "initWithLinkToken:configuration:delegate:")
        let reentry = try launch(
            "link-sandbox-1", entry: plainEntry,
            parameters: ["oauthStateId": "state", "oauthNonce": "0123456789abcdef0"])
        #expect(reentry.selector == "initWithLinkToken:oauthStateId:configuration:delegate:")
    }

    @Test func publicKeyConfigurationComesFromTheEntry() throws {
        let configuration = try #require(try launch("", entry: keyEntry).configuration)
        #expect(configuration.key == "pk_live")
        #expect(configuration.env == .sandbox)
        #expect(configuration.product == [.auth, .identity])
        #expect(configuration.clientName == "Demo")
    }

    @Test func linkTokenConfigurationGetsTheExtras() throws {
        let entry = ProviderEntry(
            name: "legacy", adapterName: "plaid-legacy",
            redirectURI: try RedirectURI(validating: "https://app.example.com/oauth"),
            options: ["countryCodes": ["GB"], "language": "en", "webhook": "https://api.example.com/hook"])
        let configuration = try #require(try launch("link-production-1", entry: entry).configuration)
        #expect(configuration.env == .production)
        #expect(configuration.countryCodes == ["GB"])
        #expect(configuration.language == "en")
        #expect(configuration.oauthRedirectUri?.absoluteString == "https://app.example.com/oauth")
        let nonce = try #require(configuration.oauthNonce)
        #expect(UUID(uuidString: nonce) != nil)  // generated
    }

    /// Update mode with a link token created for update mode: the ordinary link-token initializer,
    /// nothing else on the device, and the success arrives as usual.
    @Test func updateModeWithALinkTokenNeedsNothingElse() throws {
        let run = try ManualSession(token: "link-production-update-0000", entry: plainEntry)
        #expect(run.flow.launch.selector == "initWithLinkToken:configuration:delegate:")
        #expect(!run.flow.launch.isUpdateMode)
        #expect(run.driver.calls.first?.token?.reveal() == "link-production-update-0000")
        #expect(run.driver.calls.first?.configuration?.env == .production)
        run.controller.succeed(
            publicToken: "public-production-updated",
            metadata: ["status": "connected", "institution": ["name": "Chase", "institution_id": "ins_3"]])
        let success = try #require(run.session.settledOutcome?.success)
        #expect(success.institution?.id == "ins_3")
    }

    @Test func noNonceWithoutOAuth() throws {
        #expect(try launch("link-sandbox-1", entry: plainEntry).configuration?.oauthNonce == nil)
    }

    @Test func refusals() {
        func code(
            _ token: String, _ entry: ProviderEntry, _ parameters: [String: LinkJSONValue] = [:],
            driver: PlaidLegacyManualDriver = PlaidLegacyManualDriver()
        ) -> LinkError.Code? {
            do {
                _ = try launch(token, entry: entry, parameters: parameters, driver: driver)
                return nil
            } catch {
                #expect(!error.message.contains("secret-ish"))
                return error.code
            }
        }
        #expect(code("secret-ish-token", plainEntry) == .invalidLinkToken)
        #expect(code("link-sandbox-1", keyEntry) == .configuration)
        #expect(code("link-sandbox-1", plainEntry, ["institution": "ins_3"]) == .configuration)
        #expect(code("public-sandbox-1", plainEntry, ["oauthStateId": "s"]) == .configuration)
        #expect(code("", plainEntry, ["oauthStateId": "s"]) == .configuration)
        #expect(code("public-production-1", keyEntry) == .configuration)  // environment mismatch
        #expect(code("", plainEntry, driver: PlaidLegacyManualDriver(sharedConfiguration: nil)) == .configuration)
        #expect(code("", plainEntry, ["institution": 3]) == .configuration)
        let broken = ProviderEntry(name: "legacy", adapterName: "plaid-legacy", options: ["env": "sandbox"])
        #expect(code("link-sandbox-1", broken) == .configuration)
    }
}

@Suite("Flow: OAuth re-entry")
@MainActor
struct OAuthTests {
    let entry = ProviderEntry(
        name: "legacy", adapterName: "plaid-legacy",
        redirectURI: try! RedirectURI(validating: "https://app.example.com/plaid/oauth"))
    let nonce = "nonce-0123456789abcdef"

    @Test func redirectRecreatesTheControllerWithTheSameTokenAndNonce() throws {
        let run = try ManualSession(
            token: "link-sandbox-first", entry: entry, parameters: ["oauthNonce": .string(nonce)])
        let url = try #require(URL(string: "https://app.example.com/plaid/oauth?oauth_state_id=state-1"))
        #expect(run.session.handleRedirect(url))
        let calls = run.driver.calls
        #expect(
            calls.map(\.selector) == [
                "initWithLinkToken:configuration:delegate:", "initWithLinkToken:oauthStateId:configuration:delegate:",
            ])
        #expect(calls[1].token?.reveal() == "link-sandbox-first")
        #expect(calls[1].oauthStateId == "state-1")
        #expect(calls[1].configuration?.oauthNonce == nonce)
        #expect(run.driver.controllers[0].dismissCount == 1)
        #expect(run.driver.controllers[1].presentCount == 1)
        // The replaced controller's callbacks are ignored; the new one's count.
        run.driver.controllers[0].exit(error: nil, metadata: nil)
        #expect(run.session.settledOutcome == nil)
        run.driver.controllers[1].succeed(publicToken: "public-sandbox-2", metadata: ["status": "connected"])
        #expect(run.session.settledOutcome?.success != nil)
    }

    @Test func unrelatedOrIncompleteLinksAreNotConsumed() throws {
        let run = try ManualSession(token: "link-sandbox-first", entry: entry)
        #expect(!run.session.handleRedirect(URL(string: "https://app.example.com/other?oauth_state_id=x")!))
        #expect(!run.session.handleRedirect(URL(string: "myapp://plaid/oauth?oauth_state_id=x")!))
        #expect(!run.session.handleRedirect(URL(string: "https://app.example.com/plaid/oauth?state=x")!))
        #expect(run.driver.calls.count == 1)
    }

    @Test func reentryInANewSessionChecksTokenAndNonce() throws {
        let driver = PlaidLegacyManualDriver()
        let adapter = PlaidLegacyAdapter(driver: driver)
        _ = try ManualSession(
            token: "link-sandbox-first", entry: entry, parameters: ["oauthNonce": .string(nonce)], adapter: adapter)

        func attempt(_ token: String, _ parameters: [String: LinkJSONValue]) -> LinkError? {
            do {
                _ = try adapter.makeFlow(
                    request: LinkRequest(token: Secret(token), parameters: parameters), entry: entry)
                return nil
            } catch { return error as? LinkError }
        }
        let wrongToken = try #require(
            attempt("link-sandbox-other", ["oauthStateId": "s", "oauthNonce": .string(nonce)]))
        #expect(wrongToken.code == .configuration)
        #expect(wrongToken.message.contains("INCORRECT_LINK_TOKEN"))
        #expect(!wrongToken.message.contains("link-sandbox-other"))
        let wrongNonce = try #require(
            attempt("link-sandbox-first", ["oauthStateId": "s", "oauthNonce": "another-nonce-0123456"]))
        #expect(wrongNonce.code == .configuration)
        #expect(wrongNonce.message.contains("INCORRECT_OAUTH_NONCE"))
        // Nothing reached LinkKit for the refused attempts.
        #expect(driver.calls.count == 1)
        // Same token, nonce omitted: the pending login's nonce is used.
        #expect(attempt("link-sandbox-first", ["oauthStateId": "s"]) == nil)
        #expect(driver.calls.count == 1)  // makeFlow does not call LinkKit
    }

    @Test func reentryAfterARelaunchNeedsTheNonce() throws {
        let adapter = PlaidLegacyAdapter(driver: PlaidLegacyManualDriver())
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(
                request: LinkRequest(token: Secret("link-sandbox-1"), parameters: ["oauthStateId": "s"]), entry: entry)
        }
        let flow = try adapter.makeFlow(
            request: LinkRequest(
                token: Secret("link-sandbox-1"), parameters: ["oauthStateId": "s", "oauthNonce": .string(nonce)]),
            entry: entry)
        #expect((flow as? PlaidLegacyFlow)?.launch.configuration?.oauthNonce == nonce)
    }

    @Test func aNonceIsNeverReusedForANewLogin() throws {
        let adapter = PlaidLegacyAdapter(driver: PlaidLegacyManualDriver())
        _ = try ManualSession(
            token: "link-sandbox-1", entry: entry, parameters: ["oauthNonce": .string(nonce)], adapter: adapter)
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(
                request: LinkRequest(token: Secret("link-sandbox-2"), parameters: ["oauthNonce": .string(nonce)]),
                entry: entry)
        }
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(
                request: LinkRequest(token: Secret("link-sandbox-2"), parameters: ["oauthNonce": "short"]), entry: entry
            )
        }
    }

    @Test func aConfiguredNonceServesOneLoginOnly() throws {
        var options = entry.options
        options["oauthNonce"] = "fixed-nonce-0123456789"
        let fixed = ProviderEntry(
            name: "legacy", adapterName: "plaid-legacy", redirectURI: entry.redirectURI, options: options)
        let adapter = PlaidLegacyAdapter(driver: PlaidLegacyManualDriver())
        _ = try ManualSession(token: "link-sandbox-1", entry: fixed, adapter: adapter)
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(request: LinkRequest(token: Secret("link-sandbox-2")), entry: fixed)
        }
    }

    @Test func theSandboxPlaysPlaidsServerChecks() async throws {
        // Bypassing ProviderKit's checks, the sandbox answers the way Plaid would.
        final class Recording: PlaidLegacyLinkViewDelegate {
            var exits: [NSError?] = []
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didSucceedWithPublicToken t: String, metadata: [String: Any]?
            ) {}
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didExitWithError e: (any Error)?, metadata: [String: Any]?
            ) { exits.append(e.map { $0 as NSError }) }
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didHandleEvent e: String, metadata: [String: Any]?
            ) {}
            func linkViewControllerDidDisappear(_ c: any PlaidLegacyLinkViewController) {}
        }
        let delegate = Recording()
        let driver = PlaidLegacySandboxDriver(scenario: .oauth)
        var configuration = try PlaidLegacyLinkKit.PLKConfiguration(linkToken: "link-sandbox-1")
        configuration.oauthRedirectUri = URL(string: "https://app.example.com/oauth")
        configuration.oauthNonce = "first-nonce-0123456789"
        _ = try driver.makeLinkViewController(
            linkToken: "link-sandbox-1", configuration: configuration, delegate: delegate)
        configuration.oauthNonce = "other-nonce-0123456789"
        let wrong = try driver.makeLinkViewController(
            linkToken: "link-sandbox-1", oauthStateId: "s", configuration: configuration, delegate: delegate)
        wrong.present(using: .automatic)
        await settle()
        let error = try #require(delegate.exits.first ?? nil)
        #expect(error.userInfo["error_code"] as? String == "INCORRECT_OAUTH_NONCE")
        #expect(PlaidLegacyMapping.error(PlaidLegacyLinkKit.PLKExitError(error)).vendorType == "OAUTH_ERROR")
        #expect(throws: PlaidLegacySandboxError.self) {
            try driver.makeLinkViewController(
                linkToken: "not-a-token", configuration: configuration, delegate: delegate)
        }
    }
}
