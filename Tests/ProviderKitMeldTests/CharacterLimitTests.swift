import Testing

@testable import ProviderKitMeld

/// The engine's character limits (state ids, redirect-return metadata) are told by the UTF-8
/// length first; the answer must be the one counting characters gives, at and around every limit.
struct CharacterLimitTests {
    static let units = ["a", "é", "e\u{301}", "🏦", "\u{1F1EB}\u{1F1F7}", "\r\n", "\u{0}"]

    static var texts: [String] {
        var texts = [""]
        for unit in units {
            for count in [1, 2, 3, 4, 63, 64, 65, 127, 128, 129, 511, 512, 513] {
                texts.append(String(repeating: unit, count: count))
                texts.append("x" + String(repeating: unit, count: count))
            }
        }
        return texts
    }

    @Test(arguments: [0, 1, 3, 64, 128, 512])
    func limitsAgreeWithCountingCharacters(_ limit: Int) {
        for text in Self.texts {
            #expect(MeldWidgetEngine.hasAtMost(limit, charactersIn: text) == (text.count <= limit), "\(text.debugDescription)")
            #expect(MeldWidgetEngine.prefix(limit, of: text) == String(text.prefix(limit)), "\(text.debugDescription)")
        }
    }
}
