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
        appendValue(value, to: &bytes)
    }

    /// Appends the JSON text for `value` to `buffer`, as the `[UInt8]` form writes it.
    package static func write(_ value: LinkJSONValue, into buffer: inout JSONTextBuffer) {
        appendValue(value, to: &buffer)
    }

    private static func appendValue<Sink: JSONByteSink & ~Copyable>(_ value: LinkJSONValue, to sink: inout Sink) {
        switch value {
        case .null: appendLiteral("null", to: &sink)
        case .bool(let flag): appendLiteral(flag ? "true" : "false", to: &sink)
        case .number(let number): appendNumber(number, to: &sink)
        case .string(let text): appendString(text, to: &sink)
        case .array(let elements):
            sink.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { sink.append(UInt8(ascii: ",")) }
                appendValue(element, to: &sink)
            }
            sink.append(UInt8(ascii: "]"))
        case .object(let members):
            sink.append(UInt8(ascii: "{"))
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { sink.append(UInt8(ascii: ",")) }
                appendString(key, to: &sink)
                sink.append(UInt8(ascii: ":"))
                appendValue(members[key] ?? .null, to: &sink)
            }
            sink.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a number: `null` when not finite, digits only when integral and below 10^15,
    /// otherwise Swift's shortest round-tripping form.
    package static func writeNumber(_ number: Double, into bytes: inout [UInt8]) {
        appendNumber(number, to: &bytes)
    }

    /// Appends a number, as the `[UInt8]` form writes it.
    package static func writeNumber(_ number: Double, into buffer: inout JSONTextBuffer) {
        appendNumber(number, to: &buffer)
    }

    private static func appendNumber<Sink: JSONByteSink & ~Copyable>(_ number: Double, to sink: inout Sink) {
        guard number.isFinite else { return appendLiteral("null", to: &sink) }
        guard number.rounded() == number, abs(number) < 1e15 else {
            var text = "\(number)"
            text.withUTF8 { sink.append($0) }
            return
        }
        var value = Int64(number)
        if value < 0 {
            sink.append(UInt8(ascii: "-"))
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
        }
        withUnsafeBytes(of: &digits) { buffer in
            sink.append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[(16 - count)...]))
        }
    }

    /// Appends `text` as a JSON string: quotes, backslashes, control characters, DEL, U+2028 and
    /// U+2029 escaped (`\n`, `\r`, `\t`, else `\u00XX` in lowercase hex).
    package static func writeString(_ text: String, into bytes: inout [UInt8]) {
        appendString(text, to: &bytes)
    }

    /// Appends `text` as a JSON string, as the `[UInt8]` form writes it.
    package static func writeString(_ text: String, into buffer: inout JSONTextBuffer) {
        appendString(text, to: &buffer)
    }

    private static func appendString<Sink: JSONByteSink & ~Copyable>(_ text: String, to sink: inout Sink) {
        var text = text
        text.withUTF8 { utf8 in
            var index = plainBytesEnd(utf8, from: 0)
            // Most text needs no escape: room for all of it and the quotes at once.
            sink.reserve(utf8.count + 2)
            sink.append(UInt8(ascii: "\""))
            var runStart = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0x7F, byte != 0xE2 {
                    // Not ASCII, but not the first byte of U+2028 or U+2029.
                    index = plainBytesEnd(utf8, from: index + 1)
                    continue
                }
                if byte == 0xE2 {
                    guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
                    else {
                        index = plainBytesEnd(utf8, from: index + 1)
                        continue
                    }
                    sink.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    appendLiteral(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", to: &sink)
                    index += 3
                    runStart = index
                    index = plainBytesEnd(utf8, from: index)
                    continue
                }
                sink.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                switch byte {
                case 0x22: appendLiteral("\\\"", to: &sink)
                case 0x5C: appendLiteral("\\\\", to: &sink)
                case 0x0A: appendLiteral("\\n", to: &sink)
                case 0x0D: appendLiteral("\\r", to: &sink)
                case 0x09: appendLiteral("\\t", to: &sink)
                default:
                    appendLiteral("\\u00", to: &sink)
                    sink.append(hexDigit(byte >> 4))
                    sink.append(hexDigit(byte & 0x0F))
                }
                index += 1
                runStart = index
                index = plainBytesEnd(utf8, from: index)
            }
            sink.append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
            sink.append(UInt8(ascii: "\""))
        }
    }

    /// The offset of the first byte from `start` that the loop in `appendString(_:to:)` stops
    /// at (below 0x20, `"`, `\`, DEL, or any non-ASCII byte, of which only U+2028 and U+2029 are
    /// escaped), or the end: eight bytes at a time, then straight to the byte ``ByteWord`` marks first.
    @inline(__always) private static func plainBytesEnd(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress else { return start }
        var offset = start
        while offset + 8 <= utf8.count {
            let markers = mayNeedEscape(ByteWord.load(base + offset))
            if markers != 0 { return offset + ByteWord.firstMarkedByte(markers) }
            offset += 8
        }
        while offset < utf8.count {
            let byte = utf8[offset]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F { return offset }
            offset += 1
        }
        return offset
    }

    /// The markers of the bytes of `word` that are below 0x20, `"`, `\`, DEL or 0x80 and above.
    @inline(__always) private static func mayNeedEscape(_ word: UInt64) -> UInt64 {
        ByteWord.highMarkers(word) | ByteWord.markers(below: 0x20, in: word) | ByteWord.markers(of: 0x22, in: word)
            | ByteWord.markers(of: 0x5C, in: word) | ByteWord.markers(of: 0x7F, in: word)
    }

    /// Appends the bytes of a literal.
    @inline(__always) package static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @inline(__always) private static func appendLiteral<Sink: JSONByteSink & ~Copyable>(_ literal: StaticString, to sink: inout Sink) {
        sink.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
