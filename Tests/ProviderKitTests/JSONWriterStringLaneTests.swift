import Foundation
import Testing

@testable import ProviderKit

/// `JSONWriter.writeString` steps over plain bytes eight at a time; every byte it must escape, in
/// every lane of the word and at every distance from the end, must still be escaped exactly as a
/// character-by-character writer escapes it.
@Suite struct JSONWriterStringLaneTests {
    /// Characters that escape, that are non-ASCII without escaping, or that sit next to the bytes
    /// the word test looks for (`!` and `#` beside `"`, `[` and `]` beside `\`, `~` beside DEL).
    static let specials: [String] = [
        "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", " ", "!", "#", "[", "]", "~", "\u{7F}",
        "é", "\u{80}", "\u{9F}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{FEFF}", "€", "😀",
    ]

    /// The rule, one character at a time.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Controls, and what a terminal would act on or hide (C1, zero-width, bidirectional
                // characters, the line and paragraph separators, word joiners, the byte order mark).
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value)
                    || (0x2028...0x202E).contains(value) || (0x2060...0x2064).contains(value)
                    || (0x2066...0x2069).contains(value) || value == 0xFEFF
                {
                    out += "\\u" + String(format: "%04x", value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func written(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.writeString(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func everySpecialInEveryLaneIsWrittenAsTheReferenceWritesIt() {
        var checked = 0
        var mismatches: [String] = []
        for special in Self.specials {
            for prefix in 0..<20 {
                for suffix in [0, 1, 6, 7, 8, 9, 15, 17] {
                    let text = String(repeating: "a", count: prefix) + special + String(repeating: "b", count: suffix)
                    if Self.written(text) != Self.reference(text) { mismatches.append(text.debugDescription) }
                    checked += 1
                }
            }
        }
        #expect(checked == Self.specials.count * 20 * 8)
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(3))")
    }

    @Test func pairsOfSpecialsAtEveryDistanceAreWrittenAsTheReferenceWritesThem() {
        var mismatches: [String] = []
        for first in Self.specials {
            for second in Self.specials {
                for gap in 0..<10 {
                    let text = "xyz" + first + String(repeating: "m", count: gap) + second + "0123456789"
                    if Self.written(text) != Self.reference(text) { mismatches.append(text.debugDescription) }
                }
            }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(3))")
    }

    @Test func textMadeOfEveryASCIIByteIsWrittenAsTheReferenceWritesIt() {
        let all = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for shift in 0..<8 {
            let text = String(repeating: "q", count: shift) + all + all
            #expect(Self.written(text) == Self.reference(text))
        }
    }
}
