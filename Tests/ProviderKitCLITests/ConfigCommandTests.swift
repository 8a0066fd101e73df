import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

/// `providerkit config diff` and `link`'s remote-configuration options, through the tool's entry point.
@MainActor
@Suite struct ConfigCommandTests {
    /// Writes the default configuration, with `plaid`'s entry extended by `plaidEntry`, to a temporary file.
    static func file(plaidEntry: String = "") throws -> String {
        let text = DefaultConfiguration.text.replacingOccurrences(
            of: #""plaid": { "adapter": "plaid", "redirectURI": "https://app.example.com/plaid/oauth" },"#,
            with: #""plaid": { "adapter": "plaid", "redirectURI": "https://app.example.com/plaid/oauth"\#(plaidEntry.isEmpty ? "" : ", " + plaidEntry) },"#)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("providerkit-config-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func diffSaysWhatChangesForUsers() async throws {
        let old = try Self.file()
        let new = try Self.file(plaidEntry: #""enabled": false, "disabledMessage": "Plaid outage""#)
        let run = await ToolRun(["config", "diff", old, new])
        #expect(run.status == .ok)
        #expect(run.out == ["providers.plaid.enabled: plaid is switched off: journeys skip it and go to their fallbacks (Plaid outage) (true → false)"])
        #expect(run.err == ["\(old) → \(new): 1 change"])
    }

    @Test func diffAsJSONEndsWithASummary() async throws {
        let old = try Self.file()
        let new = try Self.file(plaidEntry: #""enabled": false"#)
        let run = await ToolRun(["config", "diff", old, new, "--format", "json"])
        #expect(run.status == .ok)
        let lines = try run.jsonLines()
        #expect(lines.map { $0["kind"]?.stringValue } == ["configChange", "summary"])
        #expect(lines.first?["change"]?.stringValue == "disabled")
        #expect(lines.last?["changes"]?.numberValue == 1)
    }

    @Test func diffOfAnInvalidFileIsADataError() async throws {
        let run = await ToolRun(["config", "diff", try Self.file(), try Self.file(plaidEntry: #""enabled": "no""#)])
        #expect(run.status == .dataError)
    }

    @Test func configWithoutDiffIsAUsageError() async {
        #expect(await ToolRun(["config"]).status == .usage)
        #expect(await ToolRun(["config", "diff", "one.json"]).status == .usage)
    }

    @Test func aConfigCacheWithoutAURLIsAUsageError() async {
        let run = await ToolRun(["link", "--config-cache", FileManager.default.temporaryDirectory.path])
        #expect(run.status == .usage)
    }

    @Test func anUnreachableRemoteLayerFallsBackToTheBundledOneAndSaysWhy() async throws {
        // Port 9 (discard) on the loopback host: refused at once.
        let run = await ToolRun(["link", "--config-url", "http://127.0.0.1:9/providers.json", "--format", "json"])
        #expect(run.status == .ok)
        let codes = try run.lines(kind: "diagnostic").compactMap { $0["code"]?.stringValue }
        #expect(codes.prefix(2) == ["remote.layer", "remote.fetch"])
        let active = try run.lines(kind: "diagnostic").last { $0["code"]?.stringValue == "remote.layer" }
        #expect(active?["message"]?.stringValue?.hasPrefix("active: the bundled layer") == true)
    }
}
