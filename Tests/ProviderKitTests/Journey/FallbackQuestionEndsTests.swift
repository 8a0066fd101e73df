import Foundation
import ProviderKit
import Testing

/// A `.ask` fallback policy always ends: the journey's cancellation or the timeout answers "no",
/// and the app's question is told to go away, even when the app never answers (an alert that was
/// never shown, as in a view that was already presenting a sheet).
@MainActor
@Suite struct FallbackQuestionEndsTests {
    typealias Fixtures = JourneyFixtures

    /// A question the user never answers unless the test does. `cooperative` makes it notice being
    /// taken down (the task asking it cancelled); otherwise it waits for an answer, whatever happens,
    /// as the demo's `FallbackQuestion` does.
    @MainActor
    final class UnansweredQuestion {
        private var pending: CheckedContinuation<Bool, Never>?
        private let cooperative: Bool
        private(set) var asked = 0
        private(set) var takenDown = 0

        init(cooperative: Bool) { self.cooperative = cooperative }

        func ask() async -> Bool {
            asked += 1
            guard cooperative else { return await withCheckedContinuation { pending = $0 } }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { pending = $0 }
            } onCancel: {
                Task { @MainActor in self.takeDown() }
            }
        }

        func answer(_ accepted: Bool) {
            pending?.resume(returning: accepted)
            pending = nil
        }

        private func takeDown() {
            takenDown += 1
            answer(false)
        }
    }

    static let down: @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step] = { _, _, _ in
        [.loaded, .fail(Fixtures.down()), .ended]
    }

    @Test func cancellingTheJourneyAnswersNoWhileTheQuestionIsUnanswered() async throws {
        let log = JourneyLog()
        let question = UnansweredQuestion(cooperative: false)
        let coordinator = try Fixtures.coordinator(log: log, policy: .ask { _ in await question.ask() }, plan: Self.down)
        let journey = try coordinator.makeJourney()
        var results: [LinkJourneyResult] = []
        journey.start { results.append($0) }
        try await waitUntil { question.asked == 1 }

        journey.cancel()
        try await waitUntil { results.count == 1 }
        #expect(results.count == 1, "the journey waited for an answer that never comes")
        #expect(results.first?.attempts.count == 1)
        #expect(results.first?.outcome.exit?.error?.code == .institutionUnavailable)
        question.answer(true)
        #expect(log.requests.count == 1, "a late yes starts nothing")
    }

    @Test func anUnansweredQuestionTimesOutAsNo() async throws {
        let log = JourneyLog()
        let question = UnansweredQuestion(cooperative: true)
        let coordinator = try Fixtures.coordinator(
            log: log, policy: .ask(timeout: 0.05) { _ in await question.ask() }, plan: Self.down)
        let result = try await coordinator.makeJourney().run()
        #expect(question.asked == 1)
        #expect(result.attempts.count == 1)
        #expect(result.outcome.exit?.error?.code == .institutionUnavailable)
        #expect(result.diagnostics.contains { $0.code == .fallbackDeclined })
        try await waitUntil { question.takenDown == 1 }
        #expect(question.takenDown == 1, "the app is told to take its question down")
    }

    @Test func anAnswerBeforeTheTimeoutIsTheAnswer() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(
            log: log, policy: .ask(timeout: 5) { _ in true }, plan: { entryName, _, _ in
                entryName == "primary" ? [.loaded, .fail(Fixtures.down()), .ended] : [.loaded, .succeed("public-b"), .ended]
            })
        let result = try await coordinator.makeJourney().run()
        #expect(result.attempts.count == 2)
        #expect(result.outcome.success != nil)
    }
}
