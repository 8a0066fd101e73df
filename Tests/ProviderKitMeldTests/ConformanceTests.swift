import ProviderKit
import ProviderKitMeld
import ProviderKitTesting
import Testing
import ProviderKitMeldSandbox

@MainActor
@Suite struct MeldConformanceTests {
    @Test func passesTheConformanceSuite() async {
        let report = await ConformanceSuite.run(MeldSandbox.self)
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.checks.count >= 15)
    }
}
