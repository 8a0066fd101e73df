import Foundation
import ProviderKit

/// Maps Meld's account `type` text to ``/ProviderKit/AccountType`` and a subtype.
///
/// Meld relays the routed provider's type, so the text varies (`CHECKING`, `checking`,
/// `credit card`, `depository`). Text is lowercased and spaces and dashes become `_` before
/// look-up. Specific types (`checking`) become the broad type plus the subtype; broad types
/// (`depository`) have no subtype; anything unknown is kept as its own lowercase type.
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
        guard let type = index[normalized] else { return (AccountType(rawValue: normalized), nil) }
        guard normalized != type.rawValue else { return (type, nil) }
        // A key of `rules` is ASCII, so the bytes say it all; anything else goes through Foundation.
        guard normalized.utf8.allSatisfy({ $0 < 0x80 }) else { return (type, normalized.replacingOccurrences(of: "_", with: " ")) }
        return (type, String(decoding: normalized.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self))
    }

    /// Trims white space, lowercases and turns spaces and dashes into `_`: on bytes for ASCII text
    /// (every type Meld documents), through Foundation otherwise.
    package static func normalize(_ raw: String) -> String {
        normalizeASCII(raw) ?? normalizeWithFoundation(raw)
    }

    /// ``normalize(_:)`` through Foundation alone: the reference ``normalizeASCII(_:)`` is tested against.
    package static func normalizeWithFoundation(_ raw: String) -> String {
        raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            .replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_")
    }

    /// ``normalize(_:)`` for ASCII text, or `nil` for any other. The ASCII members of
    /// `CharacterSet.whitespacesAndNewlines` are tab, line feed, vertical tab, form feed, carriage
    /// return and space.
    package static func normalizeASCII(_ raw: String) -> String? {
        var raw = raw
        return raw.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            var start = 0
            var end = bytes.count
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            var output: [UInt8] = []
            output.reserveCapacity(end - start)
            for byte in bytes[start..<end] {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): output.append(byte + 32)
                case UInt8(ascii: " "), UInt8(ascii: "-"): output.append(UInt8(ascii: "_"))
                default: output.append(byte)
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// A unified account from Meld's.
    package static func account(_ account: MeldAccount) -> LinkAccount {
        let (type, subtype) = map(account.type)
        return LinkAccount(id: account.id, name: account.name, mask: account.mask, type: type, subtype: subtype)
    }
}
