/// Serialises ``LinkJSONValue``s compactly and deterministically: object keys are sorted, numbers that
/// are integral print without a fraction, and non-ASCII text is kept as UTF-8.
///
/// Everything is written as UTF-8 bytes into a buffer the caller keeps (and may reuse); the `String`
/// forms wrap the same code. Text that needs no escaping is copied in one step.
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
        case .null: append("null", to: &bytes)
        case .bool(let flag): append(flag ? "true" : "false", to: &bytes)
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
        guard number.isFinite else { return append("null", to: &bytes) }
        guard number.rounded() == number, abs(number) < 1e15 else {
            bytes.append(contentsOf: "\(number)".utf8)
            return
        }
        var value = Int64(number)
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            value = -value
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[15 - count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            bytes.append(contentsOf: buffer[(16 - count)...])
        }
    }

    /// Appends `text` as a JSON string: quotes, backslashes, control characters, DEL, U+2028 and
    /// U+2029 escaped (`\n`, `\r`, `\t`, else `\u00XX` in lowercase hex).
    package static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            // Up to here, the word read last held a byte that may need escaping: go byte by byte.
            var byteByByteUntil = 0
            while index < utf8.count {
                if index >= byteByByteUntil {
                    index = plainBytesEnd(utf8, from: index)
                    byteByByteUntil = index + 8
                    guard index < utf8.count else { break }
                }
                let byte = utf8[index]
                if byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0x7F, byte != 0xE2 {
                    index += 1
                    continue
                }
                if byte == 0xE2 {
                    guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
                    else {
                        index += 1
                        continue
                    }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    append(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", to: &bytes)
                    index += 3
                    runStart = index
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                switch byte {
                case 0x22: append("\\\"", to: &bytes)
                case 0x5C: append("\\\\", to: &bytes)
                case 0x0A: append("\\n", to: &bytes)
                case 0x0D: append("\\r", to: &bytes)
                case 0x09: append("\\t", to: &bytes)
                default:
                    append("\\u00", to: &bytes)
                    bytes.append(hexDigit(byte >> 4))
                    bytes.append(hexDigit(byte & 0x0F))
                }
                index += 1
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The offset of the first eight-byte word, from `start`, that holds a byte the loop in
    /// ``writeString(_:into:)`` stops at (below 0x20, `"`, `\`, DEL, or any non-ASCII byte, of
    /// which only U+2028 and U+2029 are escaped), or where fewer than eight bytes are left.
    private static func plainBytesEnd(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress else { return start }
        var offset = start
        while offset + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            if mayNeedEscape(word) { return offset }
            offset += 8
        }
        return offset
    }

    /// `true` when a byte of `word` is below 0x20, `"`, `\`, DEL or 0x80 and above.
    @inline(__always) private static func mayNeedEscape(_ word: UInt64) -> Bool {
        ByteWord.hasHighByte(word) || ByteWord.hasByte(below: 0x20, in: word) || ByteWord.hasByte(0x22, in: word)
            || ByteWord.hasByte(0x5C, in: word) || ByteWord.hasByte(0x7F, in: word)
    }

    /// Appends the bytes of a literal.
    @inline(__always) package static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
