import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitMeldSandbox
import ProviderKitMesh
import ProviderKitMeshSandbox
import ProviderKitPlaid
import ProviderKitPlaidSandbox
import ProviderKitTesting
import Testing

/// Update (reconnect) mode, mapped to each vendor's mechanism, through a journey.
@MainActor
@Suite struct AdapterUpdateTests {
    /// The diagnostics every session of the journey raised.
    func diagnostics(of journey: LinkJourney) -> () -> [LinkDiagnostic] {
        var collected: [LinkDiagnostic] = []
        journey.onEvent = { event in
            if case .diagnostic(let diagnostic) = event.kind { collected.append(diagnostic) }
        }
        return { collected }
    }

    // MARK: - Plaid (LinkKit 7)

    func plaidCoordinator(token: String) throws -> (LinkJourneyCoordinator, SandboxJourney) {
        var run = try PlaidSandbox.makeRun(for: .success)
        run.request = LinkRequest(token: Secret(token))
        let sandbox = SandboxJourney(runs: ["plaid": [run]])
        let configuration = try ProviderConfiguration(
            parsing: #"{"version":1,"provider":"plaid","providers":{"plaid":{"adapter":"plaid","redirectURI":"https://app.example.com/plaid/oauth"}}}"#,
            registry: sandbox.registry)
        return (
            LinkJourneyCoordinator(
                configuration: configuration, registry: sandbox.registry, tokenProvider: sandbox.tokenProvider,
                fallbackPolicy: .never, journal: nil, secureStore: nil),
            sandbox
        )
    }

    @Test(arguments: [true, false])
    func plaidUpdateModeReachesTheServerAndTheDeviceChecksTheToken(tokenMadeForTheItem: Bool) async throws {
        let token = tokenMadeForTheItem ? PlaidSandboxDriver.makeUpdateToken() : PlaidSandboxDriver.makeToken()
        let (coordinator, sandbox) = try plaidCoordinator(token: token)
        let item = LinkConnection(entryName: "plaid", id: "item-123", institution: LinkInstitution(id: "ins_3", name: "Chase"))
        let journey = try coordinator.makeJourney(.update(item))
        let collected = diagnostics(of: journey)
        let result = await journey.run()
        #expect(sandbox.tokenProvider.contexts.map(\.purpose) == [.update(item)], "the server learns it is an update")
        #expect(sandbox.tokenProvider.contexts.first?.institutionHint?.id == "ins_3")
        #expect(result.outcome.success != nil)
        let warned = collected().contains { $0.code == .plaidNotUpdateMode }
        #expect(warned == !tokenMadeForTheItem)
        #expect(!result.diagnostics.contains { $0.code == .updateUnsupported })
    }

    // MARK: - Mesh

    func meshCoordinator(store: any MeshCredentialStore) throws -> (LinkJourneyCoordinator, SandboxJourney) {
        let adapter = MeshAdapter(driver: MeshSandboxDriver(scenario: .success), credentialStore: store)
        let runs = try (0..<3).map { _ in
            SandboxRun(adapter: adapter, request: try MeshSandbox.makeRun(for: .success).request)
        }
        let sandbox = SandboxJourney(runs: ["mesh": runs])
        let configuration = try ProviderConfiguration(
            parsing: #"{"version":1,"provider":"mesh","providers":{"mesh":{"adapter":"mesh","useSecureOnDeviceStorage":true}}}"#,
            registry: sandbox.registry)
        return (
            LinkJourneyCoordinator(
                configuration: configuration, registry: sandbox.registry, tokenProvider: sandbox.tokenProvider,
                fallbackPolicy: .never, journal: nil, secureStore: nil),
            sandbox
        )
    }

    @Test func meshReconnectsTheStoredBrokerAndReplacesItsEntry() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pk-mesh-\(UUID().uuidString).json").path
        let store = FileCredentialStore(path: path)
        let (coordinator, sandbox) = try meshCoordinator(store: store)
        let linked = try await coordinator.runJourney()
        #expect(linked.outcome.success != nil)
        let stored = try #require(try store.list().first)
        #expect(try store.list().count == 1)

        let connection = MeshAdapter.connection(for: stored, entryName: "mesh")
        #expect(connection.id == stored.id)
        #expect(connection.institution?.id == stored.brokerType)
        let journey = try coordinator.makeJourney(.update(connection))
        let updateDiagnostics = diagnostics(of: journey)
        let updated = await journey.run()
        #expect(updated.outcome.success != nil)
        #expect(sandbox.tokenProvider.contexts.last?.purpose == .update(connection))
        #expect(sandbox.tokenProvider.contexts.last?.institutionHint?.id == stored.brokerType, "the broker reaches the server")
        #expect(try store.list().map(\.id) == [stored.id], "replaced in place, not added")
        #expect(!updateDiagnostics().contains { $0.code == .meshReconnect })

        let missing = LinkConnection(entryName: "mesh", id: "not-stored", institution: nil)
        let strayJourney = try coordinator.makeJourney(.update(missing))
        let strayDiagnostics = diagnostics(of: strayJourney)
        _ = await strayJourney.run()
        let reconnect = strayDiagnostics().filter { $0.code == .meshReconnect }
        #expect(reconnect.count == 2, "not in the store, then another account was connected: \(reconnect)")
        #expect(reconnect.allSatisfy { $0.severity == .warning })
    }

    // MARK: - Meld

    func meldCoordinator(parameters: [String: LinkJSONValue]) throws -> LinkJourneyCoordinator {
        let adapter = MeldAdapter(driver: MeldSandboxDriver(script: [
            .navigate(MeldSandbox.widgetURL), .message("[meld-connect]init"),
            .message(#"[meld-connect]connect_complete?{"institutionId":"ins_1","institutionName":"Bank","accountCount":1,"accounts":[]}"#),
            .message("[meld-connect]handover"),
        ]))
        let request = LinkRequest(token: Secret(MeldSandbox.widgetURL), parameters: parameters)
        let sandbox = SandboxJourney(runs: ["meld": [SandboxRun(adapter: adapter, request: request)]])
        let configuration = try ProviderConfiguration(
            parsing: #"{"version":1,"provider":"meld","providers":{"meld":{"adapter":"meld","redirectURI":"https://app.example.com/meld"}}}"#,
            registry: sandbox.registry)
        return LinkJourneyCoordinator(
            configuration: configuration, registry: sandbox.registry, tokenProvider: sandbox.tokenProvider,
            fallbackPolicy: .never, journal: nil, secureStore: nil)
    }

    @Test func meldRepairsTheConnectionItNames() async throws {
        let connection = LinkConnection(entryName: "meld", id: "conn-repair-7")
        let repaired = try await meldCoordinator(parameters: [:]).runJourney(.update(connection))
        #expect(repaired.outcome.success?.credential == .connection(id: "conn-repair-7"))

        let agreeing = try await meldCoordinator(parameters: ["connectionId": "conn-repair-7"]).runJourney(.update(connection))
        #expect(agreeing.outcome.success?.credential == .connection(id: "conn-repair-7"))

        let contradicting = try await meldCoordinator(parameters: ["connectionId": "conn-other"]).runJourney(.update(connection))
        let error = try #require(contradicting.outcome.exit?.error)
        #expect(error.code == .configuration)
        #expect(error.message.contains("conn-repair-7") && error.message.contains("conn-other"))
        #expect(contradicting.outcome.exit?.stage == .loading, "refused before anything was shown, as an outcome")
    }
}
