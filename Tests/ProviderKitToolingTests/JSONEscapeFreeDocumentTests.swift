import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// `JSONCursor.isEscapeFreeDocument` checks a document without building it. For ASCII text it must
/// say `true` exactly when the parser accepts the text and no string holds an escape; for other
/// text, `true` only when the parser accepts it.
@Suite struct JSONEscapeFreeDocumentTests {
    static let documents: [String] = [
        "{}", "[]", "0", "-1.5e3", "true", "false", "null", #""""#, #""a b""#, " \t\n{ } \r\n", "{\"a\":1}",
        #"{"step":"institutionSearch"}"#, #"{"step":"accounts","institutionId":"ins_20"}"#,
        #"{"a":{"b":[1,2,{"c":null}]},"d":"e"}"#, #"{"a":1,"a":2}"#, #"{"a":1,"b":{"a":2}}"#, #"{"a":{"x":1,"x":2}}"#,
        #"[{"a":1},{"a":1}]"#, #"{"a":1,}"#, #"{,}"#, #"{"a" 1}"#, #"{"a":}"#, "[1,]", "[,1]", "01", "1.", "-", "1e",
        "tru", "nul", "nan", #"{"a":"\n"}"#, #"{"a\u0062":1}"#, #"{"ab":1,"a\u0062":2}"#, #"["\u00e9"]"#, #"["\\"]"#,
        "{\"a\":\"\u{1}\"}", "", " ", "{} {}", "{}x", "[1 2]", #"{"é":1}"#, #"{"é":1,"é":2}"#, #"["é"]"#,
        #""a\nb""#, #""\u0041""#, #" "\/" "#, "\u{FEFF}{}", "1e400", "-0", "1E+2", String(repeating: "[", count: 255) + String(repeating: "]", count: 255),
        String(repeating: "[", count: 256) + String(repeating: "]", count: 256),
        String(repeating: "{\"a\":", count: 255) + "1" + String(repeating: "}", count: 255),
        String(repeating: "{\"a\":", count: 256) + "1" + String(repeating: "}", count: 256),
    ]

    static func checked(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { JSONCursor.isEscapeFreeDocument($0) }
    }

    static func parserAccepts(_ text: String) -> Bool { (try? LinkJSONValue(parsing: text)) != nil }

    /// The check's answer where it decides (ASCII text), or only its "true means accepted" side.
    static func agrees(_ text: String) -> Bool {
        let answer = checked(text)
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return answer == (parserAccepts(text) && !text.contains("\\")) }
        return !answer || parserAccepts(text)
    }

    @Test func everyDocumentOfTheTableIsJudgedAsTheParserJudgesIt() {
        let disagreements = Self.documents.filter { !Self.agrees($0) }
        #expect(disagreements.isEmpty, "\(disagreements.map(\.debugDescription))")
        // The table exercises both answers.
        #expect(Self.documents.filter(Self.checked).count >= 15)
        #expect(Self.documents.filter { !Self.checked($0) }.count >= 25)
    }

    @Test func mutatedDocumentsAreJudgedAsTheParserJudgesThem() {
        var generator = SplitMix64(seed: 0x5EED_0000_0000_E5CF)  // seeded: a failure reproduces
        let alphabet = Array(#"{}[]":,\ "ab1-.eE0null"#.utf8) + [0x0A, 0x09, 0x01, 0xC3, 0xA9]
        var disagreements: [String] = []
        var accepted = 0
        for round in 0..<20_000 {
            var bytes = Array(Self.documents[round % 14 + 11].utf8)
            for _ in 0...(generator.next() % 3) {
                let position = Int(generator.next() % UInt64(bytes.count + 1))
                switch generator.next() % 3 {
                case 0: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                case 1: if position < bytes.count { bytes.remove(at: position) }
                default: if position < bytes.count { bytes[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if Self.checked(text) { accepted += 1 }
            if !Self.agrees(text) { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map(\.debugDescription))")
        #expect(accepted > 1_000, "the mutations exercise acceptance too")
    }
}
