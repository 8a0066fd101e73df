import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidSandbox

/// Replay decodes LinkKit 7 lines from their bytes; `JSONDecoder` only words the lines that
/// decoder refuses. Both must agree on every line the byte decoder accepts.
@Suite struct ByteDecodingTests {
    static let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProviderKitCLITests/ReplayGoldens")

    static func lines(_ name: String) throws -> [String] {
        try String(contentsOf: transcripts.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    static func byteDecoded(_ line: String) -> PlaidTranscriptLine? {
        var line = line
        return line.withUTF8 { try? PlaidTranscriptLine(utf8: $0) }
    }

    @Test func everyRealisticLineDecodesFromBytesAsJSONDecoderDecodesIt() throws {
        for line in try Self.lines("plaid-realistic.jsonl") {
            let fast = try #require(Self.byteDecoded(line), "the byte decoder refused \(line)")
            #expect(fast == (try JSONDecoder().decode(PlaidTranscriptLine.self, from: Data(line.utf8))))
        }
    }

    @Test func malformedLinesAreLeftToJSONDecoder() throws {
        let malformed = try Self.lines("plaid-malformed.jsonl").filter { line in
            (try? JSONDecoder().decode(PlaidTranscriptLine.self, from: Data(line.utf8))) == nil
        }
        #expect(malformed.count >= 10)
        for line in malformed { #expect(Self.byteDecoded(line) == nil, "accepted \(line)") }
    }

    @Test func aLineTheByteDecoderAcceptsDecodesTheSameWithJSONDecoder() throws {
        let seeds = try Self.lines("plaid-realistic.jsonl").prefix(60) + Self.lines("plaid-malformed.jsonl")
        var accepted = 0
        for line in TranscriptMutations.variants(of: Array(seeds), count: 6_000, seed: 7) {
            guard let fast = Self.byteDecoded(line) else { continue }
            accepted += 1
            let slow = try JSONDecoder().decode(PlaidTranscriptLine.self, from: Data(line.utf8))
            #expect(fast == slow, "\(line)")
        }
        // The variants exercise acceptance too, not only refusal.
        #expect(accepted > 500)
    }
}
