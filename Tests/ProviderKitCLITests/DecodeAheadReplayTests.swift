import Foundation
import ProviderKit
import Testing

@testable import ProviderKitCLI

/// Replay decodes lines on a second thread while the main actor delivers them
/// (`TranscriptReplay+DecodingAhead.swift`). Nothing about the output may change: the same lines
/// in the same order, the same line numbers in diagnostics, and output flushed where the input
/// stalls, as with `--single-thread`.
@MainActor
@Suite struct DecodeAheadReplayTests {
    /// A transcript crossing many hand-overs, by line count and by bytes: the adapter's realistic
    /// and malformed goldens over and over (good lines, late events after the outcome, malformed
    /// lines), with blank lines (one of non-ASCII whitespace) and a 300 KB malformed line in between.
    static func longTranscript(adapter: String) throws -> (text: String, lines: Int, longLine: Int) {
        let directory = ReplayGoldenTests.directory
        let realistic = try String(contentsOf: directory.appendingPathComponent("\(adapter)-realistic.jsonl"), encoding: .utf8)
        let malformed = try String(contentsOf: directory.appendingPathComponent("\(adapter)-malformed.jsonl"), encoding: .utf8)
        var lines: [String] = []
        var longLine = 0
        for round in 0..<3 {
            lines += realistic.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines += ["   ", "\u{2003}\t"]
            if round == 1 {
                lines.append(#"{"junk":""# + String(repeating: "x", count: 300_000))
                longLine = lines.count
            }
            lines += malformed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return (lines.joined(separator: "\n"), lines.count, longLine)
    }

    @Test(arguments: ReplayGoldenTests.adapters.flatMap { adapter in ["json", "text"].map { (adapter, $0) } })
    func aLongTranscriptPrintsTheSameOnOneThreadAndOnTwo(adapter: String, format: String) async throws {
        let transcript = try Self.longTranscript(adapter: adapter)
        // More lines than the decoding thread may hold ahead (chunks in flight times lines a chunk).
        #expect(transcript.lines > TranscriptReplay.chunksInFlight * TranscriptReplay.chunkLines)
        let file = try TemporaryFile(transcript.text, suffix: ".jsonl")
        defer { try? FileManager.default.removeItem(at: file.url) }
        let arguments =
            ["replay", "--provider", adapter, file.path, "--format", format]
            + (adapter == "meld" ? ReplayGoldenTests.meldOptions : [])

        let twoThreads = await ToolRun(arguments)
        let oneThread = await ToolRun(arguments + ["--single-thread"])

        #expect(twoThreads.status == .dataError && oneThread.status == .dataError)
        #expect(twoThreads.err.isEmpty && oneThread.err.isEmpty)
        #expect(twoThreads.out.count == oneThread.out.count)
        #expect(twoThreads.out.map(ReplayGoldenTests.masked) == oneThread.out.map(ReplayGoldenTests.masked))
        // The 300 KB line is reported with its own number, whichever thread decoded it.
        let marker = format == "json" ? #""line":\#(transcript.longLine)"# : "line \(transcript.longLine)"
        #expect(twoThreads.out.contains { $0.contains(marker) }, "no diagnostic for line \(transcript.longLine)")
    }

    /// Records what the printer hands to the output in the batches its flushes cut.
    final class RecordingIO: ToolIO {
        var flushed: [[String]] = []
        var pending: [String] = []
        let standardInput = FileHandle.nullDevice
        func out(_ line: String) { pending.append(line) }
        func err(_ line: String) { pending.append("stderr: " + line) }
        func flush() {
            guard !pending.isEmpty else { return }
            flushed.append(pending)
            pending = []
        }
    }

    /// Input that stalls after three lines: what they printed is flushed before replay waits for
    /// the fourth, so a reader of a live pipe sees it at once.
    @Test(arguments: [true, false])
    func outputIsFlushedWhereTheInputStalls(decodeAhead: Bool) async throws {
        let lines = try String(
            contentsOf: ReplayGoldenTests.directory.appendingPathComponent("plaid-realistic.jsonl"), encoding: .utf8
        ).split(separator: "\n").prefix(6).map { $0 + "\n" }
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let first = Data(lines.prefix(3).joined().utf8)
        let rest = Data(lines.dropFirst(3).joined().utf8)
        let feeder = Thread {
            writer.write(first)
            Thread.sleep(forTimeInterval: 0.3)
            writer.write(rest)
            try? writer.close()
        }
        feeder.start()
        let io = RecordingIO()
        let printer = SessionPrinter(io: io, format: .json, revealSecrets: false)
        let replayer = try #require(try BuiltInAdapters.type(named: "plaid")?.makeReplayer(options: [:]))

        let result = TranscriptReplay.run(
            replayer: replayer, adapterName: "plaid", input: pipe.fileHandleForReading, printer: printer,
            decodeAhead: decodeAhead)

        #expect(result.lines == 6)
        // Lines 2 and 3 (line 1, the load, prints nothing) printed two events, flushed before the
        // stall; the other three printed theirs after it, then the end of the transcript its exit.
        let firstBatch = try #require(io.flushed.first, "nothing was flushed at the stall")
        #expect(firstBatch.count == 2 && firstBatch.allSatisfy { $0.contains(#""kind":"event""#) }, "\(firstBatch)")
        let afterStall = Array(io.flushed.dropFirst().joined()) + io.pending
        #expect(afterStall.count > 3 && afterStall.prefix(3).allSatisfy { $0.contains(#""kind":"event""#) }, "\(afterStall)")
    }
}
