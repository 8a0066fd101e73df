import Foundation
import Testing

@testable import ProviderKitPlaid

/// `AccountSubtype(wireValue:)` cuts ASCII text at its first `.` byte; it must give what cutting
/// at the first `.` character gives, for every kind of text, including a dot that a combining
/// mark turns into another character.
@Suite struct AccountSubtypeWireTests {
    /// The rule by characters.
    static func reference(_ wireValue: String) -> PlaidLinkKit.AccountSubtype {
        guard let dot = wireValue.firstIndex(of: ".") else { return PlaidLinkKit.AccountSubtype(type: wireValue, subtype: "") }
        return PlaidLinkKit.AccountSubtype(
            type: String(wireValue[..<dot]), subtype: String(wireValue[wireValue.index(after: dot)...]))
    }

    static let texts: [String] = [
        "depository.checking", "depository.savings", "credit.credit card", "loan.mortgage", "investment.401k",
        "other.other", "depository", "depository.", ".checking", "", ".", "..", "depository.checking.extra",
        "Depository.Checking", "brokerage.cash", "depository.chécking", "dépository.checking", "depository.\u{301}checking",
        "depository\u{301}.checking", "😀.checking", "depository.😀", "credit.\u{0}", "investment. 529",
    ]

    @Test func everyTextIsCutAsTheCharacterRuleCutsIt() {
        for text in Self.texts {
            #expect(PlaidLinkKit.AccountSubtype(wireValue: text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}
