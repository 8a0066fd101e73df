import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// `await session.outcome` never hangs: Task cancellation cancels the session, and a session that
/// was never started ends at once.
@MainActor
@Suite struct LinkSessionOutcomeTests {
    @Test func cancellingTheAwaitingTaskCancelsTheSession() async throws {
        let (session, flow) = try scriptedSession()
        session.open()
        let task = Task { await session.outcome }
        await Task.yield()
        #expect(session.settledOutcome == nil)
        task.cancel()
        let outcome = await task.value
        #expect(outcome.exit?.reason == .userCancelled)
        #expect(flow.wasCancelled, "the vendor interface was dismissed")
        #expect(session.isClosed)
        flow.send(.success(token: "public-late"))
        #expect(session.settledOutcome == outcome, "exactly one outcome")
    }

    @Test func aTaskCancelledBeforeItAwaitsStillEndsTheSession() async throws {
        let (session, _) = try scriptedSession()
        session.start()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await session.outcome
        }
        #expect(await task.value.exit?.reason == .userCancelled)
    }

    @Test func awaitingASessionThatWasNeverStartedEndsItAtOnce() async throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        let outcome = await session.outcome
        let error = try #require(outcome.exit?.error)
        #expect(error.code == .configuration)
        #expect(error.recovery == .fixConfiguration)
        #expect(recorder.diagnostics.map(\.code) == [.notOpened])
        #expect(session.isClosed)
        #expect(flow.presentCount == 0)
        session.open()
        #expect(flow.presentCount == 0, "a session that ended is never shown")
        #expect(await session.outcome == outcome)
    }

    @Test func aPreloadedSessionIsAwaitedNormally() async throws {
        let (session, flow) = try scriptedSession()
        session.start()
        let task = Task { await session.outcome }
        await Task.yield()
        flow.send(.success(token: "public-1"))
        #expect(await task.value.success != nil)
        session.close()
    }
}
