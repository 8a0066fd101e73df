import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

@testable import ProviderKitPlaidLegacy

/// Every reader stops at its documented limit, in bounded time and memory, with a diagnostic that
/// names the limit: transcript lines (``LineReader/defaultMaximumLineLength``), files read whole
/// (4 MiB), JSON nesting (``JSONParser/maximumDepth``) and property lists counted after shared
/// references are expanded (``PropertyListBudget``).
@Suite struct ResourceLimitTests {
    // MARK: - Transcript lines

    /// Lines within the limit come back; the first longer one stops the reader, which reads
    /// nothing after it, whatever the chunk size.
    @Test(arguments: [1, 7, 4096])
    func aLineOverTheLimitStopsTheReader(chunkSize: Int) throws {
        let file = try TemporaryFile("", suffix: ".txt")
        defer { try? FileManager.default.removeItem(at: file.url) }
        let text = "short\n" + String(repeating: "a", count: 100) + "\r\n" + String(repeating: "b", count: 101) + "\nafter\n"
        try Data(text.utf8).write(to: file.url)
        let handle = try FileHandle(forReadingFrom: file.url)
        var reader = LineReader(handle: handle, chunkSize: chunkSize, maximumLineLength: 100)
        var lines: [String] = []
        while let line = reader.nextLine() { lines.append(line) }
        #expect(lines == ["short", String(repeating: "a", count: 100)])
        #expect(reader.overlongLine == 3)
        #expect(reader.nextLine() == nil)
    }

    /// An endless line from a real pipe: the reader gives up after the limit, not at the end.
    @Test func anEndlessPipeEndsAtTheLimit() throws {
        let pipe = Pipe()
        let writer = Thread {
            let chunk = Data(repeating: 0x41, count: 65_536)
            // Ends with EPIPE once the reader has closed its end.
            signal(SIGPIPE, SIG_IGN)
            while (try? pipe.fileHandleForWriting.write(contentsOf: chunk)) != nil {}
        }
        writer.start()
        let start = Date()
        var reader = LineReader(handle: pipe.fileHandleForReading)
        #expect(reader.nextLine() == nil)
        #expect(reader.overlongLine == 1)
        #expect(Date().timeIntervalSince(start) < 1)
        try pipe.fileHandleForReading.close()
    }

    /// `providerkit replay /dev/zero`: one diagnostic naming the limit, within a second and a few
    /// MiB of the same tool on an empty transcript, in text and JSON output.
    @Test(arguments: ["mesh", "plaid"])
    func replayingDevZeroEndsWithADiagnosticNamingTheLimit(adapter: String) throws {
        let baseline = try ChildUsage.run(["replay", "--adapter", adapter, "/dev/null"])
        let text = try ChildUsage.run(["replay", "--adapter", adapter, "/dev/zero"])
        let json = try ChildUsage.run(["replay", "--adapter", adapter, "/dev/zero", "--format", "json"])
        let limit = "\(LineReader.defaultMaximumLineLength) bytes"
        #expect(text.out.contains("line 1") && text.out.contains(limit), "\(text.out)")
        let record = try #require(
            json.out.split(separator: "\n").compactMap { try? LinkJSONValue(parsing: String($0)) }
                .first { $0["code"] == "malformedInput" })
        #expect(record["line"] == 1 && record["message"]?.stringValue?.contains(limit) == true)
        for run in [text, json] {
            #expect(run.status == 65)
            #expect(run.seconds - baseline.seconds < 1, "\(run.seconds) s against \(baseline.seconds) s")
            #expect(run.peakKiB - baseline.peakKiB < 8 * 1024, "\(run.peakKiB) KiB against \(baseline.peakKiB) KiB")
        }
        print("replay /dev/zero (\(adapter)): \(text.seconds) s, peak \(text.peakKiB) KiB; empty: \(baseline.seconds) s, \(baseline.peakKiB) KiB")
    }

    /// `providerkit validate /dev/zero`: refused at 4 MiB, not read to the end.
    @Test func validatingDevZeroIsRefusedAtTheFileLimit() throws {
        let run = try ChildUsage.run(["validate", "/dev/zero", "--format", "json"])
        #expect(run.status == 65)
        #expect(run.out.contains("input.tooLarge") && run.out.contains("4194304-byte limit"), "\(run.out)")
        #expect(run.seconds < 5)
    }

    // MARK: - Nesting

    /// Nesting up to ``JSONParser/maximumDepth`` is read; one level more is refused, by every
    /// reader: the core parser, and a transcript line in each adapter's replay.
    @MainActor
    @Test(arguments: ["plaid", "plaid-legacy", "mesh", "meld"])
    func nestingPastTheLimitIsRefusedByReplay(adapter: String) async throws {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        #expect((try? LinkJSONValue(parsing: nested(JSONParser.maximumDepth))) != nil)
        #expect((try? LinkJSONValue(parsing: nested(JSONParser.maximumDepth + 1))) == nil)
        let deep = #"{"deep":\#(nested(JSONParser.maximumDepth + 5)),"onExit":{}}"#
        let run = await ToolRun(
            ["replay", "--adapter", adapter, "-", "--format", "json"] + (adapter == "meld" ? ReplayGoldenTests.meldOptions : []),
            input: deep + "\n")
        let message = try run.lines(kind: "diagnostic").first { $0["code"] == "malformedInput" }?["message"]?.stringValue
        #expect(message?.contains("deeper than \(JSONParser.maximumDepth) levels") == true, "\(String(describing: message))")
    }

    // MARK: - Property lists

    /// A binary property list of `levels` arrays, each holding the one before twice, under
    /// `PLKPlaidLinkConfiguration.clientName`: 2^levels values in a few hundred bytes.
    static func plistBomb(levels: Int) -> [UInt8] {
        var objects: [[UInt8]] = []
        objects.append([0x09])  // true
        for level in 1...levels { objects.append([0xA2, UInt8(level - 1), UInt8(level - 1)]) }
        let chain = objects.count - 1
        objects.append([0x5A] + Array("clientName".utf8))
        objects.append([0xD1, UInt8(objects.count - 1), UInt8(chain)])
        let inner = objects.count - 1
        objects.append([0x5F, 0x10, 25] + Array("PLKPlaidLinkConfiguration".utf8))
        objects.append([0xD1, UInt8(objects.count - 1), UInt8(inner)])
        return BinaryPlist.encode(objects: objects, top: objects.count - 1)
    }

    @Test func aPlistBombIsRefusedInBoundedTimeNamingTheLimit() throws {
        let bomb = Self.plistBomb(levels: 36)
        #expect(bomb.count < 444)
        let start = Date()
        let result = PlaidLegacyPlistConfiguration.read(data: Data(bomb), file: "bomb.plist")
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(result.configuration == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("more than \(PropertyListBudget.maximumValueCount) values") == true)
    }

    /// The same through `providerkit validate`, measured in a child process, in both formats.
    @Test func validatingAPlistBombIsBoundedInTimeAndMemory() throws {
        let file = try TemporaryFile("", suffix: ".plist")
        defer { try? FileManager.default.removeItem(at: file.url) }
        try Data(Self.plistBomb(levels: 36)).write(to: file.url)
        let small = try TemporaryFile("", suffix: ".plist")
        defer { try? FileManager.default.removeItem(at: small.url) }
        try Data(Self.plistBomb(levels: 2)).write(to: small.url)
        let baseline = try ChildUsage.run(["validate", small.path])
        for format in ["text", "json"] {
            let run = try ChildUsage.run(["validate", file.path, "--format", format])
            #expect(run.status == 65, "\(run.out)")
            #expect(run.out.contains("\(PropertyListBudget.maximumValueCount) values"), "\(run.out)")
            #expect(run.seconds - baseline.seconds < 1, "\(run.seconds) s against \(baseline.seconds) s")
            #expect(run.peakKiB - baseline.peakKiB < 8 * 1024, "\(run.peakKiB) KiB against \(baseline.peakKiB) KiB")
            print("validate plist bomb (\(format)): \(run.seconds) s, peak \(run.peakKiB) KiB; 2-level: \(baseline.seconds) s, \(baseline.peakKiB) KiB")
        }
    }
}
