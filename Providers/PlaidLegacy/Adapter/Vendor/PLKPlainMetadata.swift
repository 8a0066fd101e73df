import ProviderKit

/// LinkKit 1.x metadata checked to read without a single problem: every value is a string or
/// `NSNull`, apart from the nested dictionaries and arrays a callback's metadata may hold, which are
/// checked the same way. What LinkKit sends, and what transcripts hold, almost always passes.
///
/// Reading such metadata cannot record a problem, so the mappings' fast paths look up only the keys
/// they use, when they use them, and never build the `PLK…Metadata` mirrors: for any key,
/// ``string(_:)`` returns exactly what `PLKMetadataReader.string(_:)` returns. Metadata that does not
/// pass goes through the mirrors, which record each problem in order (`PlaidLegacyFastPathTests`
/// checks that both paths agree on a whole table of payloads).
struct PLKPlainMetadata {
    /// The members; empty for `null`.
    let members: [String: LinkJSONValue]

    /// The nested values a callback's metadata may hold besides strings and nulls.
    enum Nesting {
        /// Strings and nulls only (an institution or a selected-account dictionary).
        case none
        /// Plain `institution` and `account` dictionaries and an `accounts` array of dictionaries,
        /// each checked when read by `PLKPlainAccount` (`didSucceedWithPublicToken`).
        case success
    }

    /// `nil` unless `value` is `null` or a dictionary that reads without problems under `nesting`.
    init?(_ value: LinkJSONValue, nesting: Nesting = .none) {
        switch value {
        case .null:
            members = [:]
        case .object(let members):
            guard Self.isPlain(members, nesting: nesting) else { return nil }
            self.members = members
        default:
            return nil
        }
    }

    /// Members already checked by ``isPlain(_:nesting:)``.
    private init(checked members: [String: LinkJSONValue]) {
        self.members = members
    }

    /// A string member; `nil` for a missing or `null` one (no other kind passed the check).
    func string(_ key: String) -> String? {
        if case .string(let text)? = members[key] { return text }
        return nil
    }

    /// A nested dictionary member, `nil` when missing or `null`; only keys the nesting allows hold one.
    func dictionary(_ key: String) -> PLKPlainMetadata? {
        if case .object(let members)? = members[key] { return PLKPlainMetadata(checked: members) }
        return nil
    }

    /// The elements of an array member, `[]` when missing or `null`; only `accounts` holds one, and
    /// its elements are dictionaries (read them with `PLKPlainAccount`, which checks them).
    func array(_ key: String) -> [LinkJSONValue] {
        if case .array(let elements)? = members[key] { return elements }
        return []
    }

    /// `true` when every value is a string or a null, or a nested value `nesting` allows under its key.
    /// Anything else (a number, a Boolean, a dictionary elsewhere, a string where a dictionary or an
    /// array is read, an account that is not a plain dictionary) sends the metadata to the general
    /// path, which reports it.
    static func isPlain(_ members: [String: LinkJSONValue], nesting: Nesting) -> Bool {
        for (key, value) in members {
            switch value {
            case .null:
                continue
            case .string:
                // A string where the mapping reads a dictionary or an array is a problem.
                guard nesting == .none || !isNested(key, nesting: nesting) else { return false }
            case .object(let nested):
                guard nesting != .none, isNested(key, nesting: nesting), key != Keys.kPLKMetadataAccountsKey,
                    isPlain(nested, nesting: .none)
                else { return false }
            case .array(let elements):
                guard nesting == .success, key == Keys.kPLKMetadataAccountsKey else { return false }
                // Each account's values are checked as it is read (`PLKPlainAccount`).
                for element in elements {
                    guard case .object = element else { return false }
                }
            case .bool, .number:
                return false
            }
        }
        return true
    }

    private typealias Keys = PlaidLegacyLinkKit.PLKConstants

    /// `true` for the keys read as a dictionary or an array under `nesting`: `institution`, and for a
    /// success `account` and `accounts`. Lengths are compared first, so most keys cost no string comparison.
    private static func isNested(_ key: String, nesting: Nesting) -> Bool {
        let count = key.utf8.count
        if count == Keys.kPLKMetadataInstitutionKey.utf8.count { return key == Keys.kPLKMetadataInstitutionKey }
        guard nesting == .success else { return false }
        if count == Keys.kPLKMetadataAccountKey.utf8.count { return key == Keys.kPLKMetadataAccountKey }
        if count == Keys.kPLKMetadataAccountsKey.utf8.count { return key == Keys.kPLKMetadataAccountsKey }
        return false
    }
}
