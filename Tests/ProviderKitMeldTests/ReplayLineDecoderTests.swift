import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMeldSandbox
import ProviderKitTooling

/// Replay's Meld line decoder (tooling) beyond what `ReplayByteDecodingTests` checks for every
/// adapter: strings made through one interner, and member names found by length.
@Suite struct ReplayLineDecoderTests {
    /// Replay's decoder makes its strings through one interner for all lines; what it decodes is
    /// what a fresh decode of each line makes, and what `JSONDecoder` makes.
    @Test func stringsMadeThroughOneInternerDecodeTheSameLines() async throws {
        let audit = try await BackgroundThread.result {
            // Few slots, so that kept strings are both found again and replaced.
            var interner = StringInterner(slots: 4)
            return try TranscriptMutations.audit(
                transcripts: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("ProviderKitCLITests/ReplayGoldens"),
                adapter: "meld", byteDecoder: { try? MeldTranscriptLine(utf8: $0, interning: &interner) },
                reference: { try? JSONDecoder().decode(MeldTranscriptLine.self, from: Data($0.utf8)) })
        }
        #expect(audit.realisticAccepted == audit.realisticLines)
        #expect(audit.malformedAccepted == 0)
        #expect(audit.disagreements.isEmpty, "\(audit.disagreements.prefix(3))")
    }

    /// Each member name is found by its length first; spelled with an escape it is found too, and
    /// a name one letter off, or a case off, is an unknown member that is skipped.
    static let linesByMember: [(name: String, line: String)] = [
        ("navigation", #"{"navigation":"https://a.example","window":"popup"}"#),
        ("window", #"{"navigation":"https://a.example","window":"popup"}"#),
        ("message", #"{"message":"[meld-connect]init","handler":"h","origin":"https://o.example"}"#),
        ("handler", #"{"message":"[meld-connect]init","handler":"h","origin":"https://o.example"}"#),
        ("origin", #"{"message":"[meld-connect]init","handler":"h","origin":"https://o.example"}"#),
        ("universalLink", #"{"universalLink":"https://a.example/?x=1"}"#),
        ("popup", #"{"popup":"https://a.example/login"}"#),
        ("closed", #"{"closed":"popup"}"#),
    ]

    @Test(arguments: linesByMember.indices)
    func everyMemberNameIsFoundExactly(_ index: Int) throws {
        let (name, line) = Self.linesByMember[index]
        let escaped = "\\u00" + String(name.utf8.first!, radix: 16) + name.dropFirst()
        let plain = try #require(Self.fastDecode(line))
        #expect(plain == (try JSONDecoder().decode(MeldTranscriptLine.self, from: Data(line.utf8))))
        let spelledWithEscape = line.replacingOccurrences(of: "\"\(name)\"", with: "\"\(escaped)\"")
        #expect(spelledWithEscape != line)
        #expect(Self.fastDecode(spelledWithEscape) == plain, "\(spelledWithEscape)")
        for near in [name.uppercased(), String(name.dropLast()), name + "s"] {
            let extra = String(line.dropLast()) + #","\#(near)":"popup"}"#
            #expect(Self.fastDecode(extra) == plain, "\(extra)")
        }
    }

    static func fastDecode(_ line: String) -> MeldTranscriptLine? {
        var line = line
        return line.withUTF8 { try? MeldTranscriptLine(utf8: $0) }
    }
}
