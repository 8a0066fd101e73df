import ProviderKitCLI
import Testing

@MainActor
@Suite struct ConformanceCommandTests {
    @Test func everyBuiltInAdapterPassesAndTheLastLineCounts() async throws {
        let run = await ToolRun(["conformance"])
        let last = try #require(run.out.last)
        #expect(last.hasSuffix(" passed, 0 failed"), "\(run.out.filter { $0.hasPrefix("FAIL") })")
        let passed = Int(last.split(separator: " ").first ?? "") ?? 0
        #expect(passed == run.out.filter { $0.hasPrefix("pass ") }.count)
        #expect(passed >= 15 * BuiltInAdapters.types.count)
        #expect(run.status == .ok)
    }

    @Test func oneAdapterByNameOrByEntry() async throws {
        let run = await ToolRun(["conformance", "--adapter", "meld"])
        #expect(run.status == .ok)
        #expect(run.out.dropLast().allSatisfy { $0.contains(" meld: ") })
        let byEntry = await ToolRun(["conformance", "--provider", "meld"])
        #expect(byEntry.out == run.out)
    }

    @Test func jsonIsOneCheckRecordPerCheckThenASummary() async throws {
        let run = await ToolRun(["conformance", "--adapter", "mesh", "--format", "json"])
        #expect(run.status == .ok)
        #expect(run.out.allSatisfy { $0.hasPrefix("{\"kind\":") })
        let records = try run.jsonLines()
        let checks = records.dropLast()
        #expect(checks.allSatisfy { $0["kind"] == "check" && $0["adapterName"] == "mesh" && $0["passed"] == .bool(true) && $0["failure"] == .null })
        let summary = try #require(records.last)
        #expect(summary["kind"] == "summary" && summary["command"] == "conformance" && summary["status"] == 0)
        #expect(summary["passed"] == .number(Double(checks.count)) && summary["failed"] == 0)
    }
}
