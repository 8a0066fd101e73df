import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// Secrets planted in configuration files and Info.plists, whole and in malformed copies, never
/// appear in `providerkit validate` output, text or JSON. (Positions are checked next to each
/// validator: `ConfigDiagnosticLocationTests`, `PlistDiagnosticLocationTests`.)
@MainActor
@Suite struct PlantedSecretValidateTests {
    struct Document: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var suffix: String
        var description: String { name }
    }

    nonisolated static let documents = [
        Document(name: "configuration", text: PlantedSecretFixtures.configuration, suffix: ".json"),
        Document(name: "Info.plist", text: PlantedSecretFixtures.infoPlist, suffix: ".plist"),
    ]

    @Test(arguments: documents, ["text", "json"])
    func noPlantedSecretInAnyOutput(document: Document, format: String) async throws {
        // The document and a sample of its malformed copies (the validator-level tests try them all).
        let variants = InputMutations.variants(of: document.text, stride: 23)
        for variant in [document.text] + variants.indices.dropFirst().filter({ $0 % 4 == 0 }).map({ variants[$0] }) {
            let file = try TemporaryFile(variant, suffix: document.suffix)
            defer { try? FileManager.default.removeItem(at: file.url) }
            let run = await ToolRun(["validate", file.path, "--format", format])
            let output = (run.out + run.err).joined(separator: "\n")
            let planted = variant == document.text ? PlantedSecret.all : PlantedSecret.shaped
            #expect(PlantedSecret.leaks(in: output, planted: planted).isEmpty, "\(PlantedSecret.leaks(in: output)) leaked: \(output)")
            #expect(run.status == .dataError)
            await Task.yield()
        }
    }

    @Test func theIssuesRedirectURIIsNamedButNeverQuotedWhole() async throws {
        let file = try TemporaryFile(PlantedSecretFixtures.configuration)
        let run = await ToolRun(["validate", file.path])
        let line = try #require(run.out.first { $0.hasPrefix("providers.main.redirectURI") })
        #expect(line.contains("\"https://<redacted>@app.example.com/cb?access_token=<redacted>#id_token=<redacted>\""))
        #expect(line.contains("contains a user name or password"))
    }
}
