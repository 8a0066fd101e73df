import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Keep-alive, close timers and the async API.
@MainActor
@Suite struct LinkSessionAsyncTests {
    // MARK: - Keep-alive

    @Test func liveSessionCountFollowsStartAndClose() throws {
        let before = LinkSession.liveSessionCount
        let (session, flow) = try scriptedSession()
        #expect(LinkSession.liveSessionCount == before, "a created session is not kept alive yet")
        session.start()
        #expect(LinkSession.liveSessionCount == before + 1)
        flow.send(.success(token: "public-1"))
        #expect(LinkSession.liveSessionCount == before + 1, "kept alive for late events after the outcome")
        session.close()
        #expect(LinkSession.liveSessionCount == before)
        session.close()
        #expect(LinkSession.liveSessionCount == before)
    }

    @Test func aSessionTheAppDroppedStillDeliversItsOutcome() throws {
        let log = CallLog()
        weak var weakSession: LinkSession?
        var flow: ScriptedFlow?
        do {
            let (session, scriptedFlow) = try scriptedSession()
            session.onEvent = { log.append("event:\($0.vendorEventName)") }
            session.onSuccess = { log.append("success:\($0.credential.secrets.first?.reveal() ?? "")") }
            session.onExit = { log.append("exit:\($0.reason.kind)") }
            session.open()
            weakSession = session
            flow = scriptedFlow
        }
        #expect(weakSession != nil, "the core keeps a started session alive")
        #expect(weakSession?.state == .presented)
        flow?.send(.event(name: "OPEN"))
        flow?.send(.success(token: "public-kept"))
        flow?.send(.event(name: "DONE"))
        #expect(log.lines == ["event:OPEN", "success:public-kept", "event:DONE"])
        flow?.send(.dismissed)
        #expect(weakSession == nil, "the session releases itself once it closes")
    }

    @Test func aDroppedSessionIsReleasedAfterItsCloseTimer() async throws {
        let log = CallLog()
        weak var weakSession: LinkSession?
        var flow: ScriptedFlow?
        do {
            let (session, scriptedFlow) = try scriptedSession(options: LinkSession.Options(closeAfterOutcome: 0.02))
            session.onExit = { log.append("exit:\($0.error?.code.rawValue ?? $0.reason.kind.rawValue)") }
            session.open()
            weakSession = session
            flow = scriptedFlow
        }
        flow?.send(.exit(errorType: "BANK", errorCode: "DOWN"))
        #expect(log.lines == ["exit:institutionUnavailable"])
        for _ in 0..<200 where weakSession != nil {
            try await Task.sleep(seconds: 0.01)
        }
        #expect(weakSession == nil)
    }

    // MARK: - closeAfterOutcome

    @Test func closeAfterOutcomeClosesAfterTheDelay() async throws {
        let (session, flow) = try scriptedSession(options: LinkSession.Options(closeAfterOutcome: 0.05))
        let recorder = SessionRecorder(session)
        session.open()
        flow.send(.success(token: "public-1"))
        #expect(!session.isClosed)
        flow.send(.event(name: "DONE"))
        let started = ProcessInfo.processInfo.systemUptime
        await session.waitUntilClosed()
        #expect(ProcessInfo.processInfo.systemUptime - started >= 0.04)
        #expect(session.isClosed)
        flow.send(.event(name: "TOO_LATE"))
        #expect(summary(recorder) == ["success:public-1", "event:DONE"])
        await session.waitUntilClosed()  // returns at once once closed
    }

    @Test func closeAfterOutcomeNilKeepsTheSessionOpen() async throws {
        let (session, flow) = try scriptedSession(options: LinkSession.Options(closeAfterOutcome: nil))
        session.open()
        flow.send(.exit(errorType: nil, errorCode: nil))
        try await Task.sleep(seconds: 0.1)
        #expect(!session.isClosed)
        session.close()
        #expect(session.isClosed)
    }

    @Test func defaultOptionsKeepLateEventsForTenSeconds() {
        #expect(LinkSession.Options.default.closeAfterOutcome == 10)
        #expect(LinkSession.Options().closeAfterOutcome == 10)
    }

    @Test func anEarlyCloseCancelsTheTimer() async throws {
        let (session, flow) = try scriptedSession(options: LinkSession.Options(closeAfterOutcome: 0.03))
        session.open()
        flow.send(.success(token: "public-1"))
        session.close()
        try await Task.sleep(seconds: 0.06)
        #expect(session.isClosed)
    }

    // MARK: - Async API

    @Test func outcomeSuspendsUntilSettled() async throws {
        let (session, flow) = try scriptedSession()
        session.open()
        Task { @MainActor in flow.send(.success(token: "public-async")) }
        #expect(session.settledOutcome == nil, "the outcome is awaited before it is settled")
        let outcome = await session.outcome
        #expect(outcome.success?.credential == .publicToken(Secret("public-async")))
        #expect(outcome.adapterName == "scripted")
        #expect(await session.outcome == outcome, "once settled, outcome returns at once")
        session.close()
    }

    @Test func severalWaitersGetTheSameOutcome() async throws {
        let (session, flow) = try scriptedSession()
        session.open()
        let first = Task { @MainActor in await session.outcome }
        let second = Task { @MainActor in await session.outcome }
        await Task.yield()
        flow.send(.exit(errorType: "LOGIN", errorCode: "BAD_PASSWORD"))
        let outcomes = [await first.value, await second.value]
        #expect(outcomes.allSatisfy { $0.exit?.error?.code == .invalidCredentials })
        session.close()
    }

    @Test func outcomeAfterCancelAndAfterCloseBeforeStart() async throws {
        let (cancelled, _) = try scriptedSession()
        cancelled.open()
        cancelled.cancel()
        #expect(await cancelled.outcome.exit?.reason == .userCancelled)

        let (neverStarted, _) = try scriptedSession()
        neverStarted.close()
        // Never await an outcome that was not settled: the test would hang instead of failing.
        guard neverStarted.settledOutcome != nil else {
            Issue.record("close() before start left the outcome unsettled; `await outcome` would never return")
            return
        }
        #expect(await neverStarted.outcome.exit?.reason == .userCancelled)
    }

    @Test func eventStreamsFinishAtClose() async throws {
        let (session, flow) = try scriptedSession()
        session.open()
        flow.send(.event(name: "BEFORE_STREAM"))
        let first = session.events()
        let second = session.events()
        flow.send(.event(name: "OPEN"))
        flow.send(.success(token: "public-1"))
        flow.send(.event(name: "DONE"))
        session.close()
        flow.send(.event(name: "AFTER_CLOSE"))
        var firstNames: [String] = []
        for await event in first { firstNames.append(event.vendorEventName) }
        var secondNames: [String] = []
        for await event in second { secondNames.append(event.vendorEventName) }
        #expect(firstNames == ["OPEN", "DONE"])
        #expect(secondNames == firstNames)

        var afterClose: [String] = []
        for await event in session.events() { afterClose.append(event.vendorEventName) }
        #expect(afterClose.isEmpty, "a stream made after close finishes at once")
    }

    @Test func asyncAndClosureAPIsAgree() async throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        let stream = session.events()
        session.open()
        flow.send(.event(name: "OPEN"))
        flow.send(.event(name: "PICK_BANK"))
        flow.send(.exit(errorType: "BANK", errorCode: "DOWN", message: "down"))
        let outcome = await session.outcome
        #expect(outcome == (try recorder.expectOutcome()))
        session.close()
        var streamed: [LinkEvent] = []
        for await event in stream { streamed.append(event) }
        #expect(streamed == recorder.events)
    }

    @Test func aStreamDroppedEarlyDoesNotDisturbTheSession() async throws {
        let (session, flow) = try scriptedSession()
        session.open()
        do {
            let stream = session.events()
            let task = Task { for await _ in stream {} }
            task.cancel()
            await task.value
        }
        await Task.yield()
        flow.send(.event(name: "OPEN"))
        flow.send(.success(token: "public-1"))
        #expect(session.settledOutcome?.success != nil)
        session.close()
    }
}
