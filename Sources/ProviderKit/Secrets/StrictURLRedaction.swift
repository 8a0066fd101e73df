/// The byte-level fast path of ``URLRedaction``, for the URLs apps and widgets actually use.
///
/// It accepts only the strict subset of RFC 3986 that ``StrictURLSyntax`` parses. For such a URL it hides the values of credential-named query and fragment items in place,
/// which is exactly what rebuilding through `URLComponents` prints. Anything else (user info,
/// percent-encoded item names, other characters) returns `nil`: Foundation decides, as before.
/// `StrictURLRedactionTests` compares both paths over whole tables of URLs.
enum StrictURLRedaction {
    /// `text` with credential item values hidden, `text` itself when there is none, or `nil` when
    /// the URL is outside the strict subset.
    static func redact(_ text: String) -> String? {
        var text = text
        let result: Result = text.withUTF8 { scan($0) }
        switch result {
        case .outside: return nil
        case .unchanged: return text
        case .rewritten(let bytes): return String(decoding: bytes, as: UTF8.self)
        }
    }

    private enum Result {
        case outside
        case unchanged
        case rewritten([UInt8])
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        guard let syntax = StrictURLSyntax(bytes) else { return .outside }
        let (query, fragment) = (syntax.query, syntax.fragment)
        var values: [Range<Int>] = []
        if let query, !appendSecretValues(bytes, query, to: &values) { return .outside }
        if let fragment, !appendSecretValues(bytes, fragment, to: &values) { return .outside }
        guard !values.isEmpty else { return .unchanged }
        // Foundation's path turns every encoded placeholder in the rebuilt text into the placeholder.
        if encodedPlaceholder.withUnsafeBufferPointer({ UTF8Search.containsBytes($0, in: bytes) }) { return .outside }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 8 * values.count)
        var cursor = 0
        for value in values {
            output.append(contentsOf: bytes[cursor..<value.lowerBound])
            output.append(contentsOf: Secret.redactedPlaceholder.utf8)
            cursor = value.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return .rewritten(output)
    }

    private static let encodedPlaceholder = Array("%3Credacted%3E".utf8)

    /// Appends the value ranges of the credential-named `name=value` items in `range`; `false`
    /// when an item name is percent-encoded (Foundation decodes it first).
    private static func appendSecretValues(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to values: inout [Range<Int>]
    ) -> Bool {
        var itemStart = range.lowerBound
        while itemStart <= range.upperBound {
            var itemEnd = itemStart
            var equals: Int?
            while itemEnd < range.upperBound, bytes[itemEnd] != UInt8(ascii: "&") {
                if equals == nil, bytes[itemEnd] == UInt8(ascii: "=") { equals = itemEnd }
                itemEnd += 1
            }
            if let equals {
                let name = UnsafeBufferPointer(rebasing: bytes[itemStart..<equals])
                if name.contains(UInt8(ascii: "%")) { return false }
                let value = UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<itemEnd])
                if SecretKeyClassifier.isSecret(utf8: name) == true {
                    values.append((equals + 1)..<itemEnd)
                } else if value.contains(UInt8(ascii: "%")), !decodedValueIsClean(value) {
                    // What the value percent-encodes holds a secret: Foundation's path rewrites it.
                    return false
                }
            }
            itemStart = itemEnd + 1
        }
        return true
    }

    /// `true` when the percent-decoded `value` is not UTF-8 (Foundation keeps such a value as it is)
    /// or the text rules find nothing in it.
    private static func decodedValueIsClean(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "%"), index + 2 < value.count,
                let high = hexValue(value[index + 1]), let low = hexValue(value[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(value[index])
                index += 1
            }
        }
        var text = String(decoding: decoded, as: UTF8.self)
        // Decoding repairs invalid UTF-8; Foundation's path keeps such a value as it is.
        guard text.withUTF8({ $0.elementsEqual(decoded) }) else { return true }
        return TextRedactionScanner.redact(text, opaque: true) == text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
