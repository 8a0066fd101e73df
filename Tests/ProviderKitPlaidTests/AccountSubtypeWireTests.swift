import Foundation
import Testing

@testable import ProviderKitPlaid

/// `AccountSubtype(wireValue:)` cuts the `"<type>.<subtype>"` wire string at its first `.`
/// character: a dot that a combining mark turns into another character does not cut.
@Suite struct AccountSubtypeWireTests {
    typealias Subtype = PlaidLinkKit.AccountSubtype

    static let cases: [(text: String, expected: Subtype)] = [
        ("depository.checking", .depository(.checking)),
        ("credit.credit card", .credit(.creditCard)),
        ("depository", .depository(.unknown(""))),
        ("depository.", .depository(.unknown(""))),
        (".checking", .unknown(type: "", subtype: "checking")),
        ("", .unknown(type: "", subtype: "")),
        ("..", .unknown(type: "", subtype: ".")),
        ("depository.checking.extra", .depository(.unknown("checking.extra"))),
        ("Depository.Checking", .unknown(type: "Depository", subtype: "Checking")),
        ("depository.chécking", .depository(.unknown("chécking"))),
        ("depository.\u{301}checking", .unknown(type: "depository.\u{301}checking", subtype: "")),
        ("depository\u{301}.checking", .unknown(type: "depository\u{301}", subtype: "checking")),
        ("😀.checking", .unknown(type: "😀", subtype: "checking")),
        ("investment. 529", .investment(.unknown(" 529"))),
    ]

    @Test func everyTextIsCutAtItsFirstDotCharacter() {
        for (text, expected) in Self.cases {
            #expect(Subtype(wireValue: text) == expected, "\(text.debugDescription)")
        }
    }
}
