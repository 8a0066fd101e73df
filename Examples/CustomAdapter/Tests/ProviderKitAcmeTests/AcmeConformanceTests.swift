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

    /// The adapter's own configuration rule.
    @Test func regionMustBeUSOrEU() {
        let adapter = AcmeAdapter(driver: AcmeSandboxDriver())
        let entry = { (region: String) in ProviderEntry(name: "acme", adapterName: "acme", options: ["region": .string(region)]) }
        #expect(adapter.validate(entry: entry("eu")).isEmpty)
        #expect(adapter.validate(entry: entry("mars")).map(\.path) == ["region"])
    }
}
