import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitCLI

/// A `PipelinedTranscriptReplayer` that is not one of the built-in four takes the same pipeline,
/// unspecialized (`TranscriptReplay+BuiltInReplayers.swift`): every line delivered once and in
/// order, one decoder for the whole transcript, refused lines through `replay(line:)`, and errors
/// reported with their line numbers, on two threads and on one.
@MainActor
@Suite struct ThirdPartyPipelinedReplayTests {
    /// Lines are whole numbers; anything else is refused by the decoder. The decoder counts the
    /// lines it decoded, so a delivered value shows which decoder decoded it, and in which order.
    final class NumberReplayer: PipelinedTranscriptReplayer {
        var traceHandler: ((ReplayTrace) -> Void)?
        private var reporter: LinkReporter?
        /// What reached the replayer, in order.
        var delivered: [String] = []
        var decodersMade = 0

        struct Decoder: TranscriptLineDecoder {
            var decodedSoFar = 0
            mutating func decode(utf8 line: UnsafeBufferPointer<UInt8>) -> Int? {
                guard let number = Int(String(decoding: line, as: UTF8.self)) else { return nil }
                decodedSoFar += 1
                return number * 10_000 + decodedSoFar
            }
        }

        func start(reporting reporter: LinkReporter) throws { self.reporter = reporter }
        func present(_ presentation: LinkPresentation) {}
        func cancel() {}
        func finish() { reporter?.flowEnded() }

        func makeLineDecoder() -> Decoder {
            decodersMade += 1
            return Decoder()
        }

        func replay(decoded value: Int) throws {
            delivered.append("decoded \(value)")
            if value / 10_000 == 13 { throw TranscriptLineError(message: "thirteen is refused") }
        }

        func replay(line: String) throws {
            delivered.append("line \(line)")
            throw TranscriptLineError(message: "not a number")
        }
    }

    @Test(arguments: [true, false])
    func everyLineArrivesOnceInOrderThroughOneDecoder(decodeAhead: Bool) throws {
        // 700 lines: numbers, with a word every 97th line and a blank one every 50th.
        var lines: [String] = []
        for index in 1...700 {
            lines.append(index % 97 == 0 ? "word\(index)" : index % 50 == 0 ? "  " : String(index))
        }
        let file = try TemporaryFile(lines.joined(separator: "\n"), suffix: ".txt")
        defer { try? FileManager.default.removeItem(at: file.url) }
        let handle = try FileHandle(forReadingFrom: file.url)
        let io = CapturedIO()
        let printer = SessionPrinter(io: io, format: .json, revealSecrets: false)
        let replayer = NumberReplayer()

        let result = TranscriptReplay.run(
            replayer: replayer, adapterName: "numbers", input: handle, printer: printer, decodeAhead: decodeAhead)

        var expected: [String] = []
        var decoded = 0
        var malformedLines: [Int] = []
        for (offset, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
            if let number = Int(line) {
                decoded += 1
                expected.append("decoded \(number * 10_000 + decoded)")
                if number == 13 { malformedLines.append(offset + 1) }
            } else {
                expected.append("line \(line)")
                malformedLines.append(offset + 1)
            }
        }
        #expect(replayer.decodersMade == 1)
        #expect(replayer.delivered == expected)
        #expect(result.lines == expected.count)
        #expect(result.malformedLines == malformedLines.count)
        let reported = try io.outLines.compactMap { text -> Int? in
            let record = try LinkJSONValue(parsing: text)
            guard record["code"]?.stringValue == "malformedInput" else { return nil }
            return record["line"]?.numberValue.map { Int($0) }
        }
        #expect(reported == malformedLines)
    }
}
