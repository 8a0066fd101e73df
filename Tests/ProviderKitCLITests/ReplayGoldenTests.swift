import Foundation
import ProviderKitCLI
import Testing

/// Replay's output is a contract: every adapter, both formats, realistic and malformed transcripts
/// must print exactly what `main` printed before replay was optimised (`ReplayGoldens/SOURCE`),
/// byte for byte, with the same exit status, whether lines are decoded on a second thread (the
/// default) or on one (`--single-thread`). The goldens come from
/// `Scripts/capture-replay-goldens.sh`; timestamps taken from the wall clock are masked on both sides.
@MainActor
@Suite struct ReplayGoldenTests {
    nonisolated static let adapters = ["plaid", "plaid-legacy", "mesh", "meld"]
    nonisolated static let cases: [(adapter: String, kind: String, format: String, threads: [String])] = adapters.flatMap {
        adapter in
        ["realistic", "malformed"].flatMap { kind in
            ["text", "json"].flatMap { format in [[], ["--single-thread"]].map { (adapter, kind, format, $0) } }
        }
    }
    static let directory = Repository.file("Tests/ProviderKitCLITests/ReplayGoldens")
    static let meldOptions = [
        "--widget-url", "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60",
        "--redirect-uri", "https://app.example.com/meld/", "--connection-id", "conn_sb_5d2f9a7c",
    ]

    /// `adapter-kind.format` → the exit status `main` returned.
    static func expectedStatuses() throws -> [String: Int32] {
        let text = try String(contentsOf: directory.appendingPathComponent("status.txt"), encoding: .utf8)
        var statuses: [String: Int32] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            statuses[String(parts[0])] = Int32(parts[1])
        }
        return statuses
    }

    /// Wall-clock timestamps (the transcripts only hold 2024 dates) become `<now>`, as in the goldens.
    static func masked(_ text: String) -> String {
        text.replacingOccurrences(
            of: #""timestamp":"20(2[5-9]|[3-9][0-9])-[^"]*""#, with: #""timestamp":"<now>""#, options: .regularExpression)
    }

    @Test(arguments: cases)
    func replayPrintsExactlyWhatMainPrinted(adapter: String, kind: String, format: String, threads: [String]) async throws {
        let name = "\(adapter)-\(kind).\(format)"
        let transcript = Self.directory.appendingPathComponent("\(adapter)-\(kind).jsonl").path
        let expected = try String(contentsOf: Self.directory.appendingPathComponent("\(name).out"), encoding: .utf8)
        let status = try #require(try Self.expectedStatuses()[name])

        let run = await ToolRun(
            ["replay", "--provider", adapter, transcript, "--format", format] + threads
                + (adapter == "meld" ? Self.meldOptions : []))
        let printed = run.out.map { $0 + "\n" }.joined()
        #expect(run.status.rawValue == status, "\(name): exit status")
        #expect(run.err.isEmpty, "\(name): standard error")
        #expect(Self.masked(printed) == expected, "\(name): output differs from the golden")
    }

    /// The goldens are not vacuous: every adapter's realistic output has events and an outcome, and
    /// its malformed transcript has line-numbered error diagnostics and exits 65.
    @Test func theGoldensCoverEveryAdapter() throws {
        let statuses = try Self.expectedStatuses()
        for adapter in Self.adapters {
            let malformed = try String(
                contentsOf: Self.directory.appendingPathComponent("\(adapter)-malformed.json.out"), encoding: .utf8)
            #expect(malformed.contains(#""severity":"error""#) && malformed.contains(#""line":"#))
            #expect(statuses["\(adapter)-malformed.json"] == 65 && statuses["\(adapter)-malformed.text"] == 65)
            let realistic = try String(
                contentsOf: Self.directory.appendingPathComponent("\(adapter)-realistic.json.out"), encoding: .utf8)
            #expect(realistic.contains(#"{"kind":"event""#) && realistic.contains(#"{"kind":"success""#))
        }
    }
}
