import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Secrets planted in configuration files and Info.plists, whole and in malformed copies, never
/// appear in the output of a real `providerkit validate` process, text or JSON. (Every copy's
/// positions and messages are checked next to each validator: `ConfigDiagnosticLocationTests`,
/// `PlistDiagnosticLocationTests`.)
@Suite(.serialized) struct PlantedSecretValidateTests {
    struct Document: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var suffix: String
        var description: String { name }
    }

    static let documents = [
        Document(name: "configuration", text: PlantedSecretFixtures.configuration, suffix: ".json"),
        Document(name: "Info.plist", text: PlantedSecretFixtures.infoPlist, suffix: ".plist"),
    ]

    static func validate(_ text: String, suffix: String, format: String) async throws -> ChildTool.Result {
        let file = try TemporaryFile(text, suffix: suffix)
        defer { try? FileManager.default.removeItem(at: file.url) }
        return try await ChildTool.run(["validate", file.path, "--format", format])
    }

    @Test(arguments: documents, ["text", "json"])
    func noPlantedSecretInAnyOutput(document: Document, format: String) async throws {
        let whole = try await Self.validate(document.text, suffix: document.suffix, format: format)
        #expect(whole.status == 65)
        #expect(PlantedSecret.leaks(in: whole.out + whole.err).isEmpty, "\(PlantedSecret.leaks(in: whole.out + whole.err)) leaked")
        // A few malformed copies, each a file of its own (the validator-level tests check every
        // copy's messages); only shaped secrets stay recognisable once a copy loses the `=` or
        // key that marked a plain password.
        let variants = InputMutations.variants(of: document.text, stride: 97)
        for index in variants.indices.dropFirst() where index % 60 == 0 {
            let run = try await Self.validate(variants[index], suffix: document.suffix, format: format)
            let leaked = PlantedSecret.leaks(in: run.out + run.err, planted: PlantedSecret.shaped)
            #expect(leaked.isEmpty, "\(leaked) leaked: \(run.out + run.err)")
        }
    }

    @Test func theIssuesRedirectURIIsNamedButNeverQuotedWhole() async throws {
        let run = try await Self.validate(PlantedSecretFixtures.configuration, suffix: ".json", format: "text")
        let line = try #require(run.out.split(separator: "\n").first { $0.contains(" providers.main.redirectURI: ") })
        #expect(line.contains("\"https://<redacted>@app.example.com/cb?access_token=<redacted>#id_token=<redacted>\""))
        #expect(line.contains("contains a user name or password"))
    }
}
