import Foundation
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// `NameIndex` must find what the look-ups it replaced found: for JSON keys, the member a chain of
/// `JSONKey.equals` names, read in place or with escapes; for strings, the value a dictionary
/// keyed by the names finds (first name wins, Swift's string equality).
@Suite struct NameIndexTests {
    static let names: [String] = [
        "link_session_id", "timestamp", "selection", "view_name", "id", "name", "mask", "a", "", "é", "link_session_id",
    ]

    /// The first listed name with exactly the key's decoded bytes, as `JSONKey.equals` decides.
    static func chain(_ key: JSONKey) -> Int? {
        names.firstIndex { Array($0.utf8) == Array(key.string.utf8) }
    }

    static let keys: [String] = [
        #""link_session_id""#, #""timestamp""#, #""selection""#, #""view_name""#, #""id""#, #""name""#, #""mask""#,
        #""a""#, #""""#, #""é""#, #""\u00e9""#, #""e\u0301""#, #""é""#, #""ti\u006destamp""#, #""timestamq""#, #""Timestamp""#,
        #""link_session_i""#, #""link_session_idd""#, #""b""#, #""nam""#, #""unknown_member_name_longer_than_all""#,
    ]

    @Test func everyKeyGetsTheNumberTheEqualsChainGives() throws {
        let table = NameIndex(Self.names)
        var checked = 0
        for text in Self.keys {
            let utf8 = Array(("{" + text + ":1}").utf8)
            try utf8.withUnsafeBufferPointer { buffer in
                var cursor = JSONCursor(buffer)
                try cursor.beginObject()
                let key = try #require(try cursor.nextMember(0))
                #expect(table.number(of: key) == Self.chain(key), "\(text)")
                checked += 1
            }
        }
        #expect(checked == Self.keys.count)
    }

    @Test func aRepeatedNameKeepsItsFirstNumber() throws {
        let table = NameIndex(Self.names)
        try Array(#"{"link_session_id":1}"#.utf8).withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(buffer)
            try cursor.beginObject()
            let key = try #require(try cursor.nextMember(0))
            #expect(table.number(of: key) == 0)
        }
    }

    /// Names and texts where bytes and Swift's string equality part: the Kelvin sign is `K`, the
    /// Angstrom sign is `Å`, and `é` has two spellings.
    static let strings: [String] = [
        "OPEN", "K", "\u{212A}", "KEY", "\u{212A}EY", "Å", "\u{212B}", "\u{00C5}", "A\u{030A}", "é", "e\u{0301}", "", "open",
        "TRANSITION_VIEW", "TRANSITION_VIEW ", "x",
    ]

    /// The first name of `names` each text finds in a dictionary built first-name-wins.
    static func dictionaryAnswer(_ text: String, in names: [String]) -> Int? {
        var dictionary: [String: Int] = [:]
        for (number, name) in names.enumerated() where dictionary[name] == nil { dictionary[name] = number }
        return dictionary[text]
    }

    @Test(arguments: [
        ["OPEN", "KEY", "K", "TRANSITION_VIEW", "OPEN"],
        ["OPEN", "\u{212A}EY", "Å", "e\u{0301}", "x"],
        ["A\u{030A}", "\u{212B}", "K", "\u{212A}", ""],
    ])
    func everyStringFindsWhatADictionaryFinds(names: [String]) {
        let index = NameIndex(names)
        for text in Self.strings {
            #expect(index.number(of: text) == Self.dictionaryAnswer(text, in: names), "\(text.unicodeScalars.map(\.value)) in \(names)")
        }
    }
}
