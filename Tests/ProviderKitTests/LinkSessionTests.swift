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
}
