import Foundation

/// Serialises ``LinkJSONValue``s compactly and deterministically: object keys are sorted, numbers that
/// are integral print without a fraction, and non-ASCII text is kept as UTF-8.
package enum JSONWriter {
    /// The compact JSON text for `value`.
    package static func string(_ value: LinkJSONValue) -> String {
        var output = ""
        write(value, into: &output)
        return output
    }

    /// The JSON text of an object whose members keep the given order, for output formats whose key
    /// order is part of a documented contract.
    package static func string(orderedObject members: [(String, LinkJSONValue)]) -> String {
        var output = "{"
        for (offset, member) in members.enumerated() {
            if offset > 0 { output += "," }
            writeString(member.0, into: &output)
            output += ":"
            write(member.1, into: &output)
        }
        output += "}"
        return output
    }

    /// Appends the JSON text for `value` to `output`.
    package static func write(_ value: LinkJSONValue, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += format(number)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                write(element, into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { output += "," }
                writeString(key, into: &output)
                output += ":"
                write(members[key] ?? .null, into: &output)
            }
            output += "}"
        }
    }

    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded() == number, abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        if !needsEscaping(text) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// `true` when `text` holds a character ``writeString(_:into:)`` escapes: a quote, a backslash,
    /// a control character, DEL, U+2028 or U+2029 (`E2 80 A8`/`E2 80 A9` in UTF-8).
    package static func needsEscaping(_ text: String) -> Bool {
        var afterE280 = 0  // 1 after E2, 2 after E2 80
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
            if afterE280 == 2, byte == 0xA8 || byte == 0xA9 { return true }
            afterE280 = byte == 0xE2 ? 1 : (afterE280 == 1 && byte == 0x80 ? 2 : 0)
        }
        return false
    }
}
