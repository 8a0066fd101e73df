import Foundation
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// `JSONCursor` steps over plain string bytes eight at a time; a quote, a backslash or a control
/// character at any position, in any of the eight lanes, must still be found exactly where the
/// byte loop finds it. Every placement is compared with Foundation's reading of the same text.
@Suite struct JSONCursorStringScanTests {
    static let specials: [String] = ["\"", "\\\"", "\\\\", "\\n", "\\u00e9", "\n", "\u{0}", "\u{1F}", "\t", "é", "\u{7F}", "😀"]

    /// The string `JSONCursor` reads from `text`, or `nil` when it refuses it or leaves bytes after it.
    static func read(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { buffer in
            var cursor = JSONCursor(buffer)
            guard let value = try? cursor.string(), cursor.offset == buffer.count else { return nil }
            return value
        }
    }

    @Test func everySpecialByteInEveryLaneIsFound() throws {
        var checked = 0
        for special in Self.specials {
            for prefix in 0..<20 {
                for suffix in [0, 1, 7, 8, 9, 17] {
                    let content = String(repeating: "a", count: prefix) + special + String(repeating: "b", count: suffix)
                    let text = "\"" + content + "\""
                    let ours = Self.read(text)
                    let foundation = (try? JSONSerialization.jsonObject(with: Data(("[" + text + "]").utf8)) as? [String])?.first
                    #expect(ours == foundation, "\(text.debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked == Self.specials.count * 20 * 6)
    }

    /// Every escape, alone and in runs, at every offset of short and long strings: the text
    /// `unescape` writes in place must be Foundation's, and a lone low surrogate is refused.
    static let escapes: [String] = [
        "\\b", "\\f", "\\n", "\\r", "\\t", "\\\"", "\\\\", "\\/", "\\u0000", "\\u001f", "\\u00e9", "\\u20ac",
        "\\uffff", "\\ud83d\\ude00", "\\uD83D\\uDE00", "\\u0041\\u0042", "é", "😀",
    ]

    @Test func everyEscapeIsDecodedAsFoundationDecodesIt() throws {
        var checked = 0
        for escape in Self.escapes {
            for prefix in [0, 1, 7, 8, 15] {
                for repeats in [1, 2, 9] {
                    let content = String(repeating: "p", count: prefix) + String(repeating: escape + "q", count: repeats)
                    let text = "\"" + content + "\""
                    let ours = Self.read(text)
                    let foundation = (try? JSONSerialization.jsonObject(with: Data(("[" + text + "]").utf8)) as? [String])?.first
                    #expect(ours != nil && ours == foundation, "\(text.debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked == Self.escapes.count * 5 * 3)
    }

    @Test func aLoneLowSurrogateIsRefused() {
        for text in [#""\udc00""#, #""ab\udfffcd""#] {
            let ours = Self.read(text)
            #expect(ours == nil, "\(text)")
        }
    }
}
