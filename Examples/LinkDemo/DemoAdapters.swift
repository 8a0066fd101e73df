import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitMesh
import ProviderKitPlaid

#if LIVE_VENDOR_SDKS
    // The real SDKs, wired exactly as docs/providers/*.md show: Glue/Plaid/LinkKitDriver.swift and
    // Glue/Mesh/LinkSDKDriver.swift are in this target, unchanged; Meld's web view ships in ProviderKitMeld.
    /// The adapters of this build and the server they talk to.
    enum DemoAdapters {
        @MainActor
        static func make() throws -> (registry: ProviderRegistry, server: any LinkServer) {
            var registry = ProviderRegistry()
            registry.register(PlaidAdapter(driver: LinkKitDriver()))
            registry.register(MeshAdapter(driver: LinkSDKDriver(), credentialStore: KeychainCredentialStore()))
            registry.register(MeldAdapter(driver: MeldWKWebViewDriver()))
            return (registry, HTTPLinkServer(baseURL: URL(string: "https://api.example.com/")!))
        }
    }
#else
    import ProviderKitMeldSandbox
    import ProviderKitMeshSandbox
    import ProviderKitPlaidSandbox
    import ProviderKitTesting

    /// The adapters of this build and the server they talk to: each adapter on its sandbox driver
    /// (offline, the vendors' quirks included), and a fake server that hands out the tokens those
    /// sandboxes accept, so the app runs in the simulator with no vendor SDK and no backend.
    enum DemoAdapters {
        @MainActor
        static func make() throws -> (registry: ProviderRegistry, server: any LinkServer) {
            let runs = try DemoScenario.current.runs()
            let registry = ProviderRegistry(runs.keys.sorted().map { SandboxRunsAdapter(runs: runs[$0] ?? []) })
            return (registry, FakeLinkServer(requests: runs.mapValues { $0.map(\.request) }))
        }
    }
#endif
