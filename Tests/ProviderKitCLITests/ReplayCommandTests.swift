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
        let run = await ToolRun(["replay", "--provider", "mesh", "-", "--format", "json"], input: transcript)
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

    /// A diagnostic raised while replaying a line (here a late exit after the success) names that line.
    @Test func diagnosticsRaisedByALineCarryItsNumber() async throws {
        let transcript = """
            {"onIntegrationConnected":{"delayedAuth":{"refreshToken":"r-1","brokerType":"robinhood","brokerName":"Robinhood","brokerBrandInfo":{"brokerLogo":""}}}}

            {"onExit":{}}
            """
        let run = await ToolRun(["replay", "--provider", "mesh", "-", "--format", "json"], input: transcript)
        #expect(run.status == .ok)
        let late = try #require(try run.lines(kind: "diagnostic").first { $0["message"]?.stringValue?.contains("late exit") == true })
        #expect(late["line"] == 3)
    }

    /// A recording that stops is the vendor going quiet: the app would see a cancel, and so does replay.
    @Test(arguments: ["mesh", "plaid"])
    func aTranscriptWithoutATerminalCallbackEndsAsAbandoned(adapter: String) async throws {
        let line = adapter == "mesh" ? "{\"onEvent\":{\"type\":\"loaded\"}}" : "{\"onLoad\":{}}"
        let run = await ToolRun(["replay", "--provider", adapter, "-", "--format", "json"], input: line + "\n")
        #expect(run.status == .ok)
        #expect(try run.lines(kind: "diagnostic").contains { $0["message"]?.stringValue?.contains("without a terminal callback") == true })
        #expect(try run.lines(kind: "exit").first?["reason"] == "userCancelled")
    }

    @Test func replayNeedsAProviderAndAFile() async {
        #expect(await ToolRun(["replay", "-"]).status == .usage)
        #expect(await ToolRun(["replay", "--provider", "mesh"]).status == .usage)
        #expect(await ToolRun(["replay", "--provider", "nope", "-"]).status == .usage)
        #expect(await ToolRun(["replay", "--provider", "mesh", "/nonexistent.jsonl"]).status == .dataError)
    }

    @Test func adapterOptionsBelongToTheirAdapter() async {
        let run = await ToolRun(["replay", "--provider", "mesh", "--widget-url", "https://x.example", "-"])
        #expect(run.status == .usage)
        #expect(run.err.first == "--widget-url is not an option of the mesh adapter")
        let missing = await ToolRun(["replay", "--provider", "meld", "-"])
        #expect(missing.status == .usage)
    }
}
