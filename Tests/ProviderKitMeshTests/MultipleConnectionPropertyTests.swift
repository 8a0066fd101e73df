import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

/// A Mesh session that connects several accounts delivers every connection's tokens in its one
/// outcome, or names, in a `meshConnectionNotDelivered` warning, exactly the connections whose
/// tokens it could not deliver; and a bare exit that delivers held connections is not also
/// reported as a late exit. Sequences are generated from a seed: connection or transfer link, one
/// to four connections, then a transfer success, a transfer error or nothing, then an exit or not.
/// The oracle is the generator's own list of connections and their tokens.
@MainActor @Suite struct MultipleConnectionPropertyTests {
    enum Ending: CaseIterable { case transferSuccess, transferError, nothing }

    @Test func everyConnectionIsDeliveredOrNamed() async throws {
        var random = SplitMix64(seed: 6)
        for round in 0..<2_000 {
            // Other suites' main-actor work goes on between sessions.
            await Task.yield()
            let transferLink = Bool.random(using: &random)
            let harness = try ManualHarness(token: transferLink ? FlowTests.transferToken : MeshSandboxScenario.token(for: "https://example.invalid/broker-connect"))
            let count = Int.random(in: 1...4, using: &random)
            let connections = (0..<count).map { index in
                Samples.payload(broker: ["robinhood", "kraken", "coinbase"][index % 3], account: "acc-\(round)-\(index)", token: "tok-\(round)-\(index)")
            }
            for connection in connections { harness.configuration.onIntegrationConnected?(.accessToken(connection)) }
            let ending = transferLink ? Ending.allCases[Int.random(in: 0..<3, using: &random)] : .nothing
            switch ending {
            case .transferSuccess:
                harness.configuration.onTransferFinished?(
                    .success(.init(txId: "tx", fromAddress: nil, toAddress: "to", symbol: "ETH", amount: 1, networkId: nil)))
            case .transferError:
                harness.configuration.onTransferFinished?(.error(.init(errorMessage: "Gas too low")))
            case .nothing: break
            }
            let exits = ending == .nothing && transferLink ? true : Bool.random(using: &random)
            if exits { harness.configuration.onExit?() }

            #expect(harness.outcomes.count == 1, "round \(round)")
            // Every secret delivered: each connection's access and refresh token.
            let delivered = Set(harness.outcomes.first?.success?.credential.secrets.map { $0.reveal() } ?? [])
            let named = harness.diagnostics.filter { $0.code == LinkDiagnostic.Code.meshConnectionNotDelivered }
            for connection in connections {
                let token = connection.accountTokens[0].accessToken.reveal()
                let isNamed = named.contains { $0.message.contains(connection.id) }
                #expect(delivered.contains(token) != isNamed, "round \(round): \(connection.id) delivered \(delivered.contains(token)), named \(isNamed)")
            }
            #expect(named.allSatisfy { message in !connections.contains { message.message.contains($0.accountTokens[0].accessToken.reveal()) } })
            if ending == .transferError {
                #expect(harness.outcomes.first?.exit?.error?.code == .transferFailed)
                #expect(named.count == connections.count)
            }
            if transferLink, ending == .nothing {
                // The exit delivered the connections: it is not also a dropped late exit.
                #expect(harness.diagnostics.allSatisfy { $0.code != LinkDiagnostic.Code.duplicateOutcome }, "round \(round)")
                #expect(delivered.count == 2 * connections.count)
            }
            if transferLink, ending == .transferSuccess { #expect(delivered.count == 2 * connections.count) }
        }
    }
}
