/// Reads the tokens of a JSON text (RFC 8259) from its UTF-8 bytes, one at a time, for
/// ``JSONParser``: whitespace, strings with their escapes checked and decoded, numbers and the
/// three literals. A value type over an array: each parse owns its scanner.
struct JSONScanner {
    /// What is wrong at ``offset``; ``JSONParser`` words it.
    struct Mismatch: Error {
        enum Kind {
            case unexpected
            case unterminatedString
            case unterminatedEscape
            case invalidEscape
            case controlCharacter
            case expectedHexDigits
            case loneHighSurrogate
            case invalidLowSurrogate
            case loneLowSurrogate
            case expectedDigit
            case leadingZero
            case expectedFractionDigit
            case expectedExponentDigit
            case numberOutOfRange
            case invalidLiteral(String)
        }

        var kind: Kind
        /// The byte offset of the problem.
        var offset: Int

        init(_ kind: Kind, at offset: Int) {
            self.kind = kind
            self.offset = offset
        }
    }

    /// The text's UTF-8.
    let bytes: [UInt8]
    /// Where the next token starts.
    var offset = 0

    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte at ``offset``, or 0 at the end.
    var peek: UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    /// Consumes `word` (`true`, `false` or `null`).
    mutating func literal(_ word: String) throws(Mismatch) {
        let expected = Array(word.utf8)
        guard offset + expected.count <= bytes.count, bytes[offset..<offset + expected.count].elementsEqual(expected) else {
            throw Mismatch(.invalidLiteral(word), at: offset)
        }
        offset += expected.count
    }

    /// Consumes a string from its opening quote and returns its decoded text.
    mutating func string() throws(Mismatch) -> String {
        guard peek == UInt8(ascii: "\""), !isAtEnd else { throw Mismatch(.unexpected, at: offset) }
        offset += 1
        var decoded: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &decoded)
            case ..<0x20:
                throw Mismatch(.controlCharacter, at: offset)
            default:
                decoded.append(byte)
                offset += 1
            }
        }
        throw Mismatch(.unterminatedString, at: offset)
    }

    /// Consumes one escape at the backslash and appends what it stands for.
    private mutating func appendEscape(to decoded: inout [UInt8]) throws(Mismatch) {
        let backslash = offset
        offset += 1
        guard offset < bytes.count else { throw Mismatch(.unterminatedEscape, at: offset) }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hex4()
            if (0xD800...0xDBFF).contains(value) {
                guard peek == UInt8(ascii: "\\"), !isAtEnd else { throw Mismatch(.loneHighSurrogate, at: offset) }
                offset += 1
                guard peek == UInt8(ascii: "u"), !isAtEnd else { throw Mismatch(.loneHighSurrogate, at: offset) }
                offset += 1
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw Mismatch(.invalidLowSurrogate, at: offset) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(value) {
                throw Mismatch(.loneLowSurrogate, at: offset)
            }
            guard let scalar = Unicode.Scalar(value) else { throw Mismatch(.loneLowSurrogate, at: offset) }
            decoded.append(contentsOf: String(scalar).utf8)
        default:
            throw Mismatch(.invalidEscape, at: backslash)
        }
    }

    private mutating func hex4() throws(Mismatch) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
                throw Mismatch(.expectedHexDigits, at: offset)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Consumes a number and returns its value: RFC 8259's grammar, and a value a `Double` holds.
    mutating func number() throws(Mismatch) -> Double {
        let start = offset
        if peek == UInt8(ascii: "-") { offset += 1 }
        guard Self.isDigit(peek), !isAtEnd else { throw Mismatch(.expectedDigit, at: offset) }
        if peek == UInt8(ascii: "0") {
            offset += 1
            if Self.isDigit(peek), !isAtEnd { throw Mismatch(.leadingZero, at: offset) }
        } else {
            skipDigits()
        }
        if peek == UInt8(ascii: "."), !isAtEnd {
            offset += 1
            guard Self.isDigit(peek), !isAtEnd else { throw Mismatch(.expectedFractionDigit, at: offset) }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E"), !isAtEnd {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard Self.isDigit(peek), !isAtEnd else { throw Mismatch(.expectedExponentDigit, at: offset) }
            skipDigits()
        }
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite else {
            throw Mismatch(.numberOutOfRange, at: start)
        }
        return value
    }

    private mutating func skipDigits() {
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
