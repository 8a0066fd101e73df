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
}
