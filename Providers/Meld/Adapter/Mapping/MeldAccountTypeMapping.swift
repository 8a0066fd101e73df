import Foundation
import ProviderKit

/// Maps Meld's account `type` text to ``/ProviderKit/AccountType`` and a subtype.
///
/// Meld relays the routed provider's type, so the text varies (`CHECKING`, `checking`,
/// `credit card`, `depository`). For look-up only, text is lowercased and spaces and dashes become
/// `_`. Specific types (`checking`) become the broad type plus the subtype; broad types
/// (`depository`) have no subtype; anything unknown is kept as it came, trimmed and lowercased, as
/// every adapter keeps a type it does not know. Rewriting unknown text would change what the
/// redactor reads: a credential a vendor wrote into the type (`access-production-…`) would lose the
/// shape that hides it.
package enum MeldAccountTypeMapping {
    /// Normalised type text → broad type. A value that equals a broad type's raw value has no subtype.
    package static let rules: [(String, AccountType)] = [
        ("depository", .depository), ("checking", .depository), ("savings", .depository),
        ("money_market", .depository), ("cd", .depository), ("cash_management", .depository),
        ("prepaid", .depository), ("credit", .credit), ("credit_card", .credit), ("line_of_credit", .credit),
        ("loan", .loan), ("mortgage", .loan), ("student_loan", .loan), ("auto_loan", .loan),
        ("personal_loan", .loan), ("home_equity", .loan), ("investment", .investment),
        ("brokerage", .investment), ("retirement", .investment), ("401k", .investment), ("ira", .investment),
        ("roth", .investment), ("529", .investment), ("other", .other),
    ]

    private static let index = Dictionary(rules, uniquingKeysWith: { first, _ in first })

    /// The broad type and subtype for Meld's type text; `(nil, nil)` for no text.
    package static func map(_ raw: String?) -> (type: AccountType?, subtype: String?) {
        guard let raw else { return (nil, nil) }
        let normalized = normalize(raw)
        guard !normalized.isEmpty else { return (nil, nil) }
        guard let type = index[normalized] else {
            return (AccountType(rawValue: raw.trimmingCharacters(in: .whitespacesAndNewlines)), nil)
        }
        guard normalized != type.rawValue else { return (type, nil) }
        return (type, normalized.replacingOccurrences(of: "_", with: " "))
    }

    /// Trims white space and line breaks, lowercases and turns spaces and dashes into `_`.
    package static func normalize(_ raw: String) -> String {
        raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            .replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_")
    }

    /// A unified account from Meld's.
    package static func account(_ account: MeldAccount) -> LinkAccount {
        let (type, subtype) = map(account.type)
        return LinkAccount(id: account.id, name: account.name, mask: account.mask, type: type, subtype: subtype)
    }
}
