import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

@MainActor @Test func conformance() async throws {
    let report = await ConformanceSuite.run(PlaidLegacySandbox.self)
    #expect(report.failures.isEmpty, "\(report)")
}
