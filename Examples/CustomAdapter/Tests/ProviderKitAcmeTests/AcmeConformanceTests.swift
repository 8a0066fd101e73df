import ProviderKit
import ProviderKitAcme
import ProviderKitAcmeSandbox
import ProviderKitTesting
import Testing

@MainActor
@Suite struct AcmeConformanceTests {
    /// The whole conformance suite, through the sandbox.
    @Test func acmePassesTheConformanceSuite() async {
        let report = await ConformanceSuite.run(AcmeSandbox.self)
        #expect(report.failures.isEmpty, "\(report)")
    }

    /// Every code Acme documents, listed independently of the table, has a row, and no row is extra.
    @Test func errorTableCoversAcmesCatalog() {
        let documented: Set = [
            "INVALID_CREDENTIALS", "INVALID_MFA", "ACCOUNT_LOCKED", "INSTITUTION_DOWN", "INSTITUTION_NOT_SUPPORTED",
            "RATE_LIMITED", "TOKEN_EXPIRED",
        ]
        #expect(Set(AcmeErrorMapping.table.rules.map(\.key.code)) == documented)
    }

    /// The adapter's own configuration rule: `identity` needs the `us` region.
    @Test func identityNeedsTheUSRegion() {
        let adapter = AcmeAdapter(driver: AcmeSandboxDriver())
        let entry = { (region: String, products: [String]) in
            ProviderEntry(
                name: "acme", adapterName: "acme",
                options: ["region": .string(region), "products": .array(products.map(LinkJSONValue.string))])
        }
        #expect(adapter.validate(entry: entry("us", ["identity"])).isEmpty)
        #expect(adapter.validate(entry: entry("eu", ["transactions"])).isEmpty)
        let issues = adapter.validate(entry: entry("eu", ["balance", "identity"]))
        #expect(issues.map(\.path) == ["products"])
        #expect(issues.map(\.code) == [.acmeProductNotInRegion])
    }

    /// The declared `allowedValues` are checked by the core when an app parses its configuration.
    @Test func coreRefusesAValueTheDescriptorDoesNotAllow() throws {
        let registry = ProviderRegistry([AcmeAdapter(driver: AcmeSandboxDriver())])
        let config = { (region: String) in
            #"{"version": 1, "provider": "acme", "providers": {"acme": {"adapter": "acme", "region": "\#(region)"}}}"#
        }
        #expect(throws: Never.self) { try ProviderConfiguration(parsing: config("eu"), registry: registry) }
        do {
            _ = try ProviderConfiguration(parsing: config("mars"), registry: registry)
            Issue.record("region \"mars\" was accepted")
        } catch let error as ConfigurationError {
            #expect(error.errors.map(\.path) == ["providers.acme.region"], "\(error)")
        }
    }
}
