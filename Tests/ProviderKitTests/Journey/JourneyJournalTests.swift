import Foundation
import ProviderKit
import Testing

/// The journal, the secure store, and journeys that survive the app being killed mid-OAuth.
@MainActor
@Suite struct JourneyJournalTests {
    typealias Fixtures = JourneyFixtures

    static let resume = AdapterResumeSupport(
        redirectQueryItem: "oauth_state_id", requestParameter: "oauthStateId", summary: "re-created with the state")
    static let nonce = "nonce-0123456789abcdef"

    /// Waits at the OAuth return; the redirect continues to a success.
    static let oauthPlan: @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step] = {
        _, request, _ in
        if request.parameters["oauthStateId"] != nil { return [.loaded, .succeed("public-resumed"), .ended] }
        return [
            .loaded, .event(.institutionSelected, stage: .institutionSelection, institution: Fixtures.chase),
            .keepForResume(["oauthNonce": .string(nonce)]), .event(.oauthStarted, stage: .oauth), .awaitRedirect,
            .succeed("public-live"), .ended,
        ]
    }

    struct Disk {
        let journalDirectory = Fixtures.temporaryDirectory()
        let secretsDirectory = Fixtures.temporaryDirectory()
        var journal: LinkJourneyJournal { LinkJourneyJournal(directory: journalDirectory) }
        var store: FileSecureStore { FileSecureStore(directory: secretsDirectory) }

        /// The journal's files, without the hidden lock files a journey holds while it runs.
        func journalFiles() -> [String] {
            allFiles().filter { !$0.hasSuffix(".journey.lock") }
        }

        /// Every name in the journal directory, hidden ones included.
        func allFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: journalDirectory.path)) ?? []).sorted()
        }

        func text(_ name: String) throws -> String {
            try String(contentsOf: journalDirectory.appendingPathComponent(name), encoding: .utf8)
        }

        func mode(_ url: URL) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
        }
    }

    func coordinator(
        _ disk: Disk, log: JourneyLog, tokens: TestTokens = TestTokens(), store: Bool = true,
        plan: @escaping @MainActor @Sendable (String, LinkRequest, Int) throws(LinkError) -> [StepFlow.Step] =
            JourneyJournalTests.oauthPlan
    ) throws -> LinkJourneyCoordinator {
        try Fixtures.coordinator(
            log: log, tokens: tokens, journal: disk.journal, secureStore: store ? disk.store : nil,
            alphaResume: Self.resume, plan: plan)
    }

    /// Runs a journey until its flow waits for the OAuth return, then kills it like the system would.
    func killMidOAuth(_ disk: Disk, store: Bool = true, entryName: String? = nil) async throws -> UUID {
        let log = JourneyLog()
        let first = try coordinator(disk, log: log, store: store)
        let journey = try first.makeJourney(entryName: entryName)
        journey.start { _ in }
        try await waitUntil {
            disk.journalFiles().count == 1 && ((try? disk.text(disk.journalFiles()[0])) ?? "").contains("awaitingRedirect")
        }
        journey.simulateProcessDeath()
        return journey.id
    }

    @Test func whileAJourneyRunsItsJournalIsPrivateAndHoldsNoSecret() async throws {
        let disk = Disk()
        let log = JourneyLog()
        let coordinator = try coordinator(disk, log: log)
        let journey = try coordinator.makeJourney()
        let results = OfferLog()
        journey.start { results.results.append($0) }
        try await waitUntil { (try? disk.text(disk.journalFiles().first ?? "x"))?.contains("awaitingRedirect") == true }

        let name = try #require(disk.journalFiles().first)
        #expect(name == "\(journey.id.uuidString.lowercased()).journey.json")
        #expect(try disk.mode(disk.journalDirectory) == 0o700)
        #expect(try disk.mode(disk.journalDirectory.appendingPathComponent(name)) == 0o600)
        let text = try disk.text(name)
        for expected in ["\"primary\"", "\"alpha\"", "ins_3", "\"oauth\"", Self.nonce] {
            #expect(text.contains(expected), "the journal records \(expected)")
        }
        #expect(!text.contains("tok-primary"), "no token in clear")
        let keys = try disk.store.allKeys()
        #expect(keys == ["journey.\(journey.id.uuidString.lowercased())"])
        let sealed = try #require(try disk.store.secret(for: keys[0]))
        #expect(sealed.reveal().contains("tok-primary-1"), "the token a resume needs is in the secure store")
        #expect(try disk.mode(disk.secretsDirectory.appendingPathComponent(keys[0] + ".secret")) == 0o600)

        #expect(coordinator.handleUniversalLink(URL(string: "https://app.example.com/alpha/oauth?oauth_state_id=s1")!))
        try await waitUntil { results.results.count == 1 }
        #expect(results.results[0].outcome.success?.credential == .publicToken(Secret("public-live")))
        #expect(disk.journalFiles().isEmpty, "the journal is removed when the journey ends")
        #expect(try disk.store.allKeys().isEmpty, "and so is the resume token")
    }

    @Test func aJourneyKilledMidOAuthResumesAfterRelaunchWithTheSameTokenAndTheReturnedState() async throws {
        let disk = Disk()
        let id = try await killMidOAuth(disk)

        let log = JourneyLog()
        let tokens = TestTokens()
        let relaunched = try coordinator(disk, log: log, tokens: tokens)
        let found = relaunched.interruptedJourneys
        #expect(found.map(\.id) == [id])
        #expect(found.first?.phase == .awaitingRedirect)
        #expect(found.first?.stage == .oauth)
        #expect(found.first?.institution == Fixtures.chase)
        #expect(found.first?.canResume == false, "no return link yet")

        #expect(relaunched.handleUniversalLink(URL(string: "https://app.example.com/unrelated")!) == false)
        #expect(relaunched.handleUniversalLink(URL(string: "https://app.example.com/alpha/oauth/?oauth_state_id=st-9")!))
        let interrupted = try #require(relaunched.interruptedJourneys.first)
        #expect(interrupted.canResume)
        #expect(interrupted.phase == .redirectReceived)

        let result = try await relaunched.resume(interrupted)
        #expect(result.journeyID == id)
        #expect(result.outcome.success?.credential == .publicToken(Secret("public-resumed")))
        #expect(result.attempts.map(\.number) == [1])
        #expect(result.attempts.first?.isResumed == true)
        #expect(tokens.contexts.isEmpty, "the token came from the secure store")
        let request = try #require(log.requests.last?.request)
        #expect(request.token.reveal() == "tok-primary-1", "the same link token")
        #expect(request.parameters["oauthStateId"] == .string("st-9"))
        #expect(request.parameters["oauthNonce"] == .string(Self.nonce), "the same OAuth nonce")
        #expect(result.diagnostics.map(\.code).contains(LinkDiagnostic.Code.resumed))
        #expect(relaunched.interruptedJourneys.isEmpty)
        #expect(disk.journalFiles().isEmpty)
        #expect(try disk.store.allKeys().isEmpty)
        #expect(try await relaunched.resume(interrupted) == result, "resuming twice returns the one result")
    }

    @Test func withoutASecureStoreTheTokenProviderIsAskedToResume() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk, store: false)
        let log = JourneyLog()
        let tokens = TestTokens { _, _ in LinkRequest(token: Secret("tok-primary-1")) }
        let relaunched = try coordinator(disk, log: log, tokens: tokens, store: false)
        #expect(relaunched.handleUniversalLink(URL(string: "https://app.example.com/alpha/oauth?oauth_state_id=st-2")!))
        let result = try await relaunched.resume(try #require(relaunched.interruptedJourneys.first))
        #expect(tokens.contexts.map(\.reason) == [.resume])
        #expect(tokens.contexts.map(\.attempt) == [1])
        #expect(result.outcome.success != nil)
        #expect(log.requests.last?.request.parameters["oauthNonce"] == .string(Self.nonce))
    }

    @Test func anAdapterThatCannotResumeEndsAsInterruptedWithStageAndRecovery() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk, entryName: "backup")
        let log = JourneyLog()
        let tokens = TestTokens()
        let relaunched = try coordinator(disk, log: log, tokens: tokens)
        #expect(relaunched.handleUniversalLink(URL(string: "https://app.example.com/beta/?oauth_state_id=x")!))
        let interrupted = try #require(relaunched.interruptedJourneys.first)
        #expect(interrupted.canResume == false)
        let result = try await relaunched.resume(interrupted)
        let exit = try #require(result.outcome.exit)
        #expect(exit.interruption?.phase == .redirectReceived)
        #expect(exit.recovery == .retry)
        #expect(exit.stage == .oauth)
        #expect(exit.institution == Fixtures.chase)
        #expect(exit.adapterName == "beta")
        #expect(log.requests.isEmpty, "nothing was shown")
        #expect(tokens.contexts.isEmpty)
        #expect(disk.journalFiles().isEmpty)
    }

    @Test func aResumeWithoutTheReturnLinkEndsAsInterrupted() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        let log = JourneyLog()
        let relaunched = try coordinator(disk, log: log)
        relaunched.returnWindow = 0.05
        let result = try await relaunched.resume(try #require(relaunched.interruptedJourneys.first))
        #expect(result.outcome.exit?.interruption?.phase == .awaitingRedirect)
        #expect(result.outcome.exit?.interruption?.message.contains("oauth_state_id") == true)
        #expect(log.requests.isEmpty)
        #expect(try disk.store.allKeys().isEmpty, "the resume token is deleted with the journey")
    }

    @Test func abandoningEndsTheJourneyAsInterruptedAndDeletesItsFiles() async throws {
        let disk = Disk()
        let id = try await killMidOAuth(disk)
        let relaunched = try coordinator(disk, log: JourneyLog())
        let result = try relaunched.abandon(try #require(relaunched.interruptedJourneys.first))
        #expect(result.journeyID == id)
        #expect(result.attempts.count == 1)
        #expect(result.outcome.exit?.reason.kind == .interrupted)
        #expect(disk.journalFiles().isEmpty)
        #expect(try disk.store.allKeys().isEmpty)
        #expect(relaunched.interruptedJourneys.isEmpty)
    }

    @Test func aResumedJourneyGoesOnWithItsFallbacks() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        let log = JourneyLog()
        let relaunched = try coordinator(disk, log: log) { entry, request, _ throws(LinkError) in
            if entry == "primary", request.parameters["oauthStateId"] != nil {
                return [.loaded, .fail(Fixtures.down()), .ended]
            }
            return [.loaded, .succeed("public-backup"), .ended]
        }
        #expect(relaunched.handleUniversalLink(URL(string: "https://app.example.com/alpha/oauth?oauth_state_id=st")!))
        let result = try await relaunched.resume(try #require(relaunched.interruptedJourneys.first))
        #expect(result.attempts.map(\.number) == [1, 2])
        #expect(result.attempts.map(\.entryName) == ["primary", "backup"])
        #expect(result.outcome.success != nil)
    }

    @Test func aFallbackAttemptDoesNotKeepThePreviousAttemptsToken() async throws {
        let disk = Disk()
        let log = JourneyLog()
        let coordinator = try coordinator(disk, log: log) { entry, _, _ in
            entry == "primary" ? [.loaded, .fail(Fixtures.down()), .ended] : [.loaded, .event(.oauthStarted, stage: .oauth), .awaitRedirect]
        }
        let journey = try coordinator.makeJourney()
        journey.start { _ in }
        try await waitUntil { log.flows.count == 2 && ((try? disk.text(disk.journalFiles().first ?? "x")) ?? "").contains("awaitingRedirect") }
        #expect(try disk.text(disk.journalFiles()[0]).contains("\"backup\""))
        #expect(try disk.store.allKeys().isEmpty, "the first attempt's token is gone; beta keeps none")
        journey.cancel()
    }

    @Test func corruptFilesAreMovedAsideAndNewerOnesLeftInPlaceBothReported() async throws {
        let disk = Disk()
        try FileManager.default.createDirectory(at: disk.journalDirectory, withIntermediateDirectories: true)
        let corrupt = disk.journalDirectory.appendingPathComponent("\(UUID().uuidString.lowercased()).journey.json")
        let newer = disk.journalDirectory.appendingPathComponent("\(UUID().uuidString.lowercased()).journey.json")
        try Data("{\"version\": 1, \"journeyID\": 7".utf8).write(to: corrupt)
        try Data("{\"version\": 99, \"future\": true}".utf8).write(to: newer)

        let coordinator = try coordinator(disk, log: JourneyLog())
        let problems = coordinator.journalProblems.sorted { $0.kind.rawValue < $1.kind.rawValue }
        #expect(problems.map(\.kind) == [.corrupt, .newerVersion])
        #expect(Set(problems.map(\.path)) == [corrupt.path, newer.path])
        #expect(problems.first { $0.kind == .newerVersion }?.message.contains("version 99") == true)
        let moved = try #require(problems.first { $0.kind == .corrupt }?.movedTo)
        #expect(FileManager.default.fileExists(atPath: moved), "kept, not deleted")
        #expect(!FileManager.default.fileExists(atPath: corrupt.path), "moved, so never overwritten")
        #expect(problems.first { $0.kind == .newerVersion }?.movedTo == nil, "left where the updated app finds it")
        #expect(try String(contentsOf: newer, encoding: .utf8) == "{\"version\": 99, \"future\": true}", "untouched")
        #expect(coordinator.interruptedJourneys.isEmpty)

        let again = try self.coordinator(disk, log: JourneyLog())
        #expect(again.journalProblems.map(\.kind) == [.newerVersion], "the corrupt file is reported once; the newer one until the app updates")
    }

    @Test func aSecretWhoseJourneyIsGoneIsDeletedAtLaunch() async throws {
        let disk = Disk()
        try disk.store.save(Secret("tok-orphan"), for: "journey.\(UUID().uuidString.lowercased())")
        try disk.store.save(Secret("app-owned"), for: "app.other")
        _ = try coordinator(disk, log: JourneyLog())
        #expect(try disk.store.allKeys() == ["app.other"])
    }

    @Test func anUnknownInterruptedJourneyThrows() async throws {
        let coordinator = try coordinator(Disk(), log: JourneyLog())
        let stranger = InterruptedLinkJourney(
            id: UUID(), purpose: .newLink, attempt: 1, entryName: "primary", adapterName: "alpha", phase: .presented,
            stage: nil, institution: nil, startedAt: Date(), interruptedAt: Date(), hasReceivedRedirect: false,
            canResume: false)
        await #expect(throws: LinkError.self) { try await coordinator.resume(stranger) }
        #expect(throws: LinkError.self) { try coordinator.abandon(stranger) }
    }
}
