import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

@MainActor
@Suite struct ErrorsCommandTests {
    /// docs/error-mapping/<adapter>.md must be exactly what `providerkit errors` prints.
    @Test(arguments: BuiltInAdapters.names)
    func publishedTableMatchesTheAdaptersTable(adapter: String) async throws {
        let run = await ToolRun(["errors", "--adapter", adapter])
        #expect(run.status == .ok)
        let published = try String(contentsOf: Repository.file("docs/error-mapping/\(adapter).md"), encoding: .utf8)
        #expect(
            published == run.out.joined(separator: "\n") + "\n",
            "docs/error-mapping/\(adapter).md is stale; regenerate it with: swift run providerkit errors --adapter \(adapter) > docs/error-mapping/\(adapter).md")
    }

    @Test(arguments: BuiltInAdapters.names)
    func jsonHasOneLinePerRowAndNoUnknownCodes(adapter: String) async throws {
        let run = await ToolRun(["errors", "--adapter", adapter, "--format", "json"])
        let rows = try run.jsonLines()
        let table = try #require(BuiltInAdapters.type(named: adapter)).descriptor.errorTable
        #expect(rows.count == table.rules.count)
        #expect(rows.count > 0)
        #expect(run.out.allSatisfy { $0.hasPrefix("{\"kind\":\"errorMapping\",\"adapterName\":") })
        for row in rows {
            #expect(row["adapterName"]?.stringValue == adapter)
            #expect(row["vendorCode"]?.stringValue?.isEmpty == false)
            #expect(row["isRetryable"]?.boolValue != nil)
            #expect(row["unifiedCode"] != "unknown")
            #expect(LinkError.Code(rawValue: row["unifiedCode"]?.stringValue ?? "") != nil)
            #expect(LinkError.Recovery(rawValue: row["recovery"]?.stringValue ?? "") != nil)
        }
    }
}

@Suite struct ErrorMappingIndexTests {
    /// docs/error-mapping/README.md lists every unified code with its default recovery, and every recovery.
    @Test func indexCoversEveryCodeAndRecovery() throws {
        let index = try String(contentsOf: Repository.file("docs/error-mapping/README.md"), encoding: .utf8)
        for code in LinkError.Code.allCases {
            #expect(index.contains("| `\(code.rawValue)` | `\(code.defaultRecovery.rawValue)` |"), "\(code.rawValue)")
        }
        for recovery in LinkError.Recovery.allCases {
            #expect(index.contains("| `\(recovery.rawValue)` |"), "\(recovery.rawValue)")
        }
    }
}
