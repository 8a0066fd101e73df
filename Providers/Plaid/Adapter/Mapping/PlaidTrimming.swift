import Foundation

/// Trims blanks around the short strings Plaid's mapping reads (types, subtypes, statuses), as
/// `trimmingCharacters(in: .whitespaces)` does, without bridging to `NSString` when there is
/// nothing to trim: the common case on the mapping hot path.
enum PlaidTrimming {
    /// `text` without leading and trailing `.whitespaces` (space separators and tab); `nil` for `nil`.
    static func trimmed(_ text: String?) -> String? {
        guard let text else { return nil }
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            (0x21...0x7E).contains(first.value), (0x21...0x7E).contains(last.value)
        {
            return text  // printable ASCII at both ends: nothing `.whitespaces` would remove
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
