import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidLegacy

@MainActor @Test func conformance() async throws {
    let report = await ConformanceSuite.run(PlaidLegacyAdapter.self)
    #expect(report.failures.isEmpty, "\(report)")
}
