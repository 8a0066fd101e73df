import Foundation
import ProviderKit
import Testing

/// Token → session → outcome, fresh tokens, fallbacks and updates.
@MainActor
@Suite struct JourneyTests {
    typealias Fixtures = JourneyFixtures

    @Test func aSuccessfulFirstAttemptIsTheFinalOutcome() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in
            [.loaded, .event(.opened), .succeed("public-1"), .ended]
        }
        let result = try await coordinator.runJourney()
        #expect(result.attempts.count == 1)
        #expect(result.outcome.success?.credential == .publicToken(Secret("public-1")))
        #expect(result.outcome == result.attempts[0].outcome)
        #expect(result.attempts[0].entryName == "primary")
        #expect(result.attempts[0].adapterName == "alpha")
        #expect(result.attempts[0].tokenReason == .firstAttempt)
        #expect(tokens.contexts.map(\.reason) == [.firstAttempt])
        #expect(tokens.contexts.map(\.entryName) == ["primary"])
        #expect(tokens.contexts.map(\.adapterName) == ["alpha"])
        #expect(tokens.contexts[0].journeyID == result.journeyID)
        #expect(log.requests.map { $0.request.token.reveal() } == ["tok-primary-1"])
        #expect(coordinator.liveJourneys.isEmpty)
    }

    @Test func aRejectedTokenIsRefetchedOnceAndTheFlowRestarts() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, index in
            index == 1 ? [.loaded, .fail(Fixtures.expired()), .ended] : [.loaded, .succeed("public-2"), .ended]
        }
        let result = try await coordinator.runJourney()
        #expect(tokens.contexts.map(\.reason) == [.firstAttempt, .refreshAfterRejectedToken])
        #expect(tokens.contexts.map(\.attempt) == [1, 2])
        #expect(result.attempts.map(\.entryName) == ["primary", "primary"])
        #expect(result.attempts[0].outcome.exit?.error?.code == .invalidLinkToken)
        #expect(result.outcome.success != nil)
        #expect(log.requests.map { $0.request.token.reveal() } == ["tok-primary-1", "tok-primary-2"])
        #expect(result.diagnostics.map(\.code) == [LinkDiagnostic.Code.tokenRefetched])
    }

    @Test func aSecondRejectedTokenEndsTheJourneyWithThatError() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in
            [.loaded, .fail(Fixtures.expired()), .ended]
        }
        let result = try await coordinator.runJourney()
        #expect(tokens.contexts.count == 2, "refetched once, never twice")
        #expect(result.attempts.count == 2)
        #expect(result.outcome.exit?.error?.code == .invalidLinkToken)
        #expect(result.outcome.exit?.recovery == .relink)
    }

    @Test func aTokenTheAdapterRefusesIsAnOutcomeNotAThrow() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log) { _, request, _ throws(LinkError) in
            if request.token.reveal().hasSuffix("-1") {
                throw LinkError(code: .invalidLinkToken, message: "malformed token")
            }
            return [.loaded, .succeed("public-ok"), .ended]
        }
        let result = try await coordinator.runJourney()
        #expect(result.attempts.count == 2)
        #expect(result.attempts[0].outcome.exit?.error?.code == .invalidLinkToken)
        #expect(result.attempts[0].outcome.exit?.stage == .loading)
        #expect(result.outcome.success != nil)
    }

    @Test(arguments: [
        (LinkFallbackPolicy.automatic, true), (LinkFallbackPolicy.never, false),
    ])
    func anOutageContinuesWithTheFallbackOnlyWhenThePolicySaysSo(policy: LinkFallbackPolicy, continues: Bool)
        async throws
    {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens, policy: policy) { entry, _, _ in
            entry == "primary"
                ? [.loaded, .event(.institutionSelected, institution: Fixtures.chase), .fail(Fixtures.down()), .ended]
                : [.loaded, .succeed("public-backup"), .ended]
        }
        let result = try await coordinator.runJourney()
        if continues {
            #expect(result.attempts.map(\.entryName) == ["primary", "backup"])
            #expect(result.attempts.map(\.adapterName) == ["alpha", "beta"])
            #expect(tokens.contexts.map(\.institutionHint) == [nil, Fixtures.chase], "the bank travels as the hint")
            #expect(tokens.contexts.map(\.reason) == [.firstAttempt, .firstAttempt])
            #expect(result.outcome.success != nil)
            #expect(result.diagnostics.map(\.code) == [LinkDiagnostic.Code.fallbackTaken])
        } else {
            #expect(result.attempts.map(\.entryName) == ["primary"])
            #expect(result.outcome.exit?.error?.code == .institutionUnavailable)
            #expect(result.outcome.exit?.fallbacks == ["backup", "spare"], "the app can still decide later")
            #expect(result.diagnostics.map(\.code) == [LinkDiagnostic.Code.fallbackDeclined])
        }
    }

    @Test(arguments: [true, false])
    func theAskPolicyGetsTheOfferAndItsAnswerDecides(answer: Bool) async throws {
        let log = JourneyLog()
        let offers = OfferLog()
        let coordinator = try Fixtures.coordinator(
            log: log,
            policy: .ask { offer in
                offers.offers.append(offer)
                return answer
            }
        ) { entry, _, _ in
            entry == "primary"
                ? [.loaded, .event(.institutionSelected, institution: Fixtures.chase), .fail(Fixtures.down()), .ended]
                : [.loaded, .succeed("public-backup"), .ended]
        }
        let result = try await coordinator.runJourney()
        #expect(offers.offers.count == 1)
        let offer = try #require(offers.offers.first)
        #expect(offer.failedEntryName == "primary")
        #expect(offer.entryName == "backup")
        #expect(offer.adapterName == "beta")
        #expect(offer.institution == Fixtures.chase)
        #expect(offer.nextAttempt == 2)
        #expect(offer.failedExit.error?.code == .institutionUnavailable)
        #expect(result.attempts.count == (answer ? 2 : 1))
        #expect((result.outcome.success != nil) == answer)
    }

    @Test func eachFallbackIsTriedOnceInOrderThenTheLastExitIsFinal() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log) { entry, _, _ in
            [.loaded, .fail(Fixtures.down("\(entry) down")), .ended]
        }
        let result = try await coordinator.runJourney()
        #expect(result.attempts.map(\.entryName) == ["primary", "backup", "spare"])
        #expect(result.attempts.map(\.number) == [1, 2, 3])
        #expect(result.outcome.exit?.error?.message == "spare down")
        #expect(result.outcome == result.attempts.last?.outcome)
    }

    @Test func aRoutedInstitutionStartsOnItsEntry() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens, routes: #"{"ins_3": "spare"}"#) { _, _, _ in
            [.loaded, .succeed("public-1"), .ended]
        }
        let routed = try await coordinator.runJourney(institutionHint: Fixtures.chase)
        #expect(routed.attempts.map(\.entryName) == ["spare"])
        #expect(tokens.contexts.first?.institutionHint == Fixtures.chase)
        let other = try await coordinator.runJourney(institutionHint: LinkInstitution(id: "ins_9", name: "Other"))
        #expect(other.attempts.map(\.entryName) == ["primary"])
        let explicit = try await coordinator.runJourney(entryName: "backup", institutionHint: Fixtures.chase)
        #expect(explicit.attempts.map(\.entryName) == ["backup"], "an entry the app names wins")
    }

    @Test func aRoutedInstitutionIsTheFirstFallback() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log, routes: #"{"ins_3": "spare"}"#) { entry, _, _ in
            entry == "primary"
                ? [.loaded, .event(.institutionSelected, institution: Fixtures.chase), .fail(Fixtures.down()), .ended]
                : [.loaded, .succeed("public-\(entry)"), .ended]
        }
        let result = try await coordinator.runJourney()
        #expect(result.attempts.map(\.entryName) == ["primary", "spare"], "the route comes before fallbacks")
        #expect(result.outcome.success?.credential == .publicToken(Secret("public-spare")))
    }

    @Test func anUpdateReachesTheTokenProviderAndTheAdapterOnTheConnectionsEntry() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in
            [.loaded, .succeed("public-updated"), .ended]
        }
        let connection = LinkConnection(entryName: "spare", id: "item-42", institution: Fixtures.chase)
        let result = try await coordinator.runJourney(.update(connection))
        #expect(tokens.contexts.map(\.purpose) == [.update(connection)])
        #expect(tokens.contexts.map(\.entryName) == ["spare"])
        #expect(tokens.contexts.map(\.institutionHint) == [Fixtures.chase])
        #expect(log.requests.map(\.request.purpose) == [.update(connection)])
        #expect(result.attempts.map(\.purpose) == [.update(connection)])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anUpdateOnAnAdapterWithoutUpdateModeLinksAnewWithADiagnostic() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in
            [.loaded, .succeed("public-new"), .ended]
        }
        let connection = LinkConnection(entryName: "backup", id: "conn-7")
        let result = try await coordinator.runJourney(.update(connection))
        #expect(tokens.contexts.map(\.purpose) == [.newLink])
        #expect(log.requests.map(\.request.purpose) == [.newLink])
        #expect(result.attempts.map(\.purpose) == [.newLink])
        #expect(result.purpose == .update(connection))
        #expect(result.diagnostics.map(\.code) == [LinkDiagnostic.Code.updateUnsupported])
    }

    @Test func anUpdateNeverFallsBack() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log) { _, _, _ in [.loaded, .fail(Fixtures.down()), .ended] }
        let result = try await coordinator.runJourney(.update(LinkConnection(entryName: "primary", id: "item-1")))
        #expect(result.attempts.count == 1)
        #expect(result.outcome.exit?.error?.code == .institutionUnavailable)
    }

    @Test func anUnknownEntryIsAProgrammerErrorThatThrows() async throws {
        let coordinator = try Fixtures.coordinator(log: JourneyLog()) { _, _, _ in [] }
        #expect(throws: LinkError.self) { try coordinator.makeJourney(entryName: "primray") }
        #expect(throws: LinkError.self) {
            try coordinator.makeJourney(.update(LinkConnection(entryName: "gone", id: "x")))
        }
        #expect(coordinator.liveJourneys.isEmpty)
    }

    @Test func tokenProviderFailuresBecomeExits() async throws {
        struct ServerDown: Error, CustomStringConvertible {
            var description: String { "upstream said secret-123" }
        }
        let cases: [(any Error, LinkError.Code?)] = [
            (URLError(.notConnectedToInternet), .network), (ServerDown(), .unknown),
            (LinkError(code: .configuration, message: "no client id"), .configuration), (CancellationError(), nil),
        ]
        for (thrown, expected) in cases {
            let box = ErrorBox(thrown)
            let tokens = TestTokens { _, _ in throw box.error }
            let coordinator = try Fixtures.coordinator(log: JourneyLog(), tokens: tokens) { _, _, _ in [] }
            let result = try await coordinator.runJourney()
            #expect(result.attempts.count == 1)
            #expect(result.outcome.exit?.error?.code == expected)
            #expect(result.outcome.exit?.error?.message.contains("secret-123") != true, "never copies the error's text")
            if expected == .unknown { #expect(result.outcome.exit?.recovery == .retry) }
        }
    }

    @Test func allAttemptsEventsArriveOnOneStreamStampedWithTheirAttempt() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log) { entry, _, _ in
            entry == "primary"
                ? [.loaded, .event(.opened), .fail(Fixtures.down()), .ended]
                : [.loaded, .event(.opened), .succeed("public-1"), .event(.handoff), .ended]
        }
        let journey = try coordinator.makeJourney()
        var closureEvents: [LinkJourneyEvent] = []
        journey.onEvent = { closureEvents.append($0) }
        let stream = journey.events()
        let result = await journey.run()
        var streamed: [LinkJourneyEvent] = []
        for await event in stream { streamed.append(event) }
        #expect(streamed == closureEvents)
        let summary = streamed.map { event -> String in
            switch event.kind {
            case .attemptStarted: return "\(event.attempt):start"
            case .event(let linkEvent): return "\(event.attempt):\(linkEvent.name.rawValue)"
            case .diagnostic(let diagnostic): return "\(event.attempt):diag:\(diagnostic.code)"
            case .attemptEnded: return "\(event.attempt):end"
            case .finished: return "\(event.attempt):finished"
            }
        }
        // HANDOFF follows the success in the vendor's order, but whether the journey has already closed the
        // attempt when it arrives depends on scheduling: it must come after attempt 2 opened, stamped 2, once.
        #expect(
            summary.filter { $0 != "2:handoff" } == [
                "1:start", "1:opened", "1:end", "1:diag:fallbackTaken", "2:start", "2:opened", "2:end", "2:finished",
            ])
        #expect(summary.filter { $0 == "2:handoff" }.count == 1)
        #expect((summary.firstIndex(of: "2:handoff") ?? -1) > (summary.firstIndex(of: "2:opened") ?? Int.max))
        #expect(streamed.filter { if case .finished = $0.kind { return true } else { return false } }.count == 1)
        #expect(Set(streamed.map(\.journeyID)) == [result.journeyID])
        #expect(streamed.filter { $0.attempt == 2 }.allSatisfy { $0.entryName == "backup" && $0.adapterName == "beta" })
    }

    @Test func runTwiceAndTheClosureFormGiveTheSameSingleResult() async throws {
        let coordinator = try Fixtures.coordinator(log: JourneyLog()) { _, _, _ in [.loaded, .succeed("p"), .ended] }
        let journey = try coordinator.makeJourney()
        let calls = OfferLog()
        journey.start { calls.results.append($0) }
        let first = await journey.run()
        let second = await journey.run()
        #expect(first == second)
        try await waitUntil { calls.results.count == 1 }
        #expect(calls.results == [first])
        journey.start { calls.results.append($0) }
        try await waitUntil { calls.results.count == 2 }
        #expect(calls.results == [first, first])
    }
}

/// Collects offers and results on the main actor.
@MainActor
final class OfferLog {
    var offers: [LinkFallbackOffer] = []
    var results: [LinkJourneyResult] = []
}

/// Carries an error into a `@Sendable` closure.
final class ErrorBox: @unchecked Sendable {
    let error: any Error
    init(_ error: any Error) { self.error = error }
}

/// Polls `condition` on the main actor for up to two seconds.
@MainActor
func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    for _ in 0..<400 {
        if condition() { return }
        try await Task.sleep(nanoseconds: 5_000_000)
    }
    Issue.record("condition not met in time", sourceLocation: sourceLocation)
}
