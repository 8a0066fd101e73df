import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

@MainActor @Test func conformance() async throws {
    let report = await ConformanceSuite.run(PlaidSandbox.self)
    #expect(report.failures.isEmpty, "\(report)")
}
