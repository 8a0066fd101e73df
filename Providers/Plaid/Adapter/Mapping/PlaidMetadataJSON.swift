import Foundation
import ProviderKit

/// LinkKit's `metadataJSON` text, parsed only when a repair may need it.
///
/// The mapper reads it to repair typed fields that are missing or `unknown`. Parsing costs far
/// more than mapping the typed fields, and almost every callback has nothing to repair, so the
/// text is parsed on first use and ``mayHoldString(forKey:)`` rules keys out from the bytes alone.
struct PlaidMetadataJSON {
    private let text: String?
    private var parsed: LinkJSONValue??

    init(_ text: String?) {
        self.text = text
    }

    /// The parsed object, or `nil` when there is no text or it is not a JSON object.
    var value: LinkJSONValue? {
        mutating get {
            if let parsed { return parsed }
            let value = PlaidPayloadMapper.parseMetadataJSON(text)
            parsed = .some(value)
            return value
        }
    }

    /// `false` only when no object in the text can have a string under `key`: the text holds no
    /// `\u` escape (which could spell a key differently) and nowhere `"key"` followed by `:` and a
    /// string. `true` means "parse and look".
    func mayHoldString(forKey key: StaticString) -> Bool {
        guard var text, !text.isEmpty else { return false }
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let needle = UnsafeRawPointer(key.utf8Start)
            let count = key.utf8CodeUnitCount
            // A `\u` escape anywhere: give up on bytes and parse.
            var index = 0
            while index < bytes.count, let hit = memchr(base + index, Int32(UInt8(ascii: "\\")), bytes.count - index) {
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "u") { return true }
            }
            // Each occurrence of the key's bytes: quoted on both sides, then `:` and a string.
            index = 1
            while index + count < bytes.count, let hit = memchr(base + index, Int32(needle.load(as: UInt8.self)), bytes.count - count - index) {
                let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                let close = start + count
                if bytes[start - 1] == UInt8(ascii: "\""), bytes[close] == UInt8(ascii: "\""), memcmp(base + start, needle, count) == 0,
                    Self.stringFollows(bytes, from: close + 1)
                {
                    return true
                }
                index = start + 1
            }
            return false
        }
    }

    /// `true` when whitespace, `:`, whitespace and a `"` follow `start`.
    private static func stringFollows(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = skipWhitespace(bytes, from: start)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index = skipWhitespace(bytes, from: index + 1)
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    private static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        return index
    }
}
