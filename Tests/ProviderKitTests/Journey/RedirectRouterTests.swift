import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// One universal-link router for the whole app.
@MainActor
@Suite struct RedirectRouterTests {
    typealias Fixtures = JourneyFixtures

    func session(redirect: String, consumes: Bool = true) throws -> (LinkSession, HandFlow) {
        let flow = HandFlow()
        flow.consumesRedirects = consumes
        let session = LinkSession(
            adapterName: "hand", flow: flow, redirectURI: try RedirectURI(validating: redirect), entryName: "hand")
        session.open()
        return (session, flow)
    }

    @Test func aURLGoesToTheLiveSessionWhoseRedirectURIMatchesAndNothingElseIsConsumed() throws {
        let router = LinkRedirectRouter()
        let (plaid, plaidFlow) = try session(redirect: "https://app.example.com/plaid/oauth")
        let (meld, meldFlow) = try session(redirect: "https://app.example.com/meld")
        router.register(plaid)
        router.register(meld)
        router.register(meld)
        #expect(router.liveSessionCount == 2, "registering twice is idempotent")

        #expect(router.route(URL(string: "https://app.example.com/meld/?oauth_state_id=abc")!))
        #expect(meldFlow.redirects.map { $0.value(named: "oauth_state_id") } == ["abc"])
        #expect(plaidFlow.redirects.isEmpty)

        #expect(router.route(URL(string: "https://app.example.com/plaid/oauth?oauth_state_id=p")!))
        #expect(plaidFlow.redirects.count == 1)

        for other in [
            "https://app.example.com/other", "https://evil.example.com/meld/?oauth_state_id=x",
            "http://app.example.com/meld/", "myapp://app.example.com/meld/",
            "https://evil.example.com/?next=https://app.example.com/meld/",
        ] {
            #expect(router.route(URL(string: other)!) == false, "\(other)")
        }
        #expect(meldFlow.redirects.count == 1)
        plaid.close()
        meld.close()
    }

    @Test func closedAndReleasedSessionsAreForgotten() throws {
        let router = LinkRedirectRouter()
        let (first, firstFlow) = try session(redirect: "https://app.example.com/cb")
        router.register(first)
        first.close()
        #expect(router.liveSessionCount == 0)
        #expect(router.route(URL(string: "https://app.example.com/cb")!) == false)
        #expect(firstFlow.redirects.isEmpty)
    }

    @Test func aFlowThatRefusesTheURLLetsTheRouterAnswerFalse() throws {
        let router = LinkRedirectRouter()
        let (refusing, flow) = try session(redirect: "https://app.example.com/cb", consumes: false)
        router.register(refusing)
        #expect(router.route(URL(string: "https://app.example.com/cb")!) == false)
        #expect(flow.redirects.count == 1, "asked, and it said no")
        refusing.close()
    }

    @Test func theMostRecentLiveSessionIsAskedFirst() throws {
        let router = LinkRedirectRouter()
        let (older, olderFlow) = try session(redirect: "https://app.example.com/cb")
        let (newer, newerFlow) = try session(redirect: "https://app.example.com/cb")
        router.register(older)
        router.register(newer)
        #expect(router.route(URL(string: "https://app.example.com/cb?x=1")!))
        #expect(newerFlow.redirects.count == 1)
        #expect(olderFlow.redirects.isEmpty)
        router.unregister(newer)
        #expect(router.route(URL(string: "https://app.example.com/cb?x=2")!))
        #expect(olderFlow.redirects.count == 1)
        older.close()
        newer.close()
    }

    @Test func aJourneysLiveSessionIsRoutedThroughTheCoordinator() async throws {
        let log = JourneyLog()
        let coordinator = try Fixtures.coordinator(log: log) { _, _, _ in
            [.loaded, .event(.oauthStarted, stage: .oauth), .awaitRedirect, .succeed("public-after-oauth"), .ended]
        }
        let journey = try coordinator.makeJourney()
        let results = OfferLog()
        journey.start { results.results.append($0) }
        try await waitUntil { log.flows.count == 1 && journey.currentSession?.state == .presented }
        #expect(coordinator.handleUniversalLink(URL(string: "https://app.example.com/beta/")!) == false, "another entry's link")
        #expect(coordinator.handleUniversalLink(URL(string: "https://app.example.com/alpha/oauth/?oauth_state_id=s")!))
        try await waitUntil { results.results.count == 1 }
        #expect(results.results[0].outcome.success != nil)
        #expect(log.flows[0].redirects.map { $0.value(named: "oauth_state_id") } == ["s"])
    }
}
