import Foundation
import ProviderKitCLI
import Testing

/// The replay input reader: every line back exactly, whatever the chunk size, line endings,
/// final line or invalid UTF-8; it cuts lines by index instead of copying the rest of its buffer
/// for every line (which made many short lines quadratic).
@Suite struct LineReaderTests {
    static func lines(of text: Data, chunkSize: Int) throws -> ([String], Int) {
        let file = try TemporaryFile("", suffix: ".txt")
        defer { try? FileManager.default.removeItem(at: file.url) }
        try text.write(to: file.url)
        let handle = try FileHandle(forReadingFrom: file.url)
        var reader = LineReader(handle: handle, chunkSize: chunkSize)
        var lines: [String] = []
        while let line = reader.nextLine() { lines.append(line) }
        return (lines, reader.lineNumber)
    }

    @Test(arguments: [1, 2, 3, 7, 64, 65_536])
    func everyLineComesBackWhateverTheChunkSize(chunkSize: Int) throws {
        let text = "first\r\n\nthird line é\n\r\nlast without newline"
        let (lines, count) = try Self.lines(of: Data(text.utf8), chunkSize: chunkSize)
        #expect(lines == ["first", "", "third line é", "", "last without newline"])
        #expect(count == 5)
    }

    @Test func aFinalNewlineEndsTheLastLineAndInvalidUTF8IsReplaced() throws {
        let (lines, _) = try Self.lines(of: Data([0x61, 0xFF, 0x62, 0x0A]), chunkSize: 2)
        #expect(lines == ["a\u{FFFD}b"])
    }

    @Test func manyShortLinesAndOneLongLine() throws {
        let short = String(repeating: "x\n", count: 50_000)
        let long = String(repeating: "y", count: 300_000)
        let (lines, count) = try Self.lines(of: Data((short + long).utf8), chunkSize: 4096)
        #expect(count == 50_001)
        #expect(lines.last?.count == 300_000)
        #expect(lines.dropLast().allSatisfy { $0 == "x" })
    }
}
