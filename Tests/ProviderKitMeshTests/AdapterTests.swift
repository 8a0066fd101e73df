import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@MainActor @Suite struct AdapterTests {
    @Test func descriptor() {
        let descriptor = MeshAdapter.descriptor
        #expect(descriptor.name == "mesh")
        #expect(descriptor.requiresRedirectURI == false)
        #expect(descriptor.options.map(\.key) == ["useSecureOnDeviceStorage"])
        #expect(descriptor.options.allSatisfy { !$0.summary.isEmpty })
        #expect(MeshSandbox.replayOptions.map(\.flag) == ["--link-token"])
        #expect(descriptor.errorTable.adapterName == "mesh" && descriptor.eventTable.adapterName == "mesh")
    }

    /// Without a store, the descriptor refuses `useSecureOnDeviceStorage: true`, so the
    /// configuration is rejected when it loads; with one (or with storage off) it loads.
    @Test func storageWithoutStoreIsRejectedWhenTheConfigurationLoads() throws {
        let text = #"{"version": 1, "provider": "mesh", "providers": {"mesh": {"adapter": "mesh", "useSecureOnDeviceStorage": true}}}"#
        let adapter = MeshAdapter(driver: MeshSandboxDriver(scenario: .success))
        do {
            _ = try ProviderConfiguration(parsing: text, registry: ProviderRegistry([adapter]))
            Issue.record("expected the configuration to be rejected")
        } catch let error as ConfigurationError {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(error.diagnostics.count == 1)
            #expect(diagnostic.path == "providers.mesh.useSecureOnDeviceStorage")
            #expect(diagnostic.code == .disallowedValue)
            #expect(diagnostic.message.hasPrefix("\"useSecureOnDeviceStorage\" must be false; found true: this mesh adapter has no credential store"))
        }
        let entry = ProviderEntry(name: "mesh", adapterName: "mesh", options: ["useSecureOnDeviceStorage": true])
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(request: LinkRequest(token: Secret("x")), entry: entry)
        }
        let withStore = MeshAdapter(
            driver: MeshSandboxDriver(scenario: .success), credentialStore: KeychainCredentialStore(keychain: MemoryKeychain()))
        #expect(withStore.descriptor.options.allSatisfy { $0.allowedValues == nil })
        _ = try ProviderConfiguration(parsing: text, registry: ProviderRegistry([withStore]))
        let off = text.replacingOccurrences(of: "true", with: "false")
        _ = try ProviderConfiguration(parsing: off, registry: ProviderRegistry([adapter]))
    }

    @Test func malformedTransferParametersAreAConfigurationError() {
        let adapter = MeshAdapter(driver: MeshSandboxDriver(scenario: .transfer))
        let request = LinkRequest(
            token: Secret("x"), parameters: ["accessTokens": [["accountId": "a", "accessToken": "SECRET-VALUE"]]])
        do {
            _ = try adapter.makeFlow(request: request, entry: ProviderEntry(name: "mesh", adapterName: "mesh"))
            Issue.record("expected an error")
        } catch let error as LinkError {
            #expect(error.code == .configuration)
            #expect(error.message.contains("accessTokens"))
            #expect(!error.message.contains("SECRET-VALUE"))
        } catch {
            Issue.record("threw \(type(of: error)), not \(LinkError.self)")
        }
    }

    @Test func sandboxRunUsesTheSandboxDriver() throws {
        let run = try MeshSandbox.makeRun(for: "transfer")
        let adapter = try #require(run.adapter as? MeshAdapter)
        #expect((adapter.driver as? MeshSandboxDriver)?.scenario == .transfer)
        #expect(!run.request.description.contains(MeshSandboxScenario.transfer.linkToken))
    }

    @Test func registryAndFactoryCreateSessions() throws {
        var registry = ProviderRegistry()
        registry.register(MeshAdapter(driver: MeshSandboxDriver(scenario: .success)))
        #expect(registry.adapter(named: "mesh") != nil)
    }
}
