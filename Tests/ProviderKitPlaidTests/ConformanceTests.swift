import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaid

@MainActor @Test func conformance() async throws {
    let report = await ConformanceSuite.run(PlaidAdapter.self)
    #expect(report.failures.isEmpty, "\(report)")
}
