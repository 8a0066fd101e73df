import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

@MainActor
@Suite struct ReplayCommandTests {
    @Test func aMalformedLineIsReportedWithItsNumberAndEarlierOutputIsKept() async throws {
        let transcript = """
            {"onEvent":{"type":"loaded"}}
            {"onEvent":{"type":"integrationSelected","payload":{"integrationType":"robinhood","integrationName":"Robinhood"}}}
            {"onEvent": nope}

            {"onExit":{}}
            """
        let run = await ToolRun(["replay", "--adapter", "mesh", "-", "--format", "json"], input: transcript)
        #expect(run.status == .dataError)
        let events = try run.lines(kind: "event")
        #expect(events.first?["name"] == "loaded")
        #expect(events.contains { $0["vendorEventName"] == "integrationSelected" })
        let diagnostic = try #require(try run.lines(kind: "diagnostic").first { $0["severity"] == "error" })
        #expect(diagnostic["line"] == 3)
        #expect(diagnostic["message"]?.stringValue?.hasPrefix("column 13:") == true)
        // Replay continues after the bad line: the exit on line 5 still arrives.
        #expect(try run.lines(kind: "exit").first?["reason"] == "userCancelled")
    }

    /// A diagnostic raised while replaying a line (here a second connection after the success)
    /// names that line.
    @Test func diagnosticsRaisedByALineCarryItsNumber() async throws {
        let transcript = """
            {"onIntegrationConnected":{"delayedAuth":{"refreshToken":"r-1","brokerType":"robinhood","brokerName":"Robinhood","brokerBrandInfo":{"brokerLogo":""}}}}

            {"onIntegrationConnected":{"delayedAuth":{"refreshToken":"r-2","brokerType":"robinhood","brokerName":"Robinhood","brokerBrandInfo":{"brokerLogo":""}}}}
            {"onExit":{}}
            """
        let run = await ToolRun(["replay", "--adapter", "mesh", "-", "--format", "json"], input: transcript)
        #expect(run.status == .ok)
        let diagnostics = try run.lines(kind: "diagnostic")
        let late = try #require(diagnostics.first { $0["message"]?.stringValue?.contains("onIntegrationConnected") == true })
        #expect(late["line"] == 3)
        // Its true severity and its code, as the wire format writes them.
        #expect(late["severity"] == "warning" && late["code"] == "duplicateOutcome")
        #expect(diagnostics.count == 1, "Link's closing onExit on line 4 is quiet: \(diagnostics)")
        let text = await ToolRun(["replay", "--adapter", "mesh", "-"], input: transcript)
        #expect(text.out.contains { $0.hasPrefix("warning: line 3: ") })
    }

    /// A recording that stops is the vendor going quiet: the app would see a cancel, and so does replay.
    @Test(arguments: ["mesh", "plaid"])
    func aTranscriptWithoutATerminalCallbackEndsAsAbandoned(adapter: String) async throws {
        let line = adapter == "mesh" ? "{\"onEvent\":{\"type\":\"loaded\"}}" : "{\"onLoad\":{}}"
        let run = await ToolRun(["replay", "--adapter", adapter, "-", "--format", "json"], input: line + "\n")
        #expect(run.status == .ok)
        #expect(try run.lines(kind: "diagnostic").contains { $0["message"]?.stringValue?.contains("without a terminal callback") == true })
        #expect(try run.lines(kind: "exit").first?["reason"] == "userCancelled")
    }

    @Test func replayNeedsAnAdapterAndAFile() async {
        #expect(await ToolRun(["replay", "-"]).status == .usage)
        #expect(await ToolRun(["replay", "--adapter", "mesh"]).status == .usage)
        #expect(await ToolRun(["replay", "--adapter", "nope", "-"]).status == .usage)
        #expect(await ToolRun(["replay", "--adapter", "mesh", "/nonexistent.jsonl"]).status == .noInput)
    }

    /// `--provider` names an entry; the default configuration's entries are named after their
    /// adapters, and an app's own configuration maps its entry names to adapters.
    @Test func providerNamesAnEntryWhoseAdapterReplays() async throws {
        let line = "{\"onEvent\":{\"type\":\"loaded\"}}\n"
        let byAdapter = await ToolRun(["replay", "--adapter", "mesh", "-", "--format", "json"], input: line)
        let byDefaultEntry = await ToolRun(["replay", "--provider", "mesh", "-", "--format", "json"], input: line)
        let file = try TemporaryFile(#"{"version": 1, "provider": "brokerage", "providers": {"brokerage": {"adapter": "mesh"}}}"#)
        let byOwnEntry = await ToolRun(
            ["replay", "--config", file.path, "--provider", "brokerage", "-", "--format", "json"], input: line)
        #expect(byAdapter.status == .ok)
        #expect(byDefaultEntry.out.map(Self.withoutTimestamps) == byAdapter.out.map(Self.withoutTimestamps))
        #expect(byOwnEntry.out.map(Self.withoutTimestamps) == byAdapter.out.map(Self.withoutTimestamps))
        let wrong = await ToolRun(["replay", "--config", file.path, "--provider", "mesh", "-"], input: line)
        #expect(wrong.status == .usage)
        #expect(wrong.err.first?.contains("no entry \"mesh\"") == true)
        #expect(wrong.err.first?.contains("use --adapter") == true)
    }

    static func withoutTimestamps(_ line: String) -> String {
        line.replacingOccurrences(of: #""timestamp":"[^"]*""#, with: "", options: .regularExpression)
    }

    @Test func adapterOptionsBelongToTheirAdapter() async {
        let run = await ToolRun(["replay", "--adapter", "mesh", "--widget-url", "https://x.example", "-"])
        #expect(run.status == .usage)
        #expect(run.err.first == "error: --widget-url is not an option of the mesh adapter [usage.unknownOption]")
        let missing = await ToolRun(["replay", "--adapter", "meld", "-"])
        #expect(missing.status == .usage)
    }
}
