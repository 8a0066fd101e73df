import Foundation
import ProviderKit
import Testing

/// Journeys on a layered configuration: the kill switch, staged rollouts, and the outage runbook
/// end to end (bundled plaid, a remote file switches it off, the next journey links on meld).
@MainActor
@Suite struct RemoteConfigurationJourneyTests {
    /// A registry of journey test adapters called `plaid` and `meld`, every flow succeeding.
    static func registry(_ log: JourneyLog) -> ProviderRegistry {
        let plan: @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step] = { entry, _, _ in
            [.loaded, .succeed("public-\(entry)"), .ended]
        }
        return ProviderRegistry([
            JourneyTestAdapter(name: "plaid", log: log, plan: plan), JourneyTestAdapter(name: "meld", log: log, plan: plan),
        ])
    }

    static func coordinator(
        _ text: String, log: JourneyLog, tokens: TestTokens = TestTokens(), policy: LinkFallbackPolicy = .automatic
    ) throws -> LinkJourneyCoordinator {
        let registry = registry(log)
        return LinkJourneyCoordinator(
            configuration: try ProviderConfiguration(parsing: text, registry: registry), registry: registry, tokenProvider: tokens,
            fallbackPolicy: policy, journal: nil, secureStore: nil, sessionOptions: .init(closeAfterOutcome: 0.05))
    }

    @Test func aSwitchedOffEntryIsSkippedAsUnavailableAndTheFallbackLinks() async throws {
        let log = JourneyLog()
        let tokens = TestTokens()
        let coordinator = try Self.coordinator(
            RemoteFixtures.text(plaidEntry: #""enabled": false, "disabledMessage": "Plaid outage INC-42""#), log: log, tokens: tokens)
        let result = try await coordinator.runJourney()
        #expect(result.attempts.map(\.entryName) == ["plaid", "meld"])
        #expect(result.attempts.map(\.isSkipped) == [true, false])
        let skipped = try #require(result.attempts[0].outcome.exit?.error)
        #expect(skipped.code == .providerUnavailable)
        #expect(skipped.message.contains("switched it off"))
        #expect(skipped.message.contains("Plaid outage INC-42"))
        #expect(result.attempts[0].outcome.exit?.fallbacks == ["meld"])
        #expect(result.outcome.success?.credential == .publicToken(Secret("public-meld")))
        #expect(tokens.contexts.map(\.entryName) == ["meld"], "no token is asked for a switched-off entry")
        #expect(log.requests.map(\.entryName) == ["meld"])
        #expect(result.diagnostics.map(\.code) == [.entryDisabled, .fallbackTaken])
    }

    @Test func withoutFallbacksASwitchedOffEntryEndsAsProviderUnavailable() async throws {
        let log = JourneyLog()
        let coordinator = try Self.coordinator(RemoteFixtures.text(plaidEntry: #""enabled": false"#), log: log, policy: .never)
        let result = try await coordinator.runJourney()
        #expect(result.attempts.count == 1)
        #expect(result.outcome.exit?.error?.code == .providerUnavailable)
        #expect(result.outcome.exit?.fallbacks == ["meld"])
        #expect(log.requests.isEmpty)
    }

    @Test func aSwitchedOffFallbackIsLeftOutAndSaysWhy() async throws {
        let log = JourneyLog()
        let registry = ProviderRegistry([
            JourneyTestAdapter(name: "plaid", log: log) { _, _, _ throws(LinkError) in
                [.loaded, .fail(LinkError(code: .institutionUnavailable, message: "bank down")), .ended]
            },
            JourneyTestAdapter(name: "meld", log: log) { entry, _, _ throws(LinkError) in [.loaded, .succeed("public-\(entry)"), .ended] },
        ])
        let text = """
            {"version": 1, "provider": "plaid", "fallbacks": ["meld", "spare"],
             "providers": {"plaid": {"adapter": "plaid"}, "meld": {"adapter": "meld", "enabled": false}, "spare": {"adapter": "meld"}}}
            """
        let coordinator = LinkJourneyCoordinator(
            configuration: try ProviderConfiguration(parsing: text, registry: registry), registry: registry, tokenProvider: TestTokens(),
            fallbackPolicy: .automatic, journal: nil, secureStore: nil, sessionOptions: .init(closeAfterOutcome: 0.05))
        let result = try await coordinator.runJourney()
        #expect(result.attempts.map(\.entryName) == ["plaid", "spare"])
        #expect(result.outcome.success != nil)
        #expect(result.diagnostics.first { $0.code == .entryDisabled }?.message.contains("Left meld out of the fallbacks") == true)
    }

    @Test func aRolloutPicksTheUsersEntryAndTheResultSaysSo() async throws {
        let log = JourneyLog()
        let coordinator = try Self.coordinator(RemoteFixtures.text(provider: #"{"plaid": 50, "meld": 50}"#), log: log)
        var seen: Set<String> = []
        for user in ["install-1", "install-2", "install-3", "install-4", "install-5", "install-6"] {
            coordinator.rolloutIdentifier = user
            let result = try await coordinator.runJourney()
            let rollout = try #require(result.rollout)
            #expect(result.attempts.first?.entryName == rollout.entryName)
            #expect(rollout.choices.map(\.entryName) == ["meld", "plaid"])
            // The same user gets the same entry on the next journey.
            #expect(try await coordinator.runJourney().attempts.first?.entryName == rollout.entryName)
            seen.insert(rollout.entryName)
        }
        #expect(seen == ["plaid", "meld"])
        coordinator.rolloutIdentifier = nil
        let withoutIdentifier = try await coordinator.runJourney()
        #expect(withoutIdentifier.rollout == nil)
        #expect(withoutIdentifier.attempts.first?.entryName == "meld", "ties go to the first name")
        // A requested entry is not the rollout's pick.
        coordinator.rolloutIdentifier = "install-1"
        #expect(try await coordinator.runJourney(entryName: "plaid").rollout == nil)
    }

    /// The outage runbook: plaid is bundled; the team publishes a file that switches it off; a
    /// journey made before the file arrived keeps plaid, the next one links on meld.
    @Test func theOutageRunbookMovesTheNextJourneyToTheFallback() async throws {
        let log = JourneyLog()
        let registry = Self.registry(log)
        let outage = RemoteFixtures.text(plaidEntry: #""enabled": false, "disabledMessage": "Plaid is down (INC-42)""#)
        let server = try LoopbackHTTPServer { _ in LoopbackHTTPServer.Reply(status: 404) }
        defer { server.stop() }
        let source = LinkConfigurationSource(
            bundled: try ProviderConfiguration(parsing: RemoteFixtures.text(), registry: registry), registry: registry,
            remoteURL: server.url("/providers.json"), cacheDirectory: RemoteFixtures.directory(), policy: RemoteFixtures.policy())
        let tokens = TestTokens()
        let coordinator = LinkJourneyCoordinator(
            configurationSource: source, tokenProvider: tokens, fallbackPolicy: .automatic, journal: nil, secureStore: nil,
            sessionOptions: .init(closeAfterOutcome: 0.05))

        let before = try coordinator.makeJourney()
        #expect(await source.fetch().outcome == .httpError)
        server.setReply { _ in .json(outage, etag: "\"incident\"") }
        let fetch = await source.fetch()
        #expect(fetch.outcome == .activated, "\(fetch)")
        #expect(source.status.activeLayer == .remote)

        let earlier = await before.run()
        #expect(earlier.attempts.map(\.entryName) == ["plaid"], "a journey keeps the configuration it started with")
        #expect(earlier.outcome.success != nil)

        let after = try await coordinator.runJourney()
        #expect(after.attempts.map(\.entryName) == ["plaid", "meld"])
        #expect(after.attempts[0].isSkipped)
        #expect(after.attempts[0].outcome.exit?.error?.message.contains("Plaid is down (INC-42)") == true)
        #expect(after.outcome.success?.credential == .publicToken(Secret("public-meld")))
        #expect(tokens.contexts.map(\.entryName) == ["plaid", "meld"])
    }

    @Test func anInvalidRemoteFileChangesNoJourney() async throws {
        let log = JourneyLog()
        let registry = Self.registry(log)
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"", meldAdapter: "acme")) }
        defer { server.stop() }
        let source = LinkConfigurationSource(
            bundled: try ProviderConfiguration(parsing: RemoteFixtures.text(), registry: registry), registry: registry,
            remoteURL: server.url("/providers.json"), cacheDirectory: RemoteFixtures.directory(), policy: RemoteFixtures.policy())
        let coordinator = LinkJourneyCoordinator(
            configurationSource: source, tokenProvider: TestTokens(), fallbackPolicy: .automatic, journal: nil, secureStore: nil,
            sessionOptions: .init(closeAfterOutcome: 0.05))
        let fetch = await source.fetch()
        #expect(fetch.outcome == .invalid)
        #expect(fetch.diagnostics.map(\.path) == ["providers.meld.adapter"])
        #expect(try await coordinator.runJourney().attempts.map(\.entryName) == ["plaid"])
    }

    @Test func makingAJourneyStartsAFetchForTheNextOne() async throws {
        let log = JourneyLog()
        let registry = Self.registry(log)
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"")) }
        defer { server.stop() }
        let source = LinkConfigurationSource(
            bundled: try ProviderConfiguration(parsing: RemoteFixtures.text(), registry: registry), registry: registry,
            remoteURL: server.url("/providers.json"), cacheDirectory: RemoteFixtures.directory(),
            policy: LinkConfigurationFetchPolicy(minimumInterval: 3600, timeout: 5, maximumAttempts: 1))
        let coordinator = LinkJourneyCoordinator(
            configurationSource: source, tokenProvider: TestTokens(), fallbackPolicy: .automatic, journal: nil, secureStore: nil,
            sessionOptions: .init(closeAfterOutcome: 0.05))
        #expect(try await coordinator.runJourney().attempts.map(\.entryName) == ["plaid"])
        // The background fetch the first journey started lands within a bounded wait.
        for _ in 0..<250 where source.status.lastFetch == nil { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(source.status.lastFetch?.outcome == .activated)
        #expect(try await coordinator.runJourney().attempts.map(\.entryName) == ["meld"])
        #expect(server.requests.count == 1, "the minimum interval holds the next fetch back")
    }
}
