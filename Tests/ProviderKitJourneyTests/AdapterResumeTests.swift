import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitMeldSandbox
import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox
import ProviderKitTesting
import Testing

/// The app is killed while the user is at the bank for OAuth; on the next launch the universal link
/// arrives and the journey resumes through the real adapter, where the vendor allows it.
@MainActor
@Suite struct AdapterResumeTests {
    struct Disk {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pk-resume-\(UUID().uuidString)")
        var journal: LinkJourneyJournal { LinkJourneyJournal(directory: root.appendingPathComponent("journal")) }
        var store: FileSecureStore { FileSecureStore(directory: root.appendingPathComponent("secrets")) }
        func journalText() -> String {
            let directory = root.appendingPathComponent("journal")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.compactMap { try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
                .joined()
        }
    }

    static func configuration(_ entries: String, active: String, registry: ProviderRegistry) throws -> ProviderConfiguration {
        try ProviderConfiguration(
            parsing: #"{"version": 1, "provider": "\#(active)", "providers": {\#(entries)}}"#, registry: registry)
    }

    // MARK: - Plaid Link v1

    static let legacyEntry = #""bank": {"adapter": "plaid-legacy", "redirectURI": "https://app.example.com/plaid/oauth"}"#

    @Test func plaidV1IsReCreatedWithTheSameLinkTokenAndOAuthNonce() async throws {
        let disk = Disk()
        // First process: the user leaves for the bank; the app dies before the link comes back.
        let firstRun = try PlaidLegacySandbox.makeRun(for: "oauth")
        let firstDriver = try #require((firstRun.adapter as? PlaidLegacyAdapter)?.driver as? PlaidLegacySandboxDriver)
        let first = SandboxJourney(runs: ["bank": [firstRun]])
        let firstCoordinator = LinkJourneyCoordinator(
            configuration: try Self.configuration(Self.legacyEntry, active: "bank", registry: first.registry),
            registry: first.registry, tokenProvider: first.tokenProvider, fallbackPolicy: .never,
            journal: disk.journal, secureStore: disk.store)
        let journey = try firstCoordinator.makeJourney()
        var returnLink: URL?
        firstDriver.universalLinkHandler = { url in
            returnLink = url
            journey.simulateProcessDeath()
        }
        journey.start { _ in }
        try await poll { returnLink != nil }
        let opened = try #require(firstDriver.controllers.first)
        #expect(opened.selector == "initWithLinkToken:configuration:delegate:")
        let nonce = try #require(opened.configuration?.oauthNonce)
        let linkToken = try #require(opened.configuration?.linkToken)
        #expect(disk.journalText().contains(nonce), "the nonce is journaled")
        #expect(!disk.journalText().contains(linkToken.reveal()), "the link token is not")

        // Second process: a new coordinator, a new LinkKit; the universal link arrives.
        let secondRun = try PlaidLegacySandbox.makeRun(for: "oauth")
        let secondDriver = try #require((secondRun.adapter as? PlaidLegacyAdapter)?.driver as? PlaidLegacySandboxDriver)
        let second = SandboxJourney(runs: ["bank": [secondRun]])
        let coordinator = LinkJourneyCoordinator(
            configuration: try Self.configuration(Self.legacyEntry, active: "bank", registry: second.registry),
            registry: second.registry, tokenProvider: second.tokenProvider, fallbackPolicy: .never,
            journal: disk.journal, secureStore: disk.store)
        #expect(coordinator.handleUniversalLink(try #require(returnLink)))
        let interrupted = try #require(coordinator.interruptedJourneys.first)
        #expect(interrupted.canResume)
        #expect(interrupted.adapterName == "plaid-legacy")
        let result = try await coordinator.resume(interrupted)

        let reentry = try #require(secondDriver.controllers.first)
        #expect(reentry.selector == "initWithLinkToken:oauthStateId:configuration:delegate:")
        #expect(reentry.configuration?.linkToken == linkToken, "the same link token")
        #expect(reentry.configuration?.oauthNonce == nonce, "the same OAuth nonce")
        #expect(result.outcome.success != nil, "\(result.outcome)")
        #expect(result.attempts.map(\.isResumed) == [true])
        #expect(second.tokenProvider.contexts.isEmpty, "the token came from the secure store")
        #expect(coordinator.interruptedJourneys.isEmpty)
        #expect(try disk.store.allKeys().isEmpty)
        #expect(disk.journalText().isEmpty)
    }

    // MARK: - Meld

    static let meldEntry = #""meld": {"adapter": "meld", "redirectURI": "https://app.example.com/meld"}"#
    static let start: [MeldScriptedWebViewHost.Step] = [
        .navigate(MeldSandbox.widgetURL), .message("[meld-connect]init"),
    ]
    static let success: [MeldScriptedWebViewHost.Step] = [
        .message(#"[meld-connect]connect_complete?{"institutionId":"ins_1","institutionName":"Bank","accountCount":1,"accounts":[]}"#),
        .message("[meld-connect]handover"),
    ]

    func meld(script: [MeldScriptedWebViewHost.Step], hosts: HostLog) -> SandboxJourney {
        let adapter = MeldAdapter(driver: RecordingMeldDriver(script: script, log: hosts))
        let request = LinkRequest(
            token: Secret(MeldSandbox.widgetURL),
            parameters: [MeldRequestParameter.connectionID: .string(MeldSandbox.connectionID)])
        return SandboxJourney(runs: ["meld": [SandboxRun(adapter: adapter, request: request)]])
    }

    @Test func meldsWidgetIsReloadedWithPlaidStateIdFromTheGuidesReturnShape() async throws {
        let disk = Disk()
        let firstHosts = HostLog()
        let first = meld(script: Self.start + [.popup("https://bank.example.com/oauth/login")], hosts: firstHosts)
        let firstCoordinator = LinkJourneyCoordinator(
            configuration: try Self.configuration(Self.meldEntry, active: "meld", registry: first.registry),
            registry: first.registry, tokenProvider: first.tokenProvider, fallbackPolicy: .never,
            journal: disk.journal, secureStore: disk.store)
        let journey = try firstCoordinator.makeJourney()
        journey.start { _ in }
        try await poll { firstHosts.hosts.first?.hasPopup == true }
        journey.simulateProcessDeath()
        #expect(!disk.journalText().contains("sandbox-connect-token"), "the widget URL holds the connect token")

        let secondHosts = HostLog()
        let second = meld(script: Self.success, hosts: secondHosts)
        let coordinator = LinkJourneyCoordinator(
            configuration: try Self.configuration(Self.meldEntry, active: "meld", registry: second.registry),
            registry: second.registry, tokenProvider: second.tokenProvider, fallbackPolicy: .never,
            journal: disk.journal, secureStore: disk.store)
        // {{universal-link}}/?oauth_state_id=… with the configured https://app.example.com/meld.
        #expect(coordinator.handleUniversalLink(URL(string: "https://app.example.com/meld/?oauth_state_id=st-42")!))
        let result = try await coordinator.resume(try #require(coordinator.interruptedJourneys.first))
        let shown = try #require(secondHosts.hosts.first?.revealCurrentURL())
        #expect(shown.absoluteString == MeldSandbox.widgetURL + "&plaidStateId=st-42")
        #expect(result.outcome.success?.credential == .connection(id: MeldSandbox.connectionID))
        #expect(second.tokenProvider.contexts.isEmpty)
    }
}

/// Records the hosts a Meld adapter creates.
@MainActor
final class HostLog {
    var hosts: [MeldScriptedWebViewHost] = []
}

/// A Meld web-view driver on scripted hosts that the test can inspect.
struct RecordingMeldDriver: MeldWebViewDriver {
    let script: [MeldScriptedWebViewHost.Step]
    let log: HostLog

    @MainActor func makeHost() -> any MeldWebViewHost {
        let host = MeldScriptedWebViewHost(script: script)
        log.hosts.append(host)
        return host
    }
}

/// Polls `condition` on the main actor for up to three seconds.
@MainActor
func poll(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    for _ in 0..<600 {
        if condition() { return }
        try await Task.sleep(nanoseconds: 5_000_000)
    }
    Issue.record("condition not met in time", sourceLocation: sourceLocation)
}
