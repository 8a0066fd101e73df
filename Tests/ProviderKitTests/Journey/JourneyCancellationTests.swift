import Foundation
import ProviderKit
import Testing

/// Cancelling the awaiting task cancels the journey and its live session; nothing hangs.
@MainActor
@Suite struct JourneyCancellationTests {
    typealias Fixtures = JourneyFixtures

    @Test func cancellingTheTaskDuringTheTokenRequestEndsAsAUserCancel() async throws {
        let log = JourneyLog()
        // The answer never comes unless the request is cancelled: an hour, so a main actor busy
        // with other suites cannot let it arrive before the cancel does.
        let tokens = TestTokens { _, _ in
            try await Task.sleep(nanoseconds: 3_600_000_000_000)
            return LinkRequest(token: Secret("never"))
        }
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in [.loaded, .succeed("p")] }
        let task = Task { try await coordinator.runJourney() }
        try await waitUntil { tokens.contexts.count == 1 }
        task.cancel()
        let result = try await task.value
        #expect(result.attempts.count == 1)
        #expect(result.outcome.exit?.reason == .userCancelled)
        #expect(log.requests.isEmpty, "no session was made")
        #expect(coordinator.liveJourneys.isEmpty)
    }

    @Test func cancellingTheTaskDuringTheSessionCancelsTheSessionAndStartsNothingElse() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in
            [.loaded, .event(.oauthStarted, stage: .oauth), .awaitRedirect, .succeed("p")]
        }
        let journey = try coordinator.makeJourney()
        let task = Task { await journey.run() }
        try await waitUntil { journey.currentSession?.state == .presented && log.flows.count == 1 }
        task.cancel()
        let result = await task.value
        #expect(result.outcome.exit?.reason == .userCancelled)
        #expect(result.attempts.count == 1)
        #expect(log.flows.first?.cancelCount == 1, "the vendor interface was dismissed")
        #expect(tokens.contexts.count == 1)
        #expect(journey.cancel() == false, "already ended")
    }

    @Test func aJourneyCancelledBeforeItRanEndsAtOnceWithOneOutcome() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in [.loaded, .succeed("p")] }
        let journey = try coordinator.makeJourney()
        #expect(journey.cancel())
        #expect(journey.cancel() == false)
        let result = await journey.run()
        #expect(result.attempts.count == 1)
        #expect(result.outcome.exit?.reason == .userCancelled)
        #expect(tokens.contexts.isEmpty)
        #expect(log.requests.isEmpty)
    }

    @Test func cancellingWhileTheAppIsAskedIgnoresItsAnswer() async throws {
        let log = JourneyLog()
        let asked = OfferLog()
        let holder = JourneyHolder()
        let coordinator = try Fixtures.coordinator(
            log: log,
            policy: .ask { offer in
                asked.offers.append(offer)
                holder.journey?.cancel()
                return true
            }
        ) { _, _, _ in [.loaded, .fail(Fixtures.down()), .ended] }
        let journey = try coordinator.makeJourney()
        holder.journey = journey
        let result = await journey.run()
        #expect(asked.offers.count == 1)
        #expect(result.attempts.count == 1, "no attempt after the cancel")
        #expect(result.outcome.exit?.error?.code == .institutionUnavailable)
    }

    @Test func aJourneyMadeButNeverRunIsNotHeldAndARunningOneIsListed() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log) { _, _, _ in [.loaded, .awaitRedirect, .succeed("p"), .ended] }
        weak var dropped: LinkJourney?
        do { dropped = try coordinator.makeJourney() }
        #expect(dropped == nil, "the coordinator does not hold a journey that never ran")
        #expect(coordinator.liveJourneys.isEmpty)
        let journey = try coordinator.makeJourney()
        journey.start { _ in }
        #expect(coordinator.liveJourneys.map(\.id) == [journey.id])
        journey.cancel()
        try await waitUntil { coordinator.liveJourneys.isEmpty }
    }

    @Test func aJourneyKeepsItselfAliveWhileItRuns() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log) { _, _, _ in [.loaded, .succeed("p"), .ended] }
        let results = OfferLog()
        weak var weakJourney: LinkJourney?
        do {
            let journey = try coordinator.makeJourney()
            weakJourney = journey
            journey.start { results.results.append($0) }
        }
        try await waitUntil { results.results.count == 1 }
        #expect(results.results.first?.outcome.success != nil)
        try await waitUntil { weakJourney == nil }
    }
}

/// Lets a closure reach a journey made after it.
@MainActor
final class JourneyHolder {
    var journey: LinkJourney?
}
