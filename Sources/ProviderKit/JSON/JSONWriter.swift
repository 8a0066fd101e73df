/// Serialises ``LinkJSONValue``s compactly and deterministically: object keys are sorted, numbers that
/// are integral print without a fraction, and non-ASCII text is kept as UTF-8.
///
/// Everything is written as UTF-8 bytes into an array the caller keeps; the `String` forms wrap the
/// same code. Pure functions: safe from any thread.
package enum JSONWriter {
    /// The compact JSON text for `value`.
    package static func string(_ value: LinkJSONValue) -> String {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON text of an object whose members keep the given order, for output formats whose key
    /// order is part of a documented contract.
    package static func string(orderedObject members: [(String, LinkJSONValue)]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (offset, member) in members.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            writeString(member.0, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            write(member.1, into: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON text for `value` to `output`.
    package static func write(_ value: LinkJSONValue, into output: inout String) {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON text for `value` to `bytes`.
    package static func write(_ value: LinkJSONValue, into bytes: inout [UInt8]) {
        switch value {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): writeNumber(number, into: &bytes)
        case .string(let text): writeString(text, into: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(members[key] ?? .null, into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a number: `null` when not finite, digits only when integral and below 10^15,
    /// otherwise Swift's shortest round-tripping form.
    package static func writeNumber(_ number: Double, into bytes: inout [UInt8]) {
        guard number.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        guard number.rounded() == number, abs(number) < 1e15 else {
            return bytes.append(contentsOf: "\(number)".utf8)
        }
        bytes.append(contentsOf: String(Int64(number)).utf8)
    }

    /// Appends `text` as a JSON string: quotes, backslashes and every character a terminal would
    /// act on or hide (``TerminalText/isEscaped(_:)``: C0 and C1 controls, DEL, bidirectional and
    /// zero-width characters, U+2028 and U+2029) escaped (`\n`, `\r`, `\t`, else `\uXXXX` in
    /// lowercase hex), so a JSON line shown in a terminal holds no raw control either.
    package static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes.append(contentsOf: #"\""#.utf8)
            case "\\": bytes.append(contentsOf: #"\\"#.utf8)
            case "\n": bytes.append(contentsOf: #"\n"#.utf8)
            case "\r": bytes.append(contentsOf: #"\r"#.utf8)
            case "\t": bytes.append(contentsOf: #"\t"#.utf8)
            case _ where TerminalText.isEscaped(scalar):
                bytes.append(contentsOf: #"\u"#.utf8)
                for shift in [12, 8, 4, 0] { bytes.append(hexDigit(UInt8((scalar.value >> UInt32(shift)) & 0x0F))) }
            default:
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
