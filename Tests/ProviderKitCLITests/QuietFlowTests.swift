import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// Diagnostics are for what an app developer should look at: a flow that ends normally, whatever
/// its outcome, delivers none. Every built-in adapter's every sandbox scenario runs through
/// `providerkit link`, and the diagnostics it prints are exactly those its scenario declares
/// (``SandboxScenario/diagnostics``: none, unless it plays something wrong on purpose).
@MainActor
@Suite struct QuietFlowTests {
    /// Every scenario of every built-in adapter's sandbox, as each sandbox lists them.
    nonisolated static var scenarios: [(adapter: String, scenario: SandboxScenario)] {
        BuiltInAdapters.types.flatMap { type in type.scenarios.map { (type.descriptor.name, $0) } }
    }

    /// The diagnostic codes a `providerkit link --format json` run printed.
    func diagnosticCodes(_ arguments: [String]) async throws -> (codes: [String], lines: [LinkJSONValue]) {
        let run = await ToolRun(["link", "--format", "json"] + arguments)
        #expect(run.status == .ok, "\(arguments): \(run.err)")
        let lines = try run.jsonLines()
        // Session runs print diagnostic records; journeys wrap them in a member `diagnostic`.
        let diagnostics = lines.compactMap { line -> LinkJSONValue? in
            line["kind"] == "diagnostic" ? line : line["diagnostic"]
        }
        return (diagnostics.compactMap { $0["code"]?.stringValue }, diagnostics)
    }

    @Test func everyAdapterHasScenariosToRun() {
        #expect(Set(Self.scenarios.map(\.adapter)) == Set(BuiltInAdapters.names))
        #expect(Self.scenarios.count >= BuiltInAdapters.names.count * SandboxScenario.Name.required.count)
    }

    @Test(arguments: scenarios)
    func aScenarioDeliversOnlyTheDiagnosticsItDeclares(adapter: String, scenario: SandboxScenario) async throws {
        let (codes, lines) = try await diagnosticCodes(["--provider", adapter, "--scenario", scenario.name.rawValue])
        #expect(
            Set(codes) == Set(scenario.diagnostics.map(\.rawValue)),
            "\(adapter) \(scenario.name) declares \(scenario.diagnostics.map(\.rawValue).sorted()) and printed \(lines)")
    }

    /// An update of the connection the sandbox holds is a normal update: no "not in the store",
    /// no "another account", no "not update mode".
    @Test(arguments: ["plaid", "plaid-legacy", "mesh", "meld"])
    func anUpdateOfTheConnectionTheSandboxHoldsIsQuiet(entry: String) async throws {
        let (codes, lines) = try await diagnosticCodes(["--journey", "update", "--provider", entry])
        #expect(codes.isEmpty, "\(entry): \(lines)")
    }

    /// The fallback journey: the first entry's bank is down, and the fallback links that same
    /// bank, passed along as the hint; neither session needs a developer's attention.
    @Test func aFallbackLinksTheBankItWasGivenAndIsQuiet() async throws {
        let run = await ToolRun(["link", "--format", "json", "--journey", "fallback"])
        #expect(run.status == .ok, "\(run.err)")
        let lines = try run.jsonLines()
        let attempts = lines.filter { $0["kind"] == "attemptStarted" }
        #expect(attempts.map { $0["entryName"]?.stringValue } == ["plaid", "meld"])
        let hint = try #require(attempts.last?["institutionHint"])
        #expect(hint["name"] == "Houndstooth Bank")
        let result = try #require(lines.last)
        #expect(result["outcome"]?["kind"] == "success")
        #expect(result["outcome"]?["adapterName"] == "meld")
        #expect(result["outcome"]?["institution"] == hint, "the fallback links the bank it was given")
        // The journey notes its own decision once; the sessions, both ending normally, say nothing.
        let diagnostics = lines.compactMap { $0["diagnostic"] }
        #expect(diagnostics.compactMap { $0["code"]?.stringValue } == ["fallbackTaken"], "\(diagnostics)")
    }
}
