import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

@MainActor
@Suite struct AdapterManifestTests {
    /// Writing and reading give back the same manifest, for every built-in adapter and a third party's.
    @Test func aManifestRoundTripsThroughItsText() throws {
        let adapters = try BuiltInAdapters.types.map { try $0.makeRun(for: .success).adapter } + [AcmeAdapter()]
        let manifest = AdapterManifest(registry: ProviderRegistry(adapters))
        #expect(manifest.isComplete)
        #expect(manifest.descriptors.map(\.name) == ["acme", "meld", "mesh", "plaid", "plaid-legacy"])
        let text = manifest.jsonText()
        let read = try AdapterManifest(parsing: text)
        #expect(read.jsonText() == text)
        #expect(read.isComplete && read.providerKitVersion == ProviderKitRelease.version)
        let acme = try #require(read.descriptors.first)
        #expect(acme.requiresRedirectURI && acme.updateSupport.isSupported && acme.resumeSupport == nil)
        #expect(acme.options == AcmeAdapter.descriptor.options)
        let meld = try #require(read.descriptors.first { $0.name == "meld" })
        #expect(meld.resumeSupport == BuiltInAdapters.type(named: "meld")?.descriptor.resumeSupport)
        #expect(text.hasSuffix("}\n") && text.contains("\n  \"adapters\" : ["))
    }

    @Test func aThirdPartysManifestIsNotComplete() throws {
        let text = AdapterManifest(descriptors: [AcmeAdapter.descriptor]).jsonText()
        #expect(try AdapterManifest(parsing: text).isComplete == false)
    }

    /// Every problem a manifest can have, with its code, path and line.
    @Test(arguments: [
        ("{", "manifest.malformed", "", 1),
        (#"[]"#, "manifest.unsupported", "", 1),
        (#"{"format": "providerkit.config", "version": 1, "adapters": []}"#, "manifest.unsupported", "format", 1),
        (#"{"format": "providerkit.adapters", "version": 2, "adapters": []}"#, "manifest.unsupported", "version", 1),
        (#"{"format": "providerkit.adapters", "version": "1", "adapters": []}"#, "manifest.invalid", "version", 1),
        (#"{"format": "providerkit.adapters", "version": 1}"#, "manifest.invalid", "adapters", 0),
        ("{\"format\": \"providerkit.adapters\", \"version\": 1,\n\"adapters\": [{\"displayName\": \"A\"}]}", "manifest.invalid", "adapters[0].name", 0),
        ("{\"format\": \"providerkit.adapters\", \"version\": 1,\n\"adapters\": [{\"name\": \"a\", \"options\": [{\"key\": \"k\", \"kind\": \"strng\"}]}]}",
         "manifest.invalid", "adapters[0].options[0].kind", 2),
        ("{\"format\": \"providerkit.adapters\", \"version\": 1,\n\"adapters\": [{\"name\": \"a\", \"options\": [{\"key\": \"redirectURI\", \"kind\": \"string\"}]}]}",
         "manifest.invalid", "adapters[0].options[0].key", 2),
        ("{\"format\": \"providerkit.adapters\", \"version\": 1,\n\"adapters\": [{\"name\": \"a\"},\n{\"name\": \"a\"}]}", "manifest.invalid", "adapters[1].name", 3),
        ("{\"format\": \"providerkit.adapters\", \"version\": 1,\n\"adapters\": [{\"name\": \"a\", \"requiresRedirectURI\": \"yes\"}]}",
         "manifest.invalid", "adapters[0].requiresRedirectURI", 2),
        ("{\"format\": \"providerkit.adapters\", \"version\": 1,\n\"adapters\": [{\"name\": \"a\", \"options\": [{\"key\": \"k\", \"kind\": \"string\", \"allowedValues\": []}]}]}",
         "manifest.invalid", "adapters[0].options[0].allowedValues", 2),
    ])
    func everyProblemHasItsCodePathAndLine(text: String, code: String, path: String, line: Int) throws {
        do {
            _ = try AdapterManifest(parsing: text, file: "m.json")
            Issue.record("expected \(code)")
        } catch let error as ConfigurationError {
            let diagnostic = try #require(error.errors.first)
            #expect(error.errors.count == 1, "\(error)")
            #expect(diagnostic.code.rawValue == code)
            #expect(diagnostic.path == path)
            #expect(diagnostic.file == "m.json")
            if line > 0 { #expect(diagnostic.line == line) }
        }
    }

    @Test func unknownKeysAndAnotherVersionAreWarnings() async throws {
        let text = """
            {"format": "providerkit.adapters", "version": 1, "providerKitVersion": "0.0.1", "complete": false,
             "adapters": [{"name": "acme", "colour": "red"}]}
            """
        let manifest = try TemporaryFile(text)
        let config = try TemporaryFile(#"{"version": 1, "provider": "a", "providers": {"a": {"adapter": "acme"}}}"#)
        let run = await ToolRun(["validate", config.path, "--adapters", manifest.path, "--format", "json"])
        #expect(run.status == .ok)
        let found = try run.lines(kind: "diagnostic").map { "\($0["severity"]?.stringValue ?? "") \($0["code"]?.stringValue ?? "") \($0["file"]?.stringValue ?? "")" }
        #expect(
            found == [
                "warning manifest.versionMismatch \(manifest.path)", "warning manifest.unknownKey \(manifest.path)",
                "info manifest.rulesNotChecked \(config.path)",
            ])
    }

    @Test func anInvalidManifestStopsEveryCommandWith65() async throws {
        let manifest = try TemporaryFile(#"{"format": "providerkit.adapters", "version": 1, "adapters": [{"name": ""}]}"#)
        let config = try TemporaryFile(DefaultConfiguration.text)
        for arguments in [
            ["validate", config.path], ["providers"], ["link"], ["replay", "--adapter", "mesh", "-"], ["errors"], ["conformance"],
        ] {
            let run = await ToolRun(arguments + ["--adapters", manifest.path, "--format", "json"])
            #expect(run.status == .dataError, "\(arguments)")
            #expect(try run.lines(kind: "diagnostic").first?["code"] == "manifest.invalid", "\(arguments)")
        }
    }
}
