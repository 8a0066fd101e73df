import ProviderKitCLI
import ProviderKitTesting
import Testing

@MainActor
@Suite struct ToolDispatchTests {
    @Test func noArgumentsPrintsHelpAndIsAUsageError() async {
        let run = await ToolRun([])
        #expect(run.status == .usage)
        #expect(run.err.joined().contains("COMMANDS"))
    }

    @Test func unknownCommandSuggestsTheClosestOne() async {
        let run = await ToolRun(["lnk"])
        #expect(run.status == .usage)
        #expect(run.err.first == "error: unknown command \"lnk\"; did you mean \"link\"? [usage.unknownCommand]")
    }

    @Test(arguments: ["link", "validate", "providers", "replay", "conformance", "errors", "store"])
    func everyCommandHasHelp(command: String) async {
        let run = await ToolRun([command, "--help"])
        #expect(run.status == .ok)
        #expect(run.out.joined(separator: "\n").contains("USAGE: providerkit \(command)"))
    }

    @Test func linkHelpListsEveryAdaptersScenarios() async {
        let help = (await ToolRun(["link", "--help"])).out.joined(separator: "\n")
        for adapter in BuiltInAdapters.types {
            #expect(help.contains("\(adapter.descriptor.name):"))
            for scenario in adapter.scenarios { #expect(help.contains(scenario.name.rawValue)) }
        }
    }

    @Test func providersListsEveryBuiltInAdapterAsJSON() async throws {
        let run = await ToolRun(["providers", "--format", "json"])
        #expect(run.status == .ok)
        let names = try run.jsonLines().compactMap { $0["name"]?.stringValue }
        #expect(names == ["plaid", "plaid-legacy", "mesh", "meld"])
    }

    @Test func badFormatIsAUsageError() async {
        let run = await ToolRun(["providers", "--format", "yaml"])
        #expect(run.status == .usage)
        #expect(run.err.first == "error: --format must be one of: text, json [usage.invalidValue]")
    }
}
