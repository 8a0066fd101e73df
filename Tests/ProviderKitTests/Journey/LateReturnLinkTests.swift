import Foundation
import ProviderKit
import Testing

/// The OAuth return that arrives after the app resumed its journeys (in process; the real-process
/// orders are JourneyProcessTests in ProviderKitCLITests).
extension JourneyJournalTests {
    static let returnLink = URL(string: "https://app.example.com/alpha/oauth?oauth_state_id=st-late&code=auth-code-123&access_token=at-456#frag-789")!

    @Test func aResumeWaitingForItsReturnTakesTheLateLink() async throws {
        let disk = Disk()
        let id = try await killMidOAuth(disk)
        let log = JourneyLog()
        let relaunched = try coordinator(disk, log: log)
        let interrupted = try #require(relaunched.interruptedJourneys.first)
        #expect(interrupted.canResume == false, "no link yet")
        #expect(interrupted.waitsForReturn, "but the vendor could continue: the resume waits for it")

        relaunched.returnWindow = 30
        let results = OfferLog()
        let journey = try relaunched.makeResumedJourney(interrupted)
        journey.start { results.results.append($0) }
        try await Task.sleep(nanoseconds: 300_000_000)
        #expect(results.results.isEmpty, "waiting for the return, showing nothing")
        #expect(log.requests.isEmpty)

        #expect(relaunched.handleUniversalLink(Self.returnLink), "the late link is taken")
        try await waitUntil { results.results.count == 1 }
        let result = results.results[0]
        #expect(result.journeyID == id)
        #expect(result.outcome.success?.credential == .publicToken(Secret("public-resumed")))
        #expect(result.attempts.map(\.isResumed) == [true])
        #expect(log.requests.last?.request.parameters["oauthStateId"] == .string("st-late"))
        #expect(relaunched.handleUniversalLink(Self.returnLink) == false, "the journey ended: a second link is refused")
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(results.results.count == 1, "one outcome")
        #expect(disk.journalFiles().isEmpty)
    }

    @Test func whenTheWindowPassesTheJourneyEndsInterruptedAndTheLinkIsRefused() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        let log = JourneyLog()
        let relaunched = try coordinator(disk, log: log)
        relaunched.returnWindow = 0.05
        let result = try await relaunched.resume(try #require(relaunched.interruptedJourneys.first))
        let exit = try #require(result.outcome.exit)
        #expect(exit.reason.kind == .interrupted)
        #expect(result.attempts.map(\.isResumed) == [false], "it never resumed")
        #expect(result.attempts.map(\.tokenReason) == [.firstAttempt], "nor asked for a resume token")
        #expect(relaunched.handleUniversalLink(Self.returnLink) == false, "too late: refused, not silently dropped")
        #expect(log.requests.isEmpty)
    }

    @Test func cancellingAWaitingResumeEndsItAsAUserCancel() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        let relaunched = try coordinator(disk, log: JourneyLog())
        let journey = try relaunched.makeResumedJourney(try #require(relaunched.interruptedJourneys.first))
        let results = OfferLog()
        journey.start { results.results.append($0) }
        try await Task.sleep(nanoseconds: 30_000_000)
        #expect(journey.cancel())
        try await waitUntil { results.results.count == 1 }
        #expect(results.results[0].outcome.exit?.reason == .userCancelled)
        #expect(disk.journalFiles().isEmpty)
    }

    @Test func aLinkBeforeTheResumeIsKeptWithOnlyTheResumeState() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        let relaunched = try coordinator(disk, log: JourneyLog())
        #expect(relaunched.handleUniversalLink(Self.returnLink))
        let text = try disk.text(try #require(disk.journalFiles().first { $0.hasSuffix(".journey.json") }))
        #expect(text.contains("st-late"))
        for leaked in ["auth-code-123", "at-456", "frag-789", "code=", "access_token"] {
            #expect(!text.contains(leaked), "\(leaked) is not journaled")
        }
        let interrupted = try #require(relaunched.interruptedJourneys.first)
        #expect(interrupted.canResume)
        #expect(!interrupted.waitsForReturn)
        let result = try await relaunched.resume(interrupted)
        #expect(result.outcome.success != nil)
    }
}
