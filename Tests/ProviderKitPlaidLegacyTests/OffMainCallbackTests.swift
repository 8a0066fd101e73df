import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

/// LinkKit 1.x's delegate protocol is not isolated: the glue forwards each call to
/// `PlaidLegacyLinkViewCallbacks` from whatever thread it came on, and the calls must reach the
/// flow on the main actor, in LinkKit's order, without trapping.
@Suite("Callbacks: LinkKit 1.x delegate calls from any thread")
@MainActor
struct OffMainCallbackTests {
    @Test func callsFromABackgroundThreadReachTheFlowOnTheMainActorInOrder() async throws {
        let manual = try ManualSession()
        let callbacks = PlaidLegacyLinkViewCallbacks()
        callbacks.connect(manual.controller)
        BackgroundThread.run {
            callbacks.didHandleEvent("OPEN", metadata: ["link_session_id": "s", "timestamp": "2024-05-01T12:00:00Z"])
            callbacks.didHandleEvent(
                "SELECT_INSTITUTION",
                metadata: ["link_session_id": "s", "institution_id": "ins_3", "institution_name": NSNull()])
            callbacks.didSucceed(
                publicToken: "public-sandbox-1",
                metadata: [
                    "status": "connected", "link_session_id": "s",
                    "institution": ["name": "Chase", "institution_id": "ins_3"],
                    "accounts": [["id": "a1", "name": "Checking", "mask": "0000", "type": "depository", "subtype": "checking"]],
                ])
            callbacks.didHandleEvent("HANDOFF", metadata: ["link_session_id": "s"])
        }
        // The main actor was blocked while LinkKit's thread called: nothing was delivered yet.
        #expect(manual.recorder.timeline.isEmpty)
        await settle()
        let names = manual.recorder.events.map(\.vendorEventName)
        #expect(names == ["OPEN", "SELECT_INSTITUTION", "HANDOFF"])
        #expect(manual.recorder.eventsAfterOutcome == ["HANDOFF"])
        guard case .success(let success)? = manual.recorder.outcomes.first else {
            Issue.record("no success: \(manual.recorder.outcomes)")
            return
        }
        #expect(success.institution?.id == "ins_3")
        #expect(success.accounts.map(\.mask) == ["0000"])
        #expect(manual.recorder.outcomes.count == 1)
    }

    @Test func anExitErrorCrossesTheHopWithItsUserInfo() async throws {
        let manual = try ManualSession()
        let callbacks = PlaidLegacyLinkViewCallbacks()
        callbacks.connect(manual.controller)
        let error = NSError(
            domain: "PLKPlaidLinkAPIErrorDomain", code: 1210,
            userInfo: ["error_type": "ITEM_ERROR", "error_code": "INVALID_CREDENTIALS", "display_message": NSNull()])
        BackgroundThread.run {
            callbacks.didExit(error: error, metadata: ["status": "requires_credentials", "link_session_id": "s"])
        }
        await settle()
        guard case .exit(let exit)? = manual.recorder.outcomes.first else {
            Issue.record("no exit: \(manual.recorder.outcomes)")
            return
        }
        #expect(exit.error?.code == .invalidCredentials)
        #expect(exit.error?.vendorCode == "INVALID_CREDENTIALS")
    }

    @Test func callsBeforeConnectAreDropped() async throws {
        let callbacks = PlaidLegacyLinkViewCallbacks()
        BackgroundThread.run { callbacks.didHandleEvent("EARLY", metadata: nil) }
        await settle()
        let manual = try ManualSession()
        callbacks.connect(manual.controller)
        BackgroundThread.run { callbacks.didHandleEvent("OPEN", metadata: nil) }
        await settle()
        #expect(manual.recorder.events.map(\.vendorEventName) == ["OPEN"])
    }
}
