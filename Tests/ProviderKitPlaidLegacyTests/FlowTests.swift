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

    /// LinkKit 1.x follows a cancel during loading with a second exit carrying NSURLErrorDomain
    /// -999 (plaid/deprecated-link#312): documented behaviour, so it is dropped quietly.
    @Test func echoExitAfterACancelIsDroppedQuietly() throws {
        let run = try ManualSession()
        run.controller.exit(error: nil, metadata: exitMetadata)
        run.controller.exit(error: cancelEcho, metadata: exitMetadata)
        #expect(run.recorder.outcomes.count == 1)
        #expect(run.session.settledOutcome?.exit?.reason == .userCancelled)
        #expect(run.recorder.diagnostics.isEmpty, "\(run.recorder.diagnostics)")
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
        let dropped = run.recorder.diagnostics.filter { $0.code == LinkDiagnostic.Code.duplicateOutcome }
        #expect(dropped.count == 1 && dropped.first?.severity == .warning, "\(dropped)")
        #expect(dropped.first?.message.contains("didExitWithError") == true)
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

    /// A driver error that echoes the token ends the session without leaking it, also when the
    /// token ends with a NUL and the driver quotes it only up to there (which must not trap).
    @Test(arguments: ["link-sandbox-topsecret", "link-sandbox-topsecret\u{0}"])
    func creationFailureEndsTheSessionWithoutLeakingTheToken(token: String) throws {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "NSInvalidArgumentException: bad token link-sandbox-topsecret" }
        }
        let driver = PlaidLegacyManualDriver()
        driver.creationError = Refused()
        let run = try ManualSession(token: token, driver: driver)
        let error = try #require(run.session.settledOutcome?.exit?.error)
        #expect(error.code == .configuration)
        #expect(error.message.contains("initWithLinkToken:configuration:delegate:"))
        #expect(!error.message.contains("topsecret"))
        #expect(!run.flow.isRetainingItself)
    }
}
