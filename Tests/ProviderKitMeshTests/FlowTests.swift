import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@MainActor @Suite struct FlowTests {
    static let transferToken = MeshSandboxScenario.token(for: "https://example.invalid/transfer?transfer_token=t")

    @Test func configurationCarriesBothCallbacksAndSettings() throws {
        let harness = try ManualHarness()
        #expect(harness.configuration.onIntegrationConnected != nil)
        #expect(harness.configuration.onTransferFinished != nil)
        #expect(harness.configuration.settings == MeshLinkSDK.LinkSettings(useSecureOnDeviceStorage: false))
        #expect(harness.driver.handler?.presentCount == 1)
    }

    /// LinkSDK closes Link with onExit after every connection (v2 delivers `done` as a second
    /// one): that is the normal end, so it makes neither a second outcome nor a diagnostic.
    @Test func exitAfterSuccessIsTheNormalCloseAndQuiet() async throws {
        let harness = try ManualHarness()
        harness.configuration.onIntegrationConnected?(.accessToken(Samples.payload()))
        harness.configuration.onExit?()
        harness.configuration.onExit?()
        harness.event("done")
        #expect(harness.outcomes.count == 1)
        #expect(harness.outcomes.first?.success != nil)
        #expect(harness.events.last?.vendorEventName == "done")
        #expect(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    /// A second outcome callback is not what LinkSDK does: the flow reports the first only and
    /// says why it dropped the other.
    @Test func aSecondConnectionIsDroppedWithAWarning() async throws {
        let harness = try ManualHarness()
        harness.configuration.onIntegrationConnected?(.accessToken(Samples.payload()))
        harness.configuration.onTransferFinished?(.error(MeshLinkSDK.TransferFinishedErrorPayload(errorMessage: "late")))
        harness.configuration.onExit?()
        #expect(harness.outcomes.count == 1)
        #expect(harness.outcomes.first?.success != nil)
        let dropped = harness.diagnostics.filter { $0.code == LinkDiagnostic.Code.duplicateOutcome }
        #expect(dropped.count == 1)
        #expect(dropped.first?.severity == .warning)
        #expect(dropped.first?.message.contains("onTransferFinished") == true)
    }

    @Test func bareExitIsUserCancelled() throws {
        let harness = try ManualHarness()
        harness.event("integrationSelected", ["integrationType": "kraken", "integrationName": "Kraken"])
        harness.configuration.onExit?()
        #expect(harness.outcomes.first?.exit?.reason == .userCancelled)
    }

    @Test func errorThenProgressThenExitIsACancel() throws {
        let harness = try ManualHarness()
        harness.event("integrationConnectionError", ["errorMessage": "Invalid credentials"])
        harness.event("integrationSelected", ["integrationType": "kraken", "integrationName": "Kraken"])
        harness.configuration.onExit?()
        #expect(harness.outcomes.first?.exit?.reason == .userCancelled)
    }

    @Test func errorThenExitIsThatError() throws {
        let harness = try ManualHarness()
        harness.event("integrationConnectionError", ["errorMessage": "Invalid credentials"])
        harness.configuration.onExit?()
        #expect(harness.outcomes.first?.exit?.error?.code == .invalidCredentials)
    }

    @Test func abandonmentEndsAsUserCancelled() throws {
        let harness = try ManualHarness()
        harness.driver.handler?.dismiss()
        #expect(harness.outcomes.first?.exit?.reason == .userCancelled)
        #expect(harness.session.isClosed)
        #expect(harness.diagnostics.contains { $0.code == LinkDiagnostic.Code.abandoned })
    }

    @Test func nilEventIsADiagnostic() throws {
        let harness = try ManualHarness()
        harness.configuration.onEvent?(nil)
        #expect(harness.events.isEmpty)
        #expect(harness.diagnostics.contains { $0.code == LinkDiagnostic.Code.malformedInput })
    }

    @Test func transferLinkHoldsTheConnectionForTheTransferResult() throws {
        let harness = try ManualHarness(token: Self.transferToken)
        harness.configuration.onIntegrationConnected?(.accessToken(Samples.payload(broker: "coinbase")))
        #expect(harness.outcomes.isEmpty)
        #expect(harness.events.last?.name == .connected)
        harness.configuration.onTransferFinished?(
            .success(.init(txId: "tx", fromAddress: nil, toAddress: "to", symbol: "ETH", amount: 0.5, networkId: nil)))
        let success = try #require(harness.outcomes.first?.success)
        #expect(success.transfer?.transactionID == "tx")
        #expect(success.credential.secrets.map { $0.reveal() }.contains("tok-1"))
        #expect(success.institution?.id == "coinbase")
        #expect(success.accounts.first?.type == .crypto)
    }

    @Test func transferLinkExitWithoutTransferDeliversTheConnection() throws {
        let harness = try ManualHarness(token: Self.transferToken)
        harness.configuration.onIntegrationConnected?(.accessToken(Samples.payload()))
        harness.configuration.onExit?()
        #expect(harness.outcomes.count == 1)
        #expect(harness.outcomes.first?.success?.transfer == nil)
        #expect(harness.outcomes.first?.success?.credential.secrets.first?.reveal() == "tok-1")
    }

    @Test func transferErrorIsATransferFailedExit() throws {
        let harness = try ManualHarness(token: Self.transferToken)
        harness.configuration.onTransferFinished?(.error(.init(errorMessage: "Gas too low")))
        harness.configuration.onExit?()
        #expect(harness.outcomes.count == 1)
        #expect(harness.outcomes.first?.exit?.error?.code == .transferFailed)
        #expect(harness.outcomes.first?.exit?.error?.message == "Gas too low")
    }

    @Test func storageAddsSuccessfulConnectionsAutomatically() throws {
        let directory = TemporaryDirectory()
        let store = FileCredentialStore(path: directory.file())
        let harness = try ManualHarness(store: store, entryOptions: ["useSecureOnDeviceStorage": true])
        // ProviderKit's store does the storing: the SDK is told not to.
        #expect(harness.configuration.settings?.useSecureOnDeviceStorage == false)
        harness.configuration.onIntegrationConnected?(.accessToken(Samples.payload()))
        #expect(try store.list() == [Samples.payload()])
        #expect(harness.outcomes.first?.success != nil)
    }

    @Test func storageOffStoresNothing() throws {
        let directory = TemporaryDirectory()
        let store = FileCredentialStore(path: directory.file())
        let harness = try ManualHarness(store: store)
        harness.configuration.onIntegrationConnected?(.accessToken(Samples.payload()))
        #expect(try store.list().isEmpty)
    }

    @Test func storeFailureIsAWarningAndTheSuccessStillArrives() throws {
        let keychain = MemoryKeychain()
        keychain.failWrites = ["accessTokens"]
        let store = KeychainCredentialStore(keychain: keychain)
        let harness = try ManualHarness(store: store, entryOptions: ["useSecureOnDeviceStorage": true])
        harness.configuration.onIntegrationConnected?(.accessToken(Samples.payload(token: "very-secret")))
        #expect(harness.outcomes.first?.success != nil)
        let warning = try #require(harness.diagnostics.first { $0.code == LinkDiagnostic.Code.meshCredentialStore })
        #expect(warning.severity == .warning && !warning.message.contains("very-secret"))
    }

    @Test func transferParametersReachTheSettings() throws {
        let origin = MeshLinkSDK.IntegrationAccessToken(
            accountId: "a", accountName: "A", accessToken: Secret("origin-token"), brokerType: "coinbase", brokerName: "Coinbase")
        let harness = try ManualHarness(
            token: Self.transferToken,
            parameters: MeshAdapter.requestParameters(accessTokens: [origin], transferDestinationTokens: [origin]))
        #expect(harness.configuration.settings?.accessTokens == [origin])
        #expect(harness.configuration.settings?.transferDestinationTokens == [origin])
        #expect(!LinkRequest(token: Secret("x"), parameters: MeshAdapter.requestParameters(accessTokens: [origin]))
            .description.contains("origin-token"))
    }
}
