import Foundation
import ProviderKit
import Testing

/// The presenter behind the SwiftUI and UIKit entry points: idle → running → finished, exactly one
/// completion, cancellation, and requests the coordinator refuses.
@MainActor
@Suite struct LinkJourneyPresenterTests {
    typealias Fixtures = JourneyFixtures

    /// Waits at the OAuth return, so the journey is running until something cancels it.
    static let waiting: @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step] = { _, _, _ in
        [.loaded, .event(.oauthStarted, stage: .oauth), .awaitRedirect, .succeed("public-late"), .ended]
    }

    @Test func aStartedPresenterRunsTheJourneyAndCompletesExactlyOnce() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in [.loaded, .succeed("public-1"), .ended] }
        let presenter = LinkJourneyPresenter(.newLink(), coordinator: coordinator)
        #expect(presenter.state == .idle)
        #expect(presenter.journey != nil)
        #expect(tokens.contexts.isEmpty, "nothing runs before start")

        let completions = ResultLog()
        presenter.start { completions.results.append($0) }
        #expect(presenter.state == .running)
        presenter.start { completions.results.append($0) }  // a second call joins
        try await waitUntil { completions.results.count == 2 }
        try await Task.sleep(nanoseconds: 50_000_000)

        #expect(completions.results.count == 2, "each completion once")
        #expect(completions.results[0] == completions.results[1])
        let result = try #require(presenter.result)
        #expect(presenter.state == .finished)
        #expect(result == completions.results[0])
        #expect(result.outcome.success?.credential == .publicToken(Secret("public-1")))
        #expect(tokens.contexts.count == 1, "one journey, one token")
        #expect(await presenter.run() == result, "run after the end returns the one result")

        presenter.start { completions.results.append($0) }
        try await waitUntil { completions.results.count == 3 }
        #expect(completions.results[2] == result)
        #expect(presenter.cancel() == false, "nothing left to cancel")
    }

    @Test func cancellingAnIdlePresenterFinishesItAtOnceWithoutAToken() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens, plan: Self.waiting)
        let presenter = LinkJourneyPresenter(.newLink(), coordinator: coordinator)
        #expect(presenter.cancel())
        #expect(presenter.state == .finished)
        #expect(presenter.result?.outcome.exit?.reason == .userCancelled)
        #expect(presenter.cancel() == false, "idempotent")

        let completions = ResultLog()
        presenter.start { completions.results.append($0) }
        try await waitUntil { completions.results.count == 1 }
        #expect(completions.results.first?.outcome.exit?.reason == .userCancelled)
        #expect(tokens.contexts.isEmpty)
        #expect(log.requests.isEmpty)
    }

    @Test func cancellingARunningPresenterDismissesTheSessionAndStillCompletesOnce() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log, plan: Self.waiting)
        let presenter = LinkJourneyPresenter(.newLink(), coordinator: coordinator)
        let completions = ResultLog()
        presenter.start { completions.results.append($0) }
        try await waitUntil { presenter.journey?.currentSession?.state == .presented }

        #expect(presenter.cancel())
        #expect(presenter.cancel() == false)
        try await waitUntil { completions.results.count == 1 }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(completions.results.count == 1)
        #expect(completions.results.first?.outcome.exit?.reason == .userCancelled)
        #expect(completions.results.first?.attempts.count == 1, "no attempt after the cancel")
        #expect(log.flows.first?.cancelCount == 1, "the vendor interface was dismissed")
        #expect(coordinator.liveJourneys.isEmpty)
    }

    @Test func theVendorInterfaceDismissedMidFlowEndsAsOneUserCancel() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        // The user swipes the vendor's sheet away at the bank; a late success arrives after that.
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in
            [.loaded, .event(.oauthStarted, stage: .oauth), .ended, .succeed("public-late")]
        }
        let presenter = LinkJourneyPresenter(.newLink(), coordinator: coordinator)
        let completions = ResultLog()
        presenter.start { completions.results.append($0) }
        try await waitUntil { completions.results.count == 1 }
        try await Task.sleep(nanoseconds: 50_000_000)

        #expect(completions.results.count == 1, "one completion, the late success included")
        let result = try #require(completions.results.first)
        #expect(result.outcome.exit?.reason == .userCancelled)
        #expect(result.outcome.success == nil)
        #expect(result.attempts.count == 1, "a user cancel starts no other attempt")
        #expect(tokens.contexts.count == 1)
        #expect(presenter.state == .finished)
        #expect(presenter.result == result)
        #expect(coordinator.liveJourneys.isEmpty)
    }

    @Test func cancellingTheTaskAwaitingRunCancelsTheJourney() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log, plan: Self.waiting)
        let presenter = LinkJourneyPresenter(.newLink(), coordinator: coordinator)
        let task = Task { await presenter.run() }
        try await waitUntil { presenter.journey?.currentSession?.state == .presented }
        task.cancel()
        let result = await task.value
        #expect(result.outcome.exit?.reason == .userCancelled)
        #expect(presenter.state == .finished)
        #expect(log.flows.first?.cancelCount == 1)
    }

    @Test(arguments: RefusedRequest.allCases)
    func aRequestTheCoordinatorRefusesEndsAtOnceAsAConfigurationExit(_ refused: RefusedRequest) async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens, plan: Self.waiting)
        let request = refused.request
        let presenter = LinkJourneyPresenter(request, coordinator: coordinator)

        #expect(presenter.journey == nil)
        #expect(presenter.state == .finished, "finished at creation: nothing to show")
        let result = try #require(presenter.result)
        let error = try #require(result.outcome.exit?.error)
        #expect(error.code == .configuration)
        #expect(error.recovery == .fixConfiguration)
        #expect(error.message.contains(refused.mentioned), "the message names the problem: \(error.message)")
        #expect(result.diagnostics.map(\.code) == [.journeyNotStarted])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.attempts.count == 1, "a result always has an attempt")
        #expect(result.attempts.first?.entryName == refused.entryName)
        #expect(result.outcome.exit?.entryName == refused.entryName)
        #expect(result.purpose == request.purpose)
        #expect(result.journeyID == (request.interruptedJourney?.id ?? request.id))

        let completions = ResultLog()
        presenter.start { completions.results.append($0) }
        try await waitUntil { completions.results.count == 1 }
        #expect(completions.results == [result])
        #expect(await presenter.run() == result)
        #expect(presenter.cancel() == false)
        #expect(tokens.contexts.isEmpty)
        #expect(log.requests.isEmpty)
    }

    @Test func anUpdateRequestRunsOnTheConnectionsEntryWithTheUpdatePurpose() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in [.loaded, .succeed("public-2"), .ended] }
        let connection = LinkConnection(entryName: "spare", id: "conn-7", institution: Fixtures.chase)
        let result = await LinkJourneyPresenter(.update(connection), coordinator: coordinator).run()
        #expect(result.purpose == .update(connection))
        #expect(tokens.contexts.map(\.entryName) == ["spare"], "not the active entry")
        #expect(tokens.contexts.first?.purpose == .update(connection))
        #expect(tokens.contexts.first?.institutionHint == Fixtures.chase)
        #expect(result.outcome.success != nil)
    }

    @Test func aNewLinkRequestCarriesItsEntryAndInstitutionHint() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Fixtures.coordinator(log: log, tokens: tokens) { _, _, _ in [.loaded, .succeed("p"), .ended] }
        _ = await LinkJourneyPresenter(.newLink(entryName: "spare", institutionHint: Fixtures.chase), coordinator: coordinator)
            .run()
        #expect(tokens.contexts.map(\.entryName) == ["spare"])
        #expect(tokens.contexts.first?.institutionHint == Fixtures.chase)
        #expect(tokens.contexts.first?.purpose == .newLink)
    }

    @Test func requestsAreDistinctEvenWithTheSameContents() {
        let first = LinkJourneyRequest.newLink()
        let second = LinkJourneyRequest.newLink()
        #expect(first.id != second.id)
        #expect(first != second)
        #expect(first == first)
        #expect(first.purpose == .newLink && first.entryName == nil && first.interruptedJourney == nil)
    }
}

/// The requests a coordinator refuses, one per way to get it wrong.
enum RefusedRequest: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case unknownEntry
    case updateOfAnUnknownEntry
    case unknownInterruptedJourney

    static let stranger = InterruptedLinkJourney(
        id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, purpose: .newLink, attempt: 1,
        entryName: "primary", adapterName: "alpha", phase: .awaitingRedirect, stage: .oauth, institution: nil,
        startedAt: Date(timeIntervalSince1970: 0), interruptedAt: Date(timeIntervalSince1970: 1),
        hasReceivedRedirect: false, canResume: false)

    var request: LinkJourneyRequest {
        switch self {
        case .unknownEntry: return .newLink(entryName: "nope")
        case .updateOfAnUnknownEntry: return .update(LinkConnection(entryName: "gone", id: "conn-1"))
        case .unknownInterruptedJourney: return .resume(Self.stranger)
        }
    }

    /// The entry the synthesized attempt names.
    var entryName: String {
        switch self {
        case .unknownEntry: return "nope"
        case .updateOfAnUnknownEntry: return "gone"
        case .unknownInterruptedJourney: return "primary"
        }
    }

    /// What the error message must mention.
    var mentioned: String {
        switch self {
        case .unknownEntry: return "\"nope\""
        case .updateOfAnUnknownEntry: return "\"gone\""
        case .unknownInterruptedJourney: return Self.stranger.id.uuidString
        }
    }

    var testDescription: String { rawValue }
}

/// Collects completions on the main actor.
@MainActor
final class ResultLog {
    var results: [LinkJourneyResult] = []
}

extension JourneyJournalTests {
    @Test func aResumeRequestEndsTheInterruptedJourneyOnce() async throws {
        let disk = Disk()
        let id = try await killMidOAuth(disk)
        let relaunched = try coordinator(disk, log: JourneyLog())
        #expect(relaunched.handleUniversalLink(URL(string: "https://app.example.com/alpha/oauth/?oauth_state_id=st-9")!))
        let interrupted = try #require(relaunched.interruptedJourneys.first)

        let presenter = LinkJourneyPresenter(.resume(interrupted), coordinator: relaunched)
        #expect(presenter.request.purpose == interrupted.purpose)
        #expect(presenter.request.entryName == interrupted.entryName)
        let result = await presenter.run()
        #expect(result.journeyID == id)
        #expect(result.attempts.first?.isResumed == true)
        #expect(result.outcome.success?.credential == .publicToken(Secret("public-resumed")))
        #expect(relaunched.interruptedJourneys.isEmpty)
        #expect(disk.journalFiles().isEmpty)
    }
}
