import Foundation
import ProviderKit
import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox
import ProviderKitTesting
import Testing

/// "The app was killed mid-OAuth", as an app's test writes it with `ProviderKitTesting` only:
/// the journey leaves for the bank, the app is killed, and the relaunched app resumes it from the
/// journal when the bank's return link arrives, ending in one success.
@MainActor
@Suite struct SimulatedAppKillTests {
    func coordinator(driver: PlaidLegacySandboxDriver, directory: URL) throws -> LinkJourneyCoordinator {
        var registry = ProviderRegistry()
        registry.register(PlaidLegacyAdapter(driver: driver))
        let redirect = try #require(PlaidLegacySandboxDriver.redirectURI)
        let text = #"""
            {"version": 1, "provider": "bank", "providers": {"bank": {"adapter": "plaid-legacy", "redirectURI": "\#(redirect)"}}}
            """#
        let tokens = SandboxTokenProvider(requests: ["bank": [LinkRequest(token: Secret(PlaidLegacySandboxDriver.makeLinkToken()))]])
        return LinkJourneyCoordinator(
            configuration: try ProviderConfiguration(parsing: text, registry: registry), registry: registry,
            tokenProvider: tokens, fallbackPolicy: .automatic, journal: LinkJourneyJournal(directory: directory),
            secureStore: FileSecureStore(directory: directory.appendingPathComponent("Secrets")))
    }

    @Test func aJourneyKilledAtTheBankResumesOnRelaunchToOneSuccess() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pk-killed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }

        let driver = PlaidLegacySandboxDriver(scenario: .oauth)
        let journey = try coordinator(driver: driver, directory: directory).makeJourney(entryName: "bank")
        let returnLink: URL = await withCheckedContinuation { continuation in
            driver.universalLinkHandler = { url in
                journey.simulateAppKilled()
                continuation.resume(returning: url)
            }
            journey.start { _ in }
        }

        let relaunched = try coordinator(driver: PlaidLegacySandboxDriver(scenario: .oauth), directory: directory)
        #expect(relaunched.interruptedJourneys.count == 1)
        #expect(relaunched.handleUniversalLink(returnLink))
        let interrupted = try #require(relaunched.interruptedJourneys.first)
        #expect(interrupted.hasReceivedRedirect && interrupted.canResume, "\(interrupted)")
        let result = try await relaunched.makeResumedJourney(interrupted).run()
        #expect(result.outcome.success?.adapterName == "plaid-legacy", "\(result.outcome)")
        #expect(relaunched.interruptedJourneys.isEmpty)
    }
}
