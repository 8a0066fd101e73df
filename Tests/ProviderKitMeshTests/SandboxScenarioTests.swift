import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@MainActor @Suite struct SandboxScenarioTests {
    @Test func scenariosIncludeTheRequiredOnes() {
        let names = MeshSandbox.scenarios.map(\.name)
        for required in SandboxScenario.Name.required { #expect(names.contains(required)) }
        #expect(names == ["success", "cancel", "institution-down", "delayed-auth", "transfer", "transfer-error", "invalid-token"])
    }

    @Test func success() async throws {
        let record = try await runScenario("success")
        let success = try #require(record.outcome.success)
        guard case .accessTokens(let tokens) = success.credential else { Issue.record("expected accessTokens"); return }
        #expect(tokens.map { $0.accessToken.reveal() } == ["sandbox-access-token-1", "sandbox-access-token-2"])
        #expect(tokens.map(\.accountID) == ["sandbox-rh-1", "sandbox-rh-2"])
        #expect(tokens[0].refreshToken?.reveal() == "sandbox-refresh-token-1")
        #expect(success.institution == LinkInstitution(id: "robinhood", name: "Robinhood"))
        #expect(success.accounts.map(\.name) == ["Robinhood Individual", "Robinhood Roth IRA"])
        #expect(success.accounts.allSatisfy { $0.type == .brokerage })
        #expect(record.events.map(\.vendorEventName) == ["loaded", "integrationSelected", "credentialsEntered"])
        #expect(record.loadedCount == 1)
        // Link's trailing onExit after the success is its normal close: nothing to diagnose.
        #expect(record.diagnostics.isEmpty, "\(record.diagnostics)")
        #expect(!success.metadata.description.contains("sandbox-access-token-1"))
        #expect(success.metadata.revealed()["brokerType"] == "robinhood")
    }

    @Test func cancel() async throws {
        let record = try await runScenario("cancel")
        let exit = try #require(record.outcome.exit)
        #expect(exit.reason == .userCancelled)
        #expect(exit.institution == LinkInstitution(id: "robinhood", name: "Robinhood"))
        #expect(exit.stage == .institutionSelection)
    }

    @Test func institutionDownBecomesAnErrorExitThroughTheReporter() async throws {
        let record = try await runScenario("institution-down")
        let exit = try #require(record.outcome.exit)
        #expect(exit.error?.code == .institutionUnavailable)
        #expect(exit.error?.vendorType == "integrationConnectionError")
        #expect(exit.error?.vendorCode == "institutionUnavailable")
        #expect(exit.error?.message == "Robinhood is temporarily unavailable. Please try again later.")
        #expect(record.events.last?.name == .error)
    }

    @Test func delayedAuth() async throws {
        let record = try await runScenario("delayed-auth")
        let success = try #require(record.outcome.success)
        #expect(success.credential == .delayedAuth(refreshToken: Secret("sandbox-refresh-token")))
        #expect(success.institution?.id == "robinhood")
        #expect(success.accounts.isEmpty)
    }

    @Test func transfer() async throws {
        let record = try await runScenario("transfer")
        let success = try #require(record.outcome.success)
        #expect(
            success.transfer
                == TransferResult(
                    transactionID: "0xsandboxtx", fromAddress: "0xsandboxfrom", toAddress: "0xsandboxto", symbol: "USDC",
                    amount: 12.5, networkID: "sandbox-network-ethereum"))
        #expect(success.credential == .accessTokens([]))
        // Link sends the transferFinished body to onEvent before onTransferFinished.
        #expect(record.events.map(\.vendorEventName) == ["loaded", "transferStarted", "transferPreviewed", "transferFinished"])
        #expect(record.events.last?.name == .transferCompleted)
        #expect(record.diagnostics.isEmpty, "\(record.diagnostics)")
    }

    @Test func transferError() async throws {
        let record = try await runScenario("transfer-error")
        let exit = try #require(record.outcome.exit)
        #expect(exit.error?.code == .transferFailed)
        #expect(exit.error?.message == "Insufficient balance to cover the network fee.")
        #expect(record.events.contains { $0.name == .transferFailed })
    }

    @Test func invalidToken() async throws {
        let record = try await runScenario("invalid-token")
        let exit = try #require(record.outcome.exit)
        #expect(exit.error?.code == .invalidLinkToken)
        #expect(exit.error?.message == "Invalid linkToken")
        #expect(exit.stage == .loading)
        #expect(record.events.isEmpty)
    }

    @Test func unknownScenarioIsAConfigurationError() {
        #expect(throws: LinkError.self) { try MeshSandbox.makeRun(for: "nope") }
        do {
            _ = try MeshSandbox.makeRun(for: "nope")
        } catch let error as LinkError {
            #expect(error.code == .configuration && error.message.contains("institution-down"))
        } catch {
            Issue.record("threw \(type(of: error)), not \(LinkError.self)")
        }
    }
}
