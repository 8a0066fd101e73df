import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// The session contract, driven by hand through the scripted adapter's flow (and, where a test
/// needs events carrying errors, a ``HandFlow``).
@MainActor
@Suite struct LinkSessionTests {
    // MARK: - Lifecycle

    @Test func lifecycleMovesForwardFromCreatedToFinished() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        #expect(session.state == .created)
        #expect(session.adapterName == "scripted")
        #expect(flow.presentCount == 0)

        session.start()
        #expect(session.state == .loading)
        flow.send(.loaded)
        #expect(session.state == .ready)
        #expect(recorder.loadCount == 1)

        session.open()
        #expect(session.state == .presented)
        #expect(flow.presentCount == 1)

        flow.send(.event(name: "OPEN"))
        #expect(session.state == .presented)
        flow.send(.success(token: "public-1"))
        #expect(session.state == .finished)
        #expect(session.settledOutcome?.success?.credential == .publicToken(Secret("public-1")))
        #expect(!session.isClosed, "with closeAfterOutcome nil the session stays open for late events")

        session.close()
        #expect(session.isClosed)
        #expect(session.state == .finished)
        #expect(summary(recorder) == ["loaded", "event:OPEN", "success:public-1"])
        #expect(LinkSession.State.allCases == LinkSession.State.allCases.sorted())
    }

    @Test func openStartsTheSessionWhenNeeded() throws {
        let (session, flow) = handSession()
        session.open()
        #expect(flow.startCount == 1)
        #expect(flow.presentCount == 1)
        #expect(session.state == .presented)
        session.close()
    }

    @Test func startIsIdempotentAndOpenPresentsOnce() throws {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        let before = LinkSession.liveSessionCount
        session.start()
        session.start()
        #expect(flow.startCount == 1)
        #expect(LinkSession.liveSessionCount == before + 1)
        session.open()
        session.open()
        #expect(flow.presentCount == 1)
        #expect(recorder.diagnostics.map(\.code) == [LinkDiagnostic.Code.ignoredCall])
        #expect(recorder.diagnostics.first?.message == "open() ignored: the session is already presented.")
        #expect(recorder.diagnostics.first?.severity == .info)
        session.close()
        #expect(LinkSession.liveSessionCount == before)
        session.start()
        #expect(flow.startCount == 1, "a closed session never starts again")
    }

    @Test func loadedOnlyMovesALoadingSessionToReady() throws {
        let (session, flow) = try scriptedSession()
        session.open()
        flow.send(.loaded)
        #expect(session.state == .presented)
        session.close()
    }

    // MARK: - Exactly one outcome

    @Test func duplicateSuccessIsDroppedWithADiagnostic() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.success(token: "public-first"))
        flow.send(.success(token: "public-second"))
        #expect(summary(recorder) == ["success:public-first", "diagnostic:duplicateOutcome"])
        let diagnostic = try #require(recorder.diagnostics.first)
        #expect(diagnostic.severity == .info)
        #expect(
            diagnostic.message
                == "Dropped a late success (vendor success callback): the session's outcome, a success, was already delivered.")
        #expect(!diagnostic.message.contains("public-"), "diagnostics never carry secrets")
        #expect(session.settledOutcome?.success?.credential == .publicToken(Secret("public-first")))
        session.close()
    }

    @Test func successThenExitKeepsTheSuccess() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.success(token: "public-1"))
        flow.send(.exit(errorType: "BANK", errorCode: "DOWN"))
        flow.send(.exit(errorType: nil, errorCode: nil))
        #expect(summary(recorder) == ["success:public-1", "diagnostic:duplicateOutcome", "diagnostic:duplicateOutcome"])
        #expect(recorder.diagnostics.allSatisfy { $0.message.hasPrefix("Dropped a late exit (vendor exit callback)") })
        _ = try recorder.expectSuccess()
        session.close()
    }

    @Test func exitThenSuccessKeepsTheExit() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.exit(errorType: nil, errorCode: nil))
        flow.send(.success(token: "public-late"))
        #expect(summary(recorder) == ["exit:userCancelled", "diagnostic:duplicateOutcome"])
        #expect(
            recorder.diagnostics.first?.message
                == "Dropped a late success (vendor success callback): the session's outcome, an exit, was already delivered.")
        #expect(try recorder.expectExit().reason == .userCancelled)
        session.close()
    }

    @Test func eventsAfterTheOutcomeAreDeliveredInOrder() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.event(name: "OPEN"))
        flow.send(.success(token: "public-1"))
        flow.send(.event(name: "DONE"))
        flow.send(.event(name: "LATE_1"))
        flow.send(.success(token: "public-2"))
        flow.send(.event(name: "LATE_2"))
        #expect(
            summary(recorder) == [
                "event:OPEN", "success:public-1", "event:DONE", "event:LATE_1", "diagnostic:duplicateOutcome",
                "event:LATE_2",
            ])
        #expect(recorder.events.map(\.name) == [.opened, .handoff, .other, .other])
        session.close()
    }

    @Test func reentrantCallbacksAreDeliveredAfterTheCurrentOneInOrder() throws {
        let (session, flow) = try scriptedSession()
        let log = CallLog()
        session.onEvent = { event in
            log.append("event:\(event.vendorEventName)")
            if event.vendorEventName == "A" {
                flow.send(.event(name: "B"))
                log.append("A handler after sending B")
                flow.send(.event(name: "C"))
            }
        }
        session.onSuccess = { _ in
            log.append("success")
            flow.send(.event(name: "AFTER_SUCCESS"))
            flow.send(.exit(errorType: nil, errorCode: nil))
            log.append("success handler end")
        }
        session.onExit = { _ in log.append("exit") }
        session.onDiagnostic = { log.append("diagnostic:\($0.code)") }
        session.open()
        flow.send(.event(name: "A"))
        flow.send(.event(name: "D"))
        flow.send(.success(token: "public-1"))
        #expect(
            log.lines == [
                "event:A", "A handler after sending B", "event:B", "event:C", "event:D", "success", "success handler end",
                "event:AFTER_SUCCESS", "diagnostic:duplicateOutcome",
            ])
        session.close()
    }

    @Test func aCallbackThatClosesTheSessionStopsLaterDeliveries() throws {
        let (session, flow) = try scriptedSession()
        let log = CallLog()
        session.onSuccess = { [weak session] _ in
            log.append("success")
            session?.close()
        }
        session.onEvent = { log.append("event:\($0.vendorEventName)") }
        session.open()
        flow.send(.success(token: "public-1"))
        flow.send(.event(name: "AFTER_CLOSE"))
        #expect(log.lines == ["success"])
        #expect(session.isClosed)
    }

    // MARK: - cancel() and close()

    @Test func cancelIsIdempotent() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        #expect(session.cancel())
        #expect(!session.cancel())
        flow.send(.success(token: "public-after-cancel"))
        #expect(summary(recorder) == ["exit:userCancelled"])
        #expect(flow.wasCancelled)
        #expect(session.isClosed)
        #expect(session.state == .finished)
    }

    @Test func cancelCallsTheFlowOnce() {
        let (session, flow) = handSession()
        session.open()
        session.cancel()
        session.cancel()
        session.close()
        #expect(flow.cancelCount == 1)
    }

    @Test func cancelAfterTheOutcomeDoesNothing() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.success(token: "public-1"))
        #expect(!session.cancel())
        #expect(!flow.wasCancelled)
        #expect(!session.isClosed)
        #expect(summary(recorder) == ["success:public-1"])
        session.close()
        #expect(!session.cancel())
    }

    @Test func cancelBeforeStartSettlesAsUserCancelled() {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        #expect(session.cancel())
        #expect(summary(recorder) == ["exit:userCancelled"])
        #expect(session.isClosed)
        #expect(flow.startCount == 0)
    }

    @Test func closeBeforeTheOutcomeCancels() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.event(name: "OPEN"))
        session.close()
        #expect(summary(recorder) == ["event:OPEN", "exit:userCancelled"])
        #expect(flow.wasCancelled)
        #expect(session.isClosed)
        session.close()
        #expect(recorder.entries.count == 2, "close() is idempotent")
        #expect(!session.cancel())
    }

    /// Closing a session that was never started must still settle it, or `await outcome` would
    /// wait forever (see "core fix: close() settles an unstarted session").
    @Test func closeBeforeStartSettlesTheOutcome() {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.close()
        #expect(session.isClosed)
        #expect(session.settledOutcome?.exit?.reason == .userCancelled)
        #expect(summary(recorder) == ["exit:userCancelled"])
        #expect(flow.startCount == 0)
        #expect(flow.cancelCount == 0, "a flow that never started has no interface to dismiss")
        session.open()
        #expect(flow.presentCount == 0)
    }

    @Test func nothingIsDeliveredAfterClose() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.success(token: "public-1"))
        session.close()
        let count = recorder.entries.count
        flow.send(.event(name: "AFTER_CLOSE"))
        flow.send(.loaded)
        flow.send(.exit(errorType: nil, errorCode: nil))
        flow.send(.dismissed)
        #expect(recorder.entries.count == count)
        #expect(session.handleRedirect(URL(string: "https://app.example.com/cb")!) == false)
    }

    // MARK: - Abandonment and refused requests

    @Test func abandonmentEndsAsUserCancelledWithADiagnostic() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        let before = LinkSession.liveSessionCount
        session.open()
        flow.send(.loaded)
        flow.send(.event(name: "OPEN"))
        flow.send(.dismissed)
        #expect(summary(recorder) == ["loaded", "event:OPEN", "diagnostic:abandoned", "exit:userCancelled"])
        let diagnostic = try #require(recorder.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("without a terminal callback"))
        #expect(session.isClosed)
        #expect(!flow.wasCancelled, "the vendor's interface is already gone")
        #expect(LinkSession.liveSessionCount == before)
    }

    @Test func dismissalAfterTheOutcomeOnlyCloses() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.success(token: "public-1"))
        flow.send(.event(name: "DONE"))
        flow.send(.dismissed)
        #expect(summary(recorder) == ["success:public-1", "event:DONE"])
        #expect(session.isClosed)
    }

    @Test func aRefusedTokenEndsWithInvalidLinkTokenAtLoading() throws {
        let (session, flow) = try scriptedSession(token: "bad-token-123")
        let recorder = SessionRecorder(session)
        let before = LinkSession.liveSessionCount
        session.open()
        let exit = try recorder.expectExit()
        #expect(exit.error?.code == .invalidLinkToken)
        #expect(exit.error?.recovery == .relink)
        #expect(exit.error?.vendorCode == "TOKEN_REJECTED")
        #expect(exit.stage == .loading)
        #expect(exit.adapterName == "scripted")
        #expect(exit.fallbacks.isEmpty)
        #expect(session.isClosed)
        #expect(session.state == .finished)
        #expect(flow.presentCount == 0)
        #expect(recorder.diagnostics.isEmpty, "open() after a refused request stays quiet")
        #expect(LinkSession.liveSessionCount == before)
    }

    @Test func aRefusedRequestThroughStart() {
        let (session, flow) = handSession()
        flow.refuseWith = LinkError(code: .invalidLinkToken, vendorCode: "EXPIRED", message: "expired")
        let recorder = SessionRecorder(session)
        session.start()
        #expect(summary(recorder) == ["exit:error:invalidLinkToken"])
        #expect(session.settledOutcome?.exit?.stage == .loading)
        #expect(session.isClosed)
        #expect(flow.cancelCount == 0)
    }

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

    // MARK: - Redirects

    @Test func handleRedirectConsumesOnlyMatchingURLs() throws {
        let uri = try RedirectURI(validating: "https://app.example.com/oauth")
        let (session, flow) = handSession(redirectURI: uri)
        let matching = URL(string: "https://app.example.com/oauth?oauth_state_id=st-1")!
        #expect(!session.handleRedirect(matching), "a session that has not started consumes nothing")
        #expect(flow.redirects.isEmpty)

        session.start()
        #expect(session.handleRedirect(matching))
        #expect(flow.redirects.count == 1)
        #expect(flow.redirects.first?.value(named: "oauth_state_id") == "st-1")

        #expect(!session.handleRedirect(URL(string: "https://evil.example.com/oauth?oauth_state_id=st-1")!))
        #expect(!session.handleRedirect(URL(string: "https://evil.com/?u=https://app.example.com/oauth")!))
        #expect(!session.handleRedirect(URL(string: "http://app.example.com/oauth")!))
        #expect(flow.redirects.count == 1, "non-matching URLs never reach the flow")

        flow.consumesRedirects = false
        #expect(!session.handleRedirect(matching), "the flow may decline a matching URL")
        #expect(flow.redirects.count == 2)

        flow.consumesRedirects = true
        flow.succeed()
        #expect(session.handleRedirect(matching), "redirects still work after the outcome, until close")
        session.close()
        #expect(!session.handleRedirect(matching))
        #expect(flow.redirects.count == 3)
    }

    @Test func aSessionWithoutARedirectURIConsumesNothing() throws {
        let (session, flow) = handSession()
        session.start()
        #expect(!session.handleRedirect(URL(string: "https://app.example.com/oauth")!))
        #expect(flow.redirects.isEmpty)
        session.close()

        let uri = try RedirectURI(validating: "https://app.example.com/oauth")
        let (scripted, _) = try scriptedSession(redirectURI: uri)
        scripted.start()
        #expect(!scripted.handleRedirect(URL(string: "https://app.example.com/oauth")!), "the scripted flow declines redirects")
        scripted.close()
    }

    // MARK: - Reporter

    @Test func theReporterOutlivesItsSessionSafely() {
        var flow: HandFlow?
        weak var weakSession: LinkSession?
        do {
            let (session, handFlow) = handSession()
            session.start()
            #expect(handFlow.reporter?.hasOutcome == false)
            handFlow.succeed()
            #expect(handFlow.reporter?.hasOutcome == true)
            #expect(handFlow.reporter?.adapterName == "hand")
            session.close()
            flow = handFlow
            weakSession = session
        }
        #expect(weakSession == nil, "a closed session is released")
        #expect(flow?.reporter?.hasOutcome == false)
        flow?.event(.other, "AFTER_RELEASE")
        flow?.succeed()
        flow?.reporter?.diagnostic(.warning, code: "x", "y")
        flow?.reporter?.flowEnded()
    }

    @Test func flowDiagnosticsReachTheApp() {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.start()
        flow.reporter?.diagnostic(.warning, code: LinkDiagnostic.Code.malformedInput, "bad message")
        #expect(recorder.diagnostics == [LinkDiagnostic(severity: .warning, code: "malformedInput", message: "bad message")])
        #expect(recorder.diagnostics.first?.description == "warning: bad message")
        session.close()
    }

    // MARK: - SessionRecorder

    @Test func recorderExpectationsFailWhenTheyShould() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        #expect(throws: SessionRecorder.ExpectationError.self) { try recorder.expectOutcome() }
        #expect(throws: SessionRecorder.ExpectationError.self) { try recorder.expectEvent(named: "OPEN") }
        flow.send(.event(name: "OPEN"))
        flow.send(.exit(errorType: nil, errorCode: nil))
        #expect(throws: SessionRecorder.ExpectationError.self) { try recorder.expectSuccess() }
        #expect(try recorder.expectEvent(named: "OPEN").name == .opened)
        #expect(try recorder.expectExit().reason == .userCancelled)
        session.close()
    }
}
