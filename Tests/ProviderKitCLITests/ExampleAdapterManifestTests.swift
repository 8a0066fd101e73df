import Foundation
import ProviderKit
import Testing

/// The adapter guide's command: an app that registers the example third-party adapter
/// (`Examples/CustomAdapter`) validates its configuration with the adapter's committed manifest.
@MainActor
@Suite struct ExampleAdapterManifestTests {
    static let manifest = Repository.file("Examples/CustomAdapter/acme.adapters.json").path
    static let config = Repository.file("Examples/CustomAdapter/providers.json")

    @Test func theGuidesCommandAcceptsTheExampleConfiguration() async {
        let run = await ToolRun(["validate", Self.config.path, "--adapters", Self.manifest, "--format", "json"])
        #expect(run.status == .ok, "\(run.out) \(run.err)")
    }

    /// The same command refuses what the example's descriptor declares impossible, so the check
    /// above is not passing vacuously.
    @Test func theGuidesCommandRefusesARegionTheManifestDoesNotAllow() async throws {
        let text = try String(contentsOf: Self.config, encoding: .utf8)
        #expect(text.contains(#""region": "eu""#))
        let planted = try TemporaryFile(text.replacingOccurrences(of: #""region": "eu""#, with: #""region": "mars""#))
        let run = await ToolRun(["validate", planted.path, "--adapters", Self.manifest, "--format", "json"])
        #expect(run.status == .dataError)
        let errors = try run.lines(kind: "diagnostic").filter { $0["severity"] == "error" }
        #expect(errors.map { $0["code"] } == ["config.disallowedValue"])
        #expect(errors.map { $0["path"] } == ["providers.acme.region"])
    }
}
