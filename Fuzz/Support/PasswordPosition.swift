import ProviderKit

/// Where a value with no telling shape (the planted password) stands in raw text: in a secret
/// position or not. Only its position makes such a value secret, so the fuzz oracle reads the
/// text in front of each occurrence the way a person reading a log would:
///
/// - a secret position is the value of a secret-named key, `name=value`, or `"name": "value"`
///   with a quoted value (escaped quotes included), or user info: the value between `:` or `//`
///   and `@` (`user:value@host`, `https://value@host`);
/// - anything else (a mutated key name such as `pas$word=`, `name: value` without quotes, free
///   text) shows the value as plain text.
public enum PasswordPosition {
    /// `true` when `text` shows `value` at least once outside a secret position.
    public static func isShownOutsideSecretPosition(_ value: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let needle = Array(value.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            guard bytes[start..<(start + needle.count)].elementsEqual(needle) else { continue }
            if !isSecretPosition(bytes, start: start, end: start + needle.count) { return true }
        }
        return false
    }

    private static func isSecretPosition(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        if end < bytes.count, bytes[end] == UInt8(ascii: "@"), start > 0,
            bytes[start - 1] == UInt8(ascii: ":") || (start > 1 && bytes[start - 2] == UInt8(ascii: "/") && bytes[start - 1] == UInt8(ascii: "/"))
        {
            return true
        }
        var index = start
        let quoted = skipQuote(bytes, before: &index)
        index = skipSpaces(bytes, before: index)
        guard index > 0 else { return false }
        let separator = bytes[index - 1]
        guard separator == UInt8(ascii: "=") || (separator == UInt8(ascii: ":") && quoted) else { return false }
        index = skipSpaces(bytes, before: index - 1)
        _ = skipQuote(bytes, before: &index)
        let nameEnd = index
        while index > 0, isNameByte(bytes[index - 1]) { index -= 1 }
        guard index < nameEnd else { return false }
        return SecretKeyClassifier.isSecret(String(decoding: bytes[index..<nameEnd], as: UTF8.self))
    }

    /// Steps back over one quote (`"`, `'` or an escaped `\"`) ending just before `index`.
    private static func skipQuote(_ bytes: [UInt8], before index: inout Int) -> Bool {
        guard index > 0, bytes[index - 1] == UInt8(ascii: "\"") || bytes[index - 1] == UInt8(ascii: "'") else {
            return false
        }
        index -= 1
        if index > 0, bytes[index - 1] == UInt8(ascii: "\\") { index -= 1 }
        return true
    }

    private static func skipSpaces(_ bytes: [UInt8], before start: Int) -> Int {
        var index = start
        while index > 0, bytes[index - 1] == UInt8(ascii: " ") { index -= 1 }
        return index
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
