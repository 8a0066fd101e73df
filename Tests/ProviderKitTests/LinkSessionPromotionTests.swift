import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// How a session promotes an earlier error event into the exit, completes outcomes from earlier
/// events, and attaches fallbacks (part of ``LinkSessionTests``).
@MainActor
extension LinkSessionTests {
    // MARK: - Error promotion

    static let bankDown = LinkError(code: .institutionUnavailable, vendorType: "BANK", vendorCode: "DOWN", message: "down")

    @Test func anErrorEventFollowedByABareExitBecomesAnErrorExit() throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.error, "ERROR", stage: .error, error: Self.bankDown)
        flow.exit()
        let exit = try recorder.expectExit()
        #expect(exit.reason == .error(Self.bankDown))
        #expect(exit.error?.vendorCode == "DOWN")
        session.close()
    }

    @Test(arguments: [
        (LinkEvent.Name.institutionSelected, "PICK_BANK"), (.credentialsSubmitted, "LOGIN"), (.mfaSubmitted, "CODE"),
        (.oauthCompleted, "OAUTH_BACK"), (.accountsSelected, "PICK_ACCOUNTS"), (.connected, "CONNECTED"), (.handoff, "DONE"),
        (.transferCompleted, "SENT"),
    ])
    func aProgressEventClearsThePendingError(name: LinkEvent.Name, vendorEventName: String) throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.error, "ERROR", error: Self.bankDown)
        flow.event(name, vendorEventName)
        flow.exit()
        #expect(try recorder.expectExit().reason == .userCancelled)
        session.close()
    }

    @Test(arguments: [LinkEvent.Name.viewChanged, .other, .opened, .institutionSearched, .exited, .oauthStarted])
    func otherEventsKeepThePendingError(name: LinkEvent.Name) throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.error, "ERROR", error: Self.bankDown)
        flow.event(name, "SOMETHING")
        flow.exit()
        #expect(try recorder.expectExit().error?.code == .institutionUnavailable)
        session.close()
    }

    @Test func theLatestErrorIsPromoted() throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.error, "ERROR", error: Self.bankDown)
        flow.event(.error, "ERROR", error: LinkError(code: .invalidCredentials, message: "bad password"))
        flow.exit()
        #expect(try recorder.expectExit().error?.code == .invalidCredentials)
        session.close()
    }

    @Test func anExitWithItsOwnErrorKeepsIt() throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.error, "ERROR", error: Self.bankDown)
        flow.exit(.error(LinkError(code: .rateLimited, message: "slow down")))
        #expect(try recorder.expectExit().error?.code == .rateLimited)
        session.close()
    }

    @Test func abandonmentAfterAnErrorIsPromotedButCancelIsNot() throws {
        let (abandoned, abandonedFlow) = handSession()
        let abandonedRecorder = SessionRecorder(abandoned)
        abandoned.open()
        abandonedFlow.event(.error, "ERROR", error: Self.bankDown)
        abandonedFlow.reporter?.flowEnded()
        #expect(try abandonedRecorder.expectExit().error?.code == .institutionUnavailable)

        let (cancelled, cancelledFlow) = handSession()
        let cancelledRecorder = SessionRecorder(cancelled)
        cancelled.open()
        cancelledFlow.event(.error, "ERROR", error: Self.bankDown)
        cancelled.cancel()
        #expect(try cancelledRecorder.expectExit().reason == .userCancelled, "the app's own cancel is never promoted")
    }

    /// Recorded behaviour, flagged in the test report: the scripted vendor's `ERROR` event maps to
    /// `.error` but carries no ``LinkError``, so it cannot exercise promotion.
    @Test func theScriptedErrorEventCarriesNoError() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.event(name: "ERROR"))
        flow.send(.exit(errorType: nil, errorCode: nil))
        #expect(recorder.events.first?.name == .error)
        #expect(recorder.events.first?.error == nil)
        #expect(try recorder.expectExit().reason == .userCancelled)
        session.close()
    }

    // MARK: - Completing outcomes from earlier events

    @Test func exitsAreCompletedFromEarlierEvents() throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.institutionSelected, "PICK", stage: .institutionSelection, institution: LinkInstitution(id: "ins_1", name: nil), sessionID: "sess-1")
        flow.event(.viewChanged, "VIEW", stage: .credentials, institution: LinkInstitution(id: nil, name: "First Bank"))
        flow.event(.other, "UNKNOWN_VIEW", stage: .unknown)
        flow.exit()
        let exit = try recorder.expectExit()
        #expect(exit.stage == .credentials, "an unknown stage does not overwrite a known one")
        #expect(exit.institution == LinkInstitution(id: "ins_1", name: "First Bank"))
        #expect(exit.sessionID == "sess-1")
        session.close()
    }

    @Test func anExitsOwnFieldsWin() throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.viewChanged, "VIEW", stage: .credentials, institution: LinkInstitution(id: "ins_1", name: "First Bank"))
        flow.exit(stage: .mfa, institution: LinkInstitution(id: "ins_2", name: "Second Bank"))
        let exit = try recorder.expectExit()
        #expect(exit.stage == .mfa)
        #expect(exit.institution?.id == "ins_2")
        session.close()
    }

    @Test func successesAreCompletedFromEarlierEvents() throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.institutionSelected, "PICK", institution: LinkInstitution(id: "ins_9", name: "Ninth"), sessionID: "sess-9")
        flow.succeed()
        let success = try recorder.expectSuccess()
        #expect(success.institution == LinkInstitution(id: "ins_9", name: "Ninth"))
        #expect(success.sessionID == "sess-9")
        session.close()

        let (own, ownFlow) = handSession()
        let ownRecorder = SessionRecorder(own)
        own.open()
        ownFlow.event(.institutionSelected, "PICK", institution: LinkInstitution(id: "ins_9", name: "Ninth"), sessionID: "sess-9")
        ownFlow.succeed(institution: LinkInstitution(id: "ins_1", name: "One"), sessionID: "own")
        #expect(try ownRecorder.expectSuccess().institution?.id == "ins_1")
        #expect(try ownRecorder.expectSuccess().sessionID == "own")
        own.close()
    }

    // MARK: - Fallbacks on a hand-made session

    @Test func fallbacksAreAttachedOnlyForOutageCodesAndNeverTheSessionsOwnEntry() throws {
        for code in LinkError.Code.allCases {
            let (session, flow) = handSession(fallbacks: ["backup", "self", "spare"], entryName: "self")
            let recorder = SessionRecorder(session)
            session.open()
            flow.exit(.error(LinkError(code: code, message: "m")))
            let exit = try recorder.expectExit()
            #expect(exit.fallbacks == (code.suggestsFallback ? ["backup", "spare"] : []), "\(code.rawValue)")
            session.close()
        }
    }

    @Test func promotedOutagesGetFallbacksAndAdapterFallbacksAreKept() throws {
        let (session, flow) = handSession(fallbacks: ["backup"], entryName: "main")
        let recorder = SessionRecorder(session)
        session.open()
        flow.event(.error, "ERROR", error: LinkError(code: .institutionNotSupported, message: "m"))
        flow.exit()
        #expect(try recorder.expectExit().fallbacks == ["backup"])
        session.close()

        let (own, ownFlow) = handSession(fallbacks: ["backup"], entryName: "main")
        let ownRecorder = SessionRecorder(own)
        own.open()
        ownFlow.reporter?.exited(
            LinkExit(adapterName: "hand", reason: .error(LinkError(code: .providerUnavailable, message: "m")), fallbacks: ["chosen-by-adapter"]))
        #expect(try ownRecorder.expectExit().fallbacks == ["chosen-by-adapter"])
        own.close()
    }
}
