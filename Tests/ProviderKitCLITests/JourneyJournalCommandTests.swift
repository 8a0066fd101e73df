import Foundation
import ProviderKitCLI
import Testing

@testable import ProviderKit

/// `providerkit link --journey killed-mid-oauth` on a journal directory the user chose: it resumes
/// the journey it started, prints every journal problem with its path in full, and exits 74 when
/// the journal cannot be written.
@MainActor
@Suite struct JourneyJournalCommandTests {
    func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("pk-cli-journal-\(UUID().uuidString)")
    }

    /// An interrupted journey of an earlier run, older than anything this run starts.
    func plantEarlierJourney(in directory: URL) throws -> UUID {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let id = UUID()
        let start = Date(timeIntervalSince1970: 1_600_000_000)
        let record = LinkJourneyRecord(
            journeyID: id, purpose: .newLink, startedAt: start, updatedAt: start, attempt: 1, entryName: "plaid-legacy",
            adapterName: "plaid-legacy", tokenReason: .firstAttempt, phase: .awaitingRedirect, triedEntryNames: ["plaid-legacy"],
            refreshedEntryNames: [], previousAttempts: [])
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(record).write(to: directory.appendingPathComponent("\(id.uuidString.lowercased()).journey.json"))
        return id
    }

    @Test func itResumesTheJourneyItStartedAndPrintsEveryProblemInFull() async throws {
        let directory = directory()
        let earlier = try plantEarlierJourney(in: directory)
        let corrupt = directory.appendingPathComponent("\(UUID().uuidString.lowercased()).journey.json")
        try Data("{\"version\": 1}".utf8).write(to: corrupt)

        let run = await ToolRun(["link", "--journey", "killed-mid-oauth", "--journal", directory.path, "--format", "json"])
        #expect(run.status == .ok, "\(run.err)")
        let lines = try run.jsonLines()
        let ids = Set(lines.compactMap { $0["journeyID"]?.stringValue })
        #expect(ids.count == 1, "one journey in the stream: \(ids)")
        #expect(!ids.contains(earlier.uuidString.lowercased()) && !ids.contains(earlier.uuidString), "not the earlier journey")
        #expect(lines.last?["outcome"]?["kind"] == "success")
        #expect(lines.last?["attempts"]?.arrayValue?.first?["isResumed"] == true)
        let problems = lines.compactMap { line -> String? in
            line["diagnostic"]?["code"] == "journalProblem" ? line["diagnostic"]?["message"]?.stringValue : nil
        }
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains(corrupt.path) == true, "the path in full, not redacted: \(problems)")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".journey.json") }
        #expect(left == ["\(earlier.uuidString.lowercased()).journey.json"], "the earlier journey is left for its app")
    }

    @Test func aJournalThatCannotBeWrittenExits74() async throws {
        let parent = directory()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let blocker = parent.appendingPathComponent("not-a-directory")
        try Data().write(to: blocker)
        let journal = blocker.appendingPathComponent("journal")

        let run = await ToolRun(["link", "--journey", "killed-mid-oauth", "--journal", journal.path])
        #expect(run.status == .ioError)
        #expect(run.status.rawValue == 74)
        let text = (run.out + run.err).joined(separator: "\n")
        #expect(text.contains("journal.writeFailed"), "\(text)")
        #expect(text.contains(journal.path), "the journal path in full: \(text)")
    }
}
