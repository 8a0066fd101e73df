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

    @Test func oneAdapter() async throws {
        let run = await ToolRun(["conformance", "--provider", "meld"])
        #expect(run.out.dropLast().allSatisfy { $0.contains(" meld: ") })
    }
}
