import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

/// LinkSDK's callbacks are not isolated: the adapter takes them on any thread and keeps their
/// order across the hop to the main actor.
@MainActor @Suite struct OffMainCallbackTests {
    @Test func callbacksFromABackgroundThreadArriveInOrderAndTheFlowEndsAfterOnExit() async throws {
        let harness = try ManualHarness()
        let configuration = harness.configuration
        BackgroundThread.run {
            configuration.onEvent?(["type": "loaded"])
            configuration.onEvent?(["type": "integrationSelected", "payload": ["integrationType": "robinhood"]])
            configuration.onIntegrationConnected?(.accessToken(Samples.payload()))
            configuration.onExit?()
            configuration.onEvent?(["type": "done"])
        }
        // The main actor was blocked while LinkSDK's thread called back: nothing ran yet.
        #expect(harness.events.isEmpty && harness.outcomes.isEmpty)
        await harness.session.waitUntilClosed()
        #expect(harness.events.map(\.vendorEventName) == ["loaded", "integrationSelected", "done"])
        #expect(harness.outcomes.count == 1)
        #expect(harness.outcomes.first?.success != nil)
        #expect(harness.diagnostics.isEmpty, "Link's closing onExit is the normal end: \(harness.diagnostics)")
    }

    @Test func aMainThreadCallbackDoesNotOvertakeAnEarlierOneFromAnotherThread() async throws {
        let harness = try ManualHarness()
        let configuration = harness.configuration
        BackgroundThread.run {
            configuration.onEvent?(["type": "integrationConnectionError", "payload": ["errorMessage": "Invalid credentials"]])
        }
        configuration.onExit?()
        // The error event ran first, so the exit carries its error (not a plain cancel).
        #expect(harness.outcomes.first?.exit?.error?.code == .invalidCredentials)
        await harness.session.waitUntilClosed()
    }
}
