import Foundation
import Testing

@testable import ProviderKit

/// `JSONMemberNames.number(of:)` must name the same member a chain of `JSONKey.equals` names, for
/// keys read in place and keys that held escapes.
@Suite struct JSONMemberNamesTests {
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
        let table = JSONMemberNames(Self.names)
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
        let table = JSONMemberNames(Self.names)
        try Array(#"{"link_session_id":1}"#.utf8).withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(buffer)
            try cursor.beginObject()
            let key = try #require(try cursor.nextMember(0))
            #expect(table.number(of: key) == 0)
        }
    }
}
