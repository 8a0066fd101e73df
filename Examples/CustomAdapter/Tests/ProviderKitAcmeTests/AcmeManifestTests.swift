import Foundation
import ProviderKitAcme
import ProviderKitTesting
import Testing

/// The adapter manifest apps pass to `providerkit validate --adapters`, committed beside the
/// package and kept current by this test.
@Suite struct AcmeManifestTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("acme.adapters.json")

    /// Regenerate with `ACME_WRITE_MANIFEST=1 swift test`.
    @Test func committedManifestIsCurrent() throws {
        let manifest = AdapterManifest(descriptors: [AcmeAdapter.descriptor])
        if ProcessInfo.processInfo.environment["ACME_WRITE_MANIFEST"] == "1" { try manifest.write(to: Self.file) }
        let committed = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(committed == manifest.jsonText(), "acme.adapters.json is stale: run ACME_WRITE_MANIFEST=1 swift test")
    }
}
