import ProviderKit
import ProviderKitMeld
import ProviderKitTesting
import Testing

@MainActor
@Suite struct MeldConformanceTests {
    @Test func passesTheConformanceSuite() async {
        let report = await ConformanceSuite.run(MeldAdapter.self)
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.checks.count >= 15)
    }
}
