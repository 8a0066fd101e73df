import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitMeldSandbox
import ProviderKitMesh
import ProviderKitMeshSandbox
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox
import ProviderKitPlaidSandbox
import Testing

/// What each docs/providers page tells an app's tests to write, run as written: the sandbox driver
/// where the app takes a driver, and a token made by the public call the page names, through a
/// configuration file and `LinkSessionFactory`. Each links an account.
@MainActor
@Suite struct ProviderPageSandboxTokenTests {
    /// The outcome of one session on `adapter`, made from a one-entry configuration as an app does.
    func link(_ adapter: any LinkAdapter, _ request: LinkRequest) async throws -> LinkOutcome {
        var registry = ProviderRegistry()
        registry.register(adapter)
        let name = adapter.descriptor.name
        let text = #"""
            {"version": 1, "provider": "\#(name)",
             "providers": {"\#(name)": {"adapter": "\#(name)", "redirectURI": "https://app.example.com/\#(name)/"}}}
            """#
        let configuration = try ProviderConfiguration(parsing: text, registry: registry)
        let session = try LinkSessionFactory(configuration: configuration, registry: registry).makeSession(request: request)
        session.open()
        return await session.outcome
    }

    @Test func plaid() async throws {
        let plaid = PlaidSandboxDriver(scenario: .success)
        let request = LinkRequest(token: Secret(PlaidSandboxDriver.makeToken()))
        let outcome = try await link(PlaidAdapter(driver: plaid), request)
        #expect(outcome.success?.adapterName == "plaid", "\(outcome)")
    }

    @Test func plaidLegacyWithALinkTokenAndInUpdateModeWithAPublicToken() async throws {
        let linked = try await link(
            PlaidLegacyAdapter(driver: PlaidLegacySandboxDriver(scenario: .success)),
            LinkRequest(token: Secret(PlaidLegacySandboxDriver.makeLinkToken())))
        #expect(linked.success?.adapterName == "plaid-legacy", "\(linked)")
        let updated = try await link(
            PlaidLegacyAdapter(driver: PlaidLegacySandboxDriver(scenario: .updateMode)),
            LinkRequest(token: Secret(PlaidLegacySandboxDriver.makePublicToken())))
        #expect(updated.success?.adapterName == "plaid-legacy", "\(updated)")
    }

    @Test func mesh() async throws {
        let outcome = try await link(
            MeshAdapter(driver: MeshSandboxDriver(scenario: .success)),
            LinkRequest(token: Secret(MeshSandboxScenario.success.linkToken)))
        #expect(outcome.success?.adapterName == "mesh", "\(outcome)")
    }

    @Test func meld() async throws {
        let meld = try MeldSandboxDriver(scenario: .success)
        let outcome = try await link(MeldAdapter(driver: meld), MeldSandbox.makeRequest())
        #expect(outcome.success?.credential == .connection(id: MeldSandbox.connectionID), "\(outcome)")
    }

    /// The uniform form each page names: a run's adapter registers as it is, with no cast.
    @Test func everySandboxRunRegistersWithoutACast() async throws {
        let runs = [
            try PlaidSandbox.makeRun(for: .success), try PlaidLegacySandbox.makeRun(for: .success),
            try MeshSandbox.makeRun(for: .success), try MeldSandbox.makeRun(for: .success),
        ]
        for run in runs {
            let outcome = try await link(run.adapter, run.request)
            #expect(outcome.success?.adapterName == run.adapter.descriptor.name, "\(outcome)")
        }
    }
}
