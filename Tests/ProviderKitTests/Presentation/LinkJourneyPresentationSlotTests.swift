import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// The decisions behind the SwiftUI modifier: which trigger changes start, join or cancel a
/// journey, the binding reset before the one completion, and cancellation when the view goes away.
@MainActor
@Suite struct LinkJourneyPresentationSlotTests {
    typealias Fixtures = JourneyFixtures

    /// A SwiftUI view's binding and `onCompletion`, as the modifier wires them to the slot.
    @MainActor
    final class FakeView {
        var isPresented = false
        var request: LinkJourneyRequest?
        var dismissals = 0
        var completions: [LinkJourneyResult] = []
        /// What the view's `onCompletion` does besides recording (for example present again).
        var onCompletion: (LinkJourneyResult) -> Void = { _ in }
        let slot = LinkJourneyPresentationSlot()
        let coordinator: LinkJourneyCoordinator

        init(_ coordinator: LinkJourneyCoordinator) { self.coordinator = coordinator }

        /// What `.linkJourney(isPresented:…)` does on every trigger change.
        func renderPresented(_ request: LinkJourneyRequest = .newLink()) {
            slot.update(
                key: isPresented ? AnyHashable(true) : nil, request: { request }, coordinator: coordinator,
                currentKey: { [unowned self] in isPresented ? AnyHashable(true) : nil }, dismiss: { [unowned self] in
                    dismissals += 1
                    isPresented = false
                },
                completion: { [unowned self] result in
                    completions.append(result)
                    onCompletion(result)
                })
        }

        /// SwiftUI's rules for the view: one render at the end of a turn, `.task(id:)` on a changed key.
        let turns = SwiftUITurnModel()

        /// The end of a turn for `.linkJourney(isPresented:…)`: the modifier's `.task(id:)` runs
        /// ``renderPresented(_:)`` only when the key changed since the last render.
        func endTurnPresented() {
            turns.endTurn(id: isPresented ? AnyHashable(true) : nil) { renderPresented() }
        }

        /// What `.linkJourney(request:…)` does on every trigger change.
        func renderItem() {
            slot.update(
                key: request.map { AnyHashable($0.id) }, request: { [unowned self] in request }, coordinator: coordinator,
                currentKey: { [unowned self] in request.map { AnyHashable($0.id) } },
                dismiss: { [unowned self] in
                    dismissals += 1
                    request = nil
                },
                completion: { [unowned self] result in
                    completions.append(result)
                    onCompletion(result)
                })
        }
    }

    static let success: @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step] = { _, _, _ in
        [.loaded, .succeed("public-1"), .ended]
    }

    @Test func presentingRunsOneJourneyResetsTheBindingThenCompletesOnce() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let view = FakeView(try Fixtures.coordinator(log: log, tokens: tokens, plan: Self.success))
        var bindingWhenCompleted: [Bool] = []
        view.onCompletion = { [unowned view] _ in bindingWhenCompleted.append(view.isPresented) }

        view.isPresented = true
        view.renderPresented()
        view.renderPresented()  // re-rendered, or reappeared: the same key
        #expect(view.slot.presenter?.state == .running)
        try await waitUntil { view.completions.count == 1 }
        view.renderPresented()  // the binding reset re-renders the view
        try await Task.sleep(nanoseconds: 50_000_000)

        #expect(view.completions.count == 1)
        #expect(view.completions.first?.outcome.success != nil)
        #expect(view.dismissals == 1)
        #expect(bindingWhenCompleted == [false], "the binding was reset before the completion ran")
        #expect(tokens.contexts.count == 1, "one journey for one presentation")
    }

    /// How many sessions a plan has made, on the main actor.
    @MainActor final class PlanCalls {
        var count = 0
    }

    @Test func aCompletionThatPresentsAgainStartsTheRetry() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let calls = PlanCalls()
        // The first journey succeeds at once; the retry waits (for a redirect), so its start can be
        // observed before the test ends it.
        let plan: @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step] = { _, _, _ in
            calls.count += 1
            return calls.count == 1 ? [.loaded, .succeed("public-1"), .ended] : [.loaded, .awaitRedirect]
        }
        let view = FakeView(try Fixtures.coordinator(log: log, tokens: tokens, plan: plan))
        view.onCompletion = { [unowned view] _ in
            if view.completions.count == 1 {
                view.isPresented = true  // "Try again", in the turn ProviderKit reset the binding
            }
        }
        view.isPresented = true
        view.endTurnPresented()
        try await waitLong { view.completions.count == 1 }
        #expect(view.isPresented, "the retry survived the reset")
        // SwiftUI renders false → true of one turn as no change of the trigger: `.task(id:)` does not run.
        view.endTurnPresented()
        #expect(view.turns.taskRuns == 1)
        try await waitLong { tokens.contexts.count == 2 && view.slot.presenter?.state == .running }
        #expect(tokens.contexts.count == 2, "the retry ran")
        // The user backs out of the retry: it is cancelled and completes once.
        view.isPresented = false
        view.endTurnPresented()
        try await waitLong { view.completions.count == 2 }
        #expect(view.completions.last?.outcome.exit?.reason == .userCancelled)
        #expect(view.isPresented == false, "a `.disabled(isLinking)` button is enabled again")
        #expect(view.slot.presenter?.state == .finished)
    }

    /// Polls for up to ten seconds: the permutation suites share the main actor when tests run in parallel.
    private func waitLong(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        for _ in 0..<2000 {
            if condition() { return }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        Issue.record("condition not met in time", sourceLocation: sourceLocation)
    }

    @Test func resettingTheBindingCancelsTheJourneyAndStillCompletesOnce() async throws {
        let log = JourneyLog()
        let view = FakeView(try Fixtures.coordinator(log: log, plan: LinkJourneyPresenterTests.waiting))
        view.isPresented = true
        view.renderPresented()
        try await waitUntil { view.slot.presenter?.journey?.currentSession?.state == .presented }

        view.isPresented = false
        view.renderPresented()
        try await waitUntil { view.completions.count == 1 }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(view.completions.count == 1)
        #expect(view.completions.first?.outcome.exit?.reason == .userCancelled)
        #expect(view.dismissals == 0, "the app had already reset the binding")
        #expect(log.flows.first?.cancelCount == 1, "the vendor interface was dismissed")
    }

    @Test func aNewRequestCancelsTheRunningOneAndRunsItself() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let view = FakeView(
            try Fixtures.coordinator(log: log, tokens: tokens) { entryName, _, _ in
                if entryName == "primary" { return [.loaded, .awaitRedirect, .succeed("public-late"), .ended] }
                return [.loaded, .succeed("public-spare"), .ended]
            })
        let first = LinkJourneyRequest.newLink()
        view.request = first
        view.renderItem()
        try await waitUntil { view.slot.presenter?.journey?.currentSession?.state == .presented }

        let second = LinkJourneyRequest.newLink(entryName: "spare")
        view.request = second
        view.renderItem()
        try await waitUntil { view.completions.count == 2 }
        try await Task.sleep(nanoseconds: 50_000_000)

        #expect(view.completions.count == 2)
        #expect(view.completions[0].outcome.exit?.reason == .userCancelled, "the first, cancelled")
        #expect(view.completions[1].outcome.success?.entryName == "spare", "the second ran")
        #expect(view.dismissals == 1, "only the current request resets the binding")
        #expect(view.request == nil)
        #expect(tokens.contexts.map(\.entryName) == ["primary", "spare"])
    }

    @Test func theSameRequestAgainIsNotRunTwice() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let view = FakeView(try Fixtures.coordinator(log: log, tokens: tokens, plan: LinkJourneyPresenterTests.waiting))
        view.request = .newLink()
        view.renderItem()
        view.renderItem()
        try await waitUntil { view.slot.presenter?.journey?.currentSession?.state == .presented }
        view.renderItem()
        #expect(tokens.contexts.count == 1)
        view.request = nil
        view.renderItem()
        try await waitUntil { view.completions.count == 1 }
    }

    @Test func theViewGoingAwayCancelsTheJourneyAndStillCompletesOnce() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log, plan: LinkJourneyPresenterTests.waiting)
        let completions = ResultLog()
        var slot: LinkJourneyPresentationSlot? = LinkJourneyPresentationSlot()
        weak var presenter: LinkJourneyPresenter?
        slot?.update(
            key: true, request: { .newLink() }, coordinator: coordinator, currentKey: { nil }, dismiss: {},
            completion: { completions.results.append($0) })
        presenter = slot?.presenter
        try await waitUntil { presenter?.journey?.currentSession?.state == .presented }

        slot = nil  // SwiftUI released the view's state
        try await waitUntil { completions.results.count == 1 }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(completions.results.count == 1)
        #expect(completions.results.first?.outcome.exit?.reason == .userCancelled)
        #expect(log.flows.first?.cancelCount == 1)
        #expect(coordinator.liveJourneys.isEmpty)
    }

    @Test func aRefusedRequestResetsTheBindingAndCompletesWithAConfigurationExit() async throws {
        let log = JourneyLog()
        let view = FakeView(try Fixtures.coordinator(log: log, plan: Self.success))
        view.isPresented = true
        view.renderPresented(.newLink(entryName: "nope"))
        try await waitUntil { view.completions.count == 1 }
        #expect(view.completions.first?.outcome.exit?.error?.code == .configuration)
        #expect(view.completions.first?.diagnostics.map(\.code) == [.journeyNotStarted])
        #expect(view.dismissals == 1)
        #expect(view.isPresented == false)
        #expect(log.requests.isEmpty)
    }
}
