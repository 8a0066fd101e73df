import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitMesh
import ProviderKitTesting
import Testing

/// `--adapters MANIFEST`: an app declares its real adapters, third-party ones and the Mesh
/// adapter's store included, and `validate` checks its configuration against exactly those.
@MainActor
@Suite struct ManifestValidationTests {
    @Test func anUnknownAdapterWithoutAManifestFailsNamingTheFlag() async throws {
        let config = try TemporaryFile(AcmeAdapter.configuration())
        let run = await ToolRun(["validate", config.path, "--format", "json"])
        #expect(run.status == .dataError)
        let diagnostic = try #require(try run.lines(kind: "diagnostic").first)
        #expect(diagnostic["code"] == "config.unknownAdapter" && diagnostic["path"] == "providers.acme.adapter")
        let message = try #require(diagnostic["message"]?.stringValue)
        #expect(message.hasPrefix("unknown adapter \"acme\"; registered adapters: meld, mesh, plaid, plaid-legacy."))
        #expect(message.contains("declare it with --adapters MANIFEST"))
        #expect(message.contains("AdapterManifest(registry:)"))
    }

    @Test func aThirdPartyAdapterFromItsManifestIsAcceptedWithAnInfo() async throws {
        let manifest = try AcmeAdapter.manifestFile()
        let config = try TemporaryFile(AcmeAdapter.configuration())
        let run = await ToolRun(["validate", config.path, "--adapters", manifest.path, "--format", "json"])
        #expect(run.status == .ok, "\(run.out)")
        let info = try #require(try run.lines(kind: "diagnostic").first)
        #expect(run.out.count == 2)
        // An info prints as info, never as a warning.
        #expect(info["severity"] == "info" && info["code"] == "manifest.rulesNotChecked")
        #expect(info["path"] == "providers.acme.adapter" && info["line"] == 6 && info["column"] == 15)
        #expect(try run.lines(kind: "summary").first?["infos"] == 1)
        let text = await ToolRun(["validate", config.path, "--adapters", manifest.path])
        #expect(text.out.count == 1 && text.out[0].hasPrefix("\(config.path):6:15: info: providers.acme.adapter: the acme adapter is described by the adapter manifest"))
        #expect(text.err == ["\(config.path): valid (0 errors, 0 warnings, 1 info)"])
    }

    /// Every declarative rule of the manifest is checked for a third-party entry.
    @Test(arguments: [
        (#""adapter": "acme", "redirectURI": "https://app.example.com/acme", "clientName": "Demo", "regoin": "eu""#,
         "providers.acme.regoin", "config.unknownKey", "unknown key \"regoin\" for the acme adapter; did you mean \"region\"?"),
        (#""adapter": "acme", "redirectURI": "https://app.example.com/acme", "clientName": "Demo", "region": "uk""#,
         "providers.acme.region", "config.disallowedValue", "\"region\" must be \"us\" or \"eu\"; found \"uk\""),
        (#""adapter": "acme", "redirectURI": "https://app.example.com/acme", "clientName": "Demo", "products": ["accounts", "paymnts"]"#,
         "providers.acme.products", "config.disallowedValue", "\"products\" must be \"accounts\" or \"payments\"; found \"paymnts\"; did you mean \"payments\"?"),
        (#""adapter": "acme", "redirectURI": "https://app.example.com/acme", "clientName": 7"#,
         "providers.acme.clientName", "config.wrongType", "\"clientName\" must be a string; found a number"),
        (#""adapter": "acme", "redirectURI": "https://app.example.com/acme""#,
         "providers.acme", "config.missingOption", "missing \"clientName\": The name Acme shows to users."),
        (#""adapter": "acme", "clientName": "Demo""#,
         "providers.acme", "config.missingRedirectURI", "missing \"redirectURI\"; the acme adapter needs the https universal link OAuth returns to"),
        (#""adapter": "acme", "redirectURI": "acme://back", "clientName": "Demo""#,
         "providers.acme.redirectURI", "config.invalidRedirectURI", "\"acme://back\" uses the custom scheme"),
        (#""adapter": "acme", "redirectURI": "https://app.example.com/acme", "clientName": "Demo", "apiKey": "k""#,
         "providers.acme.apiKey", "config.serverSecret", "\"apiKey\" looks like a secret"),
    ])
    func aThirdPartyEntryIsCheckedAgainstItsManifest(entry: String, path: String, code: String, message: String) async throws {
        let manifest = try AcmeAdapter.manifestFile()
        let config = try TemporaryFile(AcmeAdapter.configuration(acme: entry))
        let run = await ToolRun(["validate", config.path, "--adapters", manifest.path, "--format", "json"])
        #expect(run.status == .dataError)
        let errors = try run.lines(kind: "diagnostic").filter { $0["severity"] == "error" }
        #expect(errors.count == 1, "\(run.out)")
        #expect(errors.first?["path"]?.stringValue == path)
        #expect(errors.first?["code"]?.stringValue == code)
        #expect(errors.first?["message"]?.stringValue?.hasPrefix(message) == true, "\(errors.first?["message"] ?? nil)")
    }

    /// A manifest made from the app's registry is complete: exactly its adapters are accepted,
    /// and what each instance was created with counts (a Mesh adapter without a store).
    @Test func aCompleteManifestAcceptsExactlyTheAppsAdapters() async throws {
        let page = try String(contentsOf: Repository.file("docs/configuration.md"), encoding: .utf8)
        let reference = try #require(page.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let config = try TemporaryFile(reference)
        let sandboxMesh = try #require(try BuiltInAdapters.type(named: "mesh")?.makeRun(for: .success).adapter as? MeshAdapter)
        let builtIns = try BuiltInAdapters.types.map { try $0.makeRun(for: .success).adapter }

        let withStore = try TemporaryFile(AdapterManifest(registry: ProviderRegistry(builtIns)).jsonText())
        let passes = await ToolRun(["validate", config.path, "--adapters", withStore.path, "--format", "json"])
        #expect(passes.status == .ok, "\(passes.out)")

        let withoutStore = try TemporaryFile(
            AdapterManifest(registry: ProviderRegistry(builtIns + [MeshAdapter(driver: sandboxMesh.driver)])).jsonText())
        let fails = await ToolRun(["validate", config.path, "--adapters", withoutStore.path, "--format", "json"])
        #expect(fails.status == .dataError)
        let error = try #require(try fails.lines(kind: "diagnostic").first)
        #expect(error["path"] == "providers.mesh.useSecureOnDeviceStorage" && error["code"] == "config.disallowedValue")
        #expect(error["message"]?.stringValue?.hasPrefix("\"useSecureOnDeviceStorage\" must be false; found true: this mesh adapter has no credential store") == true)

        let withoutMeld = try TemporaryFile(AdapterManifest(registry: ProviderRegistry(builtIns.filter { $0.descriptor.name != "meld" })).jsonText())
        let noMeld = await ToolRun(["validate", config.path, "--adapters", withoutMeld.path, "--format", "json"])
        #expect(noMeld.status == .dataError)
        let unknown = try #require(try noMeld.lines(kind: "diagnostic").first)
        #expect(unknown["code"] == "config.unknownAdapter" && unknown["path"] == "providers.meld.adapter")
        #expect(unknown["message"]?.stringValue?.contains("does not declare it: regenerate the manifest") == true)
    }

    /// A built-in adapter in a manifest keeps its Swift rules (Plaid's `mode`).
    @Test func builtInAdaptersInAManifestKeepTheirOwnRules() async throws {
        let manifest = try TemporaryFile(AdapterManifest(registry: ProviderRegistry([try #require(BuiltInAdapters.type(named: "plaid")).makeRun(for: .success).adapter])).jsonText())
        let config = try TemporaryFile(
            #"{"version": 1, "provider": "plaid", "providers": {"plaid": {"adapter": "plaid", "redirectURI": "https://a.example.com/p", "mode": "headles"}}}"#)
        let run = await ToolRun(["validate", config.path, "--adapters", manifest.path, "--format", "json"])
        #expect(run.status == .dataError)
        #expect(try run.lines(kind: "diagnostic").map { $0["path"] } == ["providers.plaid.mode"])
        #expect(try run.lines(kind: "diagnostic").first?["code"] == "config.adapterRule")
    }

    @Test func providersListsTheManifestsAdapters() async throws {
        let manifest = try AcmeAdapter.manifestFile()
        let run = await ToolRun(["providers", "--adapters", manifest.path, "--format", "json"])
        #expect(run.status == .ok)
        let adapters = try run.jsonLines()
        #expect(adapters.map { $0["name"]?.stringValue } == ["plaid", "plaid-legacy", "mesh", "meld", "acme"])
        let acme = try #require(adapters.last)
        #expect(acme["source"] == "manifest" && acme["scenarios"] == [] && acme["errorCodes"] == .null)
        #expect(acme["options"]?.arrayValue?.first?["allowedValues"] == ["us", "eu"])
        #expect(adapters.first?["source"] == "builtIn")
        let text = await ToolRun(["providers", "--adapters", manifest.path])
        #expect(text.out.contains("acme  Acme Connect  (from the adapter manifest)"))
        #expect(text.out.contains("  option region (string, one of \"us\", \"eu\"): The Acme region."))
    }

    /// The app's real configuration loads for `link` with its manifest: built-in entries run on
    /// their sandboxes, a third-party entry cannot run here.
    @Test func linkRunsTheBuiltInEntriesOfAnAppConfiguration() async throws {
        let manifest = try AcmeAdapter.manifestFile()
        let config = try TemporaryFile(AcmeAdapter.configuration())
        let plaid = await ToolRun(["link", "--config", config.path, "--adapters", manifest.path, "--provider", "plaid", "--format", "json"])
        #expect(plaid.status == .ok)
        #expect(try plaid.lines(kind: "success").first?["entryName"] == "plaid")
        let acme = await ToolRun(["link", "--config", config.path, "--adapters", manifest.path, "--format", "json"])
        #expect(acme.status == .unavailable)
        #expect(try acme.lines(kind: "diagnostic").first?["code"] == "tool.noSandbox")
        let without = await ToolRun(["link", "--config", config.path])
        #expect(without.status == .dataError)
        #expect(without.err.first?.contains("--adapters MANIFEST") == true)
    }
}
