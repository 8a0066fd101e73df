import ProviderKit
/// A byte-level reader over UTF-8 JSON text: the one scanner under ``JSONParser`` and under the
/// replay decoders that read transcript lines straight into vendor types.
///
/// It is strict RFC 8259 and reads in place: strings without escapes are made from the bytes in one
/// step, numbers without a fraction or exponent are accumulated as integers. A problem throws a
/// ``Mismatch`` holding only its kind and byte offset, which costs nothing to make; ``JSONParser``
/// turns it into a worded ``JSONSyntaxError`` with a line and column when someone needs to read it.
///
/// The cursor never reads outside ``bytes``. It is a value: copy it to look ahead.
package struct JSONCursor {
    /// What went wrong, and where.
    package struct Mismatch: Error, Sendable, Hashable {
        /// The kind of problem.
        package enum Kind: Sendable, Hashable {
            /// A byte that cannot start or continue what was expected here (the caller words it).
            case unexpected
            /// The string has no closing quote.
            case unterminatedString
            /// The text ends right after a backslash.
            case unterminatedEscape
            /// A backslash followed by something that is not an escape (``Mismatch/offset`` is the backslash).
            case invalidEscape
            /// A control character inside a string.
            case controlCharacter
            /// `\u` is not followed by four hexadecimal digits.
            case expectedHexDigits
            /// A high surrogate escape not followed by a `\u` escape.
            case loneHighSurrogate
            /// A high surrogate escape followed by something other than a low surrogate.
            case invalidLowSurrogate
            /// A low surrogate escape on its own.
            case loneLowSurrogate
            /// A number without its first digit.
            case expectedDigit
            /// A number with a leading zero.
            case leadingZero
            /// A `.` without digits after it.
            case expectedFractionDigit
            /// An exponent without digits.
            case expectedExponentDigit
            /// A number too large for a `Double` (``Mismatch/offset`` is its first byte).
            case numberOutOfRange
            /// A word that is not `true`, `false` or `null` (``Mismatch/offset`` is its first byte).
            case invalidLiteral(String)
            /// An object that names the same member twice (``Mismatch/offset`` is the second name).
            case duplicateMember(String)
            /// Nesting deeper than ``JSONParser/maximumDepth``.
            case tooDeep
        }

        /// The kind of problem.
        package var kind: Kind
        /// The byte offset the problem is reported at.
        package var offset: Int

        /// Creates a mismatch.
        package init(_ kind: Kind, at offset: Int) {
            self.kind = kind
            self.offset = offset
        }
    }

    /// The text.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    package var offset: Int
    /// `true` to refuse what Foundation's `JSONDecoder` refuses although RFC 8259 allows it: a
    /// number whose value underflows to zero or to a subnormal. Decoders that must accept exactly
    /// what `JSONDecoder` accepts set it; ``JSONParser`` does not.
    package var matchesFoundation: Bool

    /// A cursor at `offset` in `bytes`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int = 0, matchesFoundation: Bool = false) {
        self.bytes = bytes
        self.offset = offset
        self.matchesFoundation = matchesFoundation
    }

    /// `true` when every byte has been read.
    @inline(__always) package var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 at the end (a 0 byte is never valid outside a string either).
    @inline(__always) package var peek: UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Skips spaces, tabs, line feeds and carriage returns.
    @inline(__always) package mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// Skips whitespace, then consumes `byte` or throws.
    @inline(__always) package mutating func expect(_ byte: UInt8) throws(Mismatch) {
        skipWhitespace()
        guard peek == byte, !isAtEnd else { throw Mismatch(.unexpected, at: offset) }
        offset += 1
    }

    /// Skips whitespace and throws unless nothing else is left.
    package mutating func expectEnd() throws(Mismatch) {
        skipWhitespace()
        guard isAtEnd else { throw Mismatch(.unexpected, at: offset) }
    }

    // MARK: - Objects and arrays

    /// Skips whitespace and consumes `{`.
    package mutating func beginObject() throws(Mismatch) { try expect(UInt8(ascii: "{")) }

    /// The next member's name, with its `:` consumed, or `nil` once the object's `}` is consumed.
    /// `index` is how many members were read before (the first member has no comma before it).
    package mutating func nextMember(_ index: Int) throws(Mismatch) -> JSONKey? {
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            return nil
        }
        if index > 0 {
            guard peek == UInt8(ascii: ",") else { throw Mismatch(.unexpected, at: offset) }
            offset += 1
            skipWhitespace()
        }
        let key = try self.key()
        try expect(UInt8(ascii: ":"))
        skipWhitespace()
        return key
    }

    /// Skips whitespace and consumes `[`.
    package mutating func beginArray() throws(Mismatch) { try expect(UInt8(ascii: "[")) }

    /// `true` when another element follows (its comma consumed), `false` once `]` is consumed.
    package mutating func nextElement(_ index: Int) throws(Mismatch) -> Bool {
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return false
        }
        if index > 0 {
            guard peek == UInt8(ascii: ",") else { throw Mismatch(.unexpected, at: offset) }
            offset += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") { throw Mismatch(.unexpected, at: offset) }
        }
        return true
    }

    /// Records that the member numbered `member` (0–63) was read; throws if it already was, so a
    /// decoder refuses duplicate names rather than guess which one a Foundation decoder would keep.
    @inline(__always) package func markRead(_ member: Int, in seen: inout UInt64) throws(Mismatch) {
        let bit: UInt64 = 1 << UInt64(member)
        guard seen & bit == 0 else { throw Mismatch(.unexpected, at: offset) }
        seen |= bit
    }

    // MARK: - Scalars

    /// Consumes `null` if it comes next (after whitespace) and says whether it did.
    package mutating func skipNull() -> Bool {
        skipWhitespace()
        guard offset + 4 <= bytes.count, bytes[offset] == UInt8(ascii: "n"), bytes[offset + 1] == UInt8(ascii: "u"),
            bytes[offset + 2] == UInt8(ascii: "l"), bytes[offset + 3] == UInt8(ascii: "l")
        else { return false }
        offset += 4
        return true
    }

    /// A string, or throws for anything else (including `null`).
    package mutating func string() throws(Mismatch) -> String {
        skipWhitespace()
        guard peek == UInt8(ascii: "\""), !isAtEnd else { throw Mismatch(.unexpected, at: offset) }
        let (start, end, escaped) = try scanString()
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return escaped ? try Self.unescape(slice, base: start) : String(decoding: slice, as: UTF8.self)
    }

    /// A string, as ``string()`` reads it, made by `interner` when it has no escapes: the same
    /// `String` as the last time these bytes came, when the interner kept it.
    package mutating func string(interning interner: inout StringInterner) throws(Mismatch) -> String {
        skipWhitespace()
        guard peek == UInt8(ascii: "\""), !isAtEnd else { throw Mismatch(.unexpected, at: offset) }
        let (start, end, escaped) = try scanString()
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return escaped ? try Self.unescape(slice, base: start) : interner.string(slice)
    }

    /// A string, `nil` for `null`, or throws for anything else.
    package mutating func optionalString() throws(Mismatch) -> String? {
        skipNull() ? nil : try string()
    }

    /// A member name.
    package mutating func key() throws(Mismatch) -> JSONKey {
        guard peek == UInt8(ascii: "\""), !isAtEnd else { throw Mismatch(.unexpected, at: offset) }
        let (start, end, escaped) = try scanString()
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return escaped ? JSONKey(unescaped: try Self.unescape(slice, base: start)) : JSONKey(bytes: slice)
    }

    /// A `true` or `false`, or throws.
    package mutating func bool() throws(Mismatch) -> Bool {
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw Mismatch(.unexpected, at: offset)
        }
    }

    /// A number, or throws (also for numbers too large for a `Double`).
    package mutating func number() throws(Mismatch) -> Double {
        skipWhitespace()
        return try scanNumber().value
    }

    /// A number written as a plain integer (`-?[0-9]+`) that fits an `Int`, or throws. Anything
    /// else (a fraction, an exponent) throws too, so callers fall back to a decoder with wording.
    package mutating func integer() throws(Mismatch) -> Int {
        skipWhitespace()
        let start = offset
        let scanned = try scanNumber()
        guard scanned.isInteger, let value = Int(exactly: scanned.value), abs(scanned.value) < 9.0e15 else {
            throw Mismatch(.unexpected, at: start)
        }
        return value
    }

    /// Any value, as a tree, without positions.
    package mutating func value() throws(Mismatch) -> LinkJSONValue {
        skipWhitespace()
        let parsed = JSONParser.value(in: Array(bytes), at: offset)
        offset = parsed.end
        guard let value = parsed.value else { throw Mismatch(.unexpected, at: offset) }
        return value
    }

    /// Skips the value of a member the decoder does not read, named `key`, after checking that no
    /// member skipped before it in the same object had that name: `names` holds those names (start
    /// with an empty set per object). Known members are checked with ``markRead(_:in:)``, so
    /// together a decoder refuses any name read twice, as ``JSONParser`` does.
    ///
    /// - Throws: ``Mismatch/Kind/duplicateMember(_:)`` at the repeated name's value, or what
    ///   ``skipValue(depth:)`` throws.
    package mutating func skipMember(_ key: JSONKey, names: inout Set<String>) throws(Mismatch) {
        guard names.insert(key.string).inserted else { throw Mismatch(.duplicateMember(key.string), at: offset) }
        try skipValue()
    }

    /// Skips any value, checking that it is well formed: nested no deeper than
    /// ``JSONParser/maximumDepth`` and with no object naming a member twice.
    package mutating func skipValue(depth: Int = 0) throws(Mismatch) {
        skipWhitespace()
        guard depth < JSONParser.maximumDepth else { throw Mismatch(.tooDeep, at: offset) }
        switch peek {
        case UInt8(ascii: "{"):
            offset += 1
            var count = 0
            var names = Set<String>()
            while let key = try nextMember(count) {
                guard names.insert(key.string).inserted else { throw Mismatch(.duplicateMember(key.string), at: offset) }
                try skipValue(depth: depth + 1)
                count += 1
            }
        case UInt8(ascii: "["):
            offset += 1
            var count = 0
            while try nextElement(count) {
                try skipValue(depth: depth + 1)
                count += 1
            }
        case UInt8(ascii: "\""): _ = try scanString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        default: throw Mismatch(.unexpected, at: offset)
        }
    }

    // MARK: - Scanning

    /// Consumes `word` (`true`, `false`, `null`) or throws ``Mismatch/Kind/invalidLiteral(_:)`` at its start.
    package mutating func literal(_ word: StaticString) throws(Mismatch) {
        let start = offset
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw Mismatch(.invalidLiteral(word.description), at: start) }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for index in 0..<count where bytes[offset + index] != expected[index] {
            throw Mismatch(.invalidLiteral(word.description), at: start)
        }
        offset += count
    }

    /// Consumes a string from its opening quote; returns the byte range between the quotes and
    /// whether it holds escapes. Escapes are checked here, so ``unescape(_:base:)`` cannot fail on them.
    package mutating func scanString() throws(Mismatch) -> (start: Int, end: Int, escaped: Bool) {
        offset += 1  // the opening quote
        let start = offset
        var escaped = false
        while true {
            skipPlainStringBytes()
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return (start, offset - 1, escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                try scanEscape()
            } else {
                throw Mismatch(.controlCharacter, at: offset)
            }
        }
        throw Mismatch(.unterminatedString, at: offset)
    }

    /// Moves to the first byte from here that ends a plain run of string bytes (a quote, a
    /// backslash or a control character), or to the end: eight bytes at a time, then straight to
    /// the byte ``ByteWord`` marks first.
    @inline(__always) private mutating func skipPlainStringBytes() {
        guard let base = bytes.baseAddress else { return }
        while offset + 8 <= bytes.count {
            let markers = Self.plainRunEnds(ByteWord.load(base + offset))
            if markers != 0 {
                offset += ByteWord.firstMarkedByte(markers)
                return
            }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return }
            offset += 1
        }
    }

    /// The markers of the bytes of `word` that are `"`, `\` or below 0x20.
    @inline(__always) private static func plainRunEnds(_ word: UInt64) -> UInt64 {
        ByteWord.markers(below: 0x20, in: word) | ByteWord.markers(of: 0x22, in: word) | ByteWord.markers(of: 0x5C, in: word)
    }

    private mutating func scanEscape() throws(Mismatch) {
        let backslash = offset
        offset += 1
        guard offset < bytes.count else { throw Mismatch(.unterminatedEscape, at: offset) }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800...0xDBFF).contains(high) {
                guard peek == UInt8(ascii: "\\"), !isAtEnd else { throw Mismatch(.loneHighSurrogate, at: offset) }
                offset += 1
                guard peek == UInt8(ascii: "u"), !isAtEnd else { throw Mismatch(.loneHighSurrogate, at: offset) }
                offset += 1
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw Mismatch(.invalidLowSurrogate, at: offset) }
            } else if (0xDC00...0xDFFF).contains(high) {
                throw Mismatch(.loneLowSurrogate, at: offset)
            }
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
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - 48)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - 87)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - 55)
        default: return nil
        }
    }

    /// The text of a string's contents (between the quotes) whose escapes ``scanString()`` checked.
    ///
    /// Written straight into the new string's storage: the text never grows (an escape is at
    /// least as long as what it stands for), so `text.count` bytes always suffice.
    @inline(never) package static func unescape(_ text: UnsafeBufferPointer<UInt8>, base: Int) throws(Mismatch) -> String {
        var failure: Mismatch?
        let string = String(unsafeUninitializedCapacity: max(text.count, 1)) { output -> Int in
            var written = 0
            var offset = 0
            while offset < text.count {
                let byte = text[offset]
                guard byte == UInt8(ascii: "\\") else {
                    output[written] = byte
                    written += 1
                    offset += 1
                    continue
                }
                let escape = text[offset + 1]
                offset += 2
                let plain: UInt8
                switch escape {
                case UInt8(ascii: "b"): plain = 0x08
                case UInt8(ascii: "f"): plain = 0x0C
                case UInt8(ascii: "n"): plain = 0x0A
                case UInt8(ascii: "r"): plain = 0x0D
                case UInt8(ascii: "t"): plain = 0x09
                case UInt8(ascii: "u"):
                    var value = hex4(text, at: offset)
                    offset += 4
                    if (0xD800...0xDBFF).contains(value) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (hex4(text, at: offset + 2) - 0xDC00)
                        offset += 6
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        failure = Mismatch(.loneLowSurrogate, at: base + offset)
                        return 0
                    }
                    for unit in UTF8.encode(scalar)! {
                        output[written] = unit
                        written += 1
                    }
                    continue
                default: plain = escape  // " \ /
                }
                output[written] = plain
                written += 1
            }
            return written
        }
        if let failure { throw failure }
        return string
    }

    /// The value of the four hexadecimal digits at `offset`, which ``scanString()`` checked.
    private static func hex4(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for index in offset..<(offset + 4) { value = value << 4 | (hexValue(text[index]) ?? 0) }
        return value
    }

    /// Consumes a number; returns its value and whether it was written as a plain integer.
    package mutating func scanNumber() throws(Mismatch) -> (value: Double, isInteger: Bool) {
        let start = offset
        let negative = peek == UInt8(ascii: "-")
        if negative { offset += 1 }
        guard Self.isDigit(peek), !isAtEnd else { throw Mismatch(.expectedDigit, at: offset) }
        var integer: UInt64 = 0
        var digits = 0
        if peek == UInt8(ascii: "0") {
            offset += 1
            if Self.isDigit(peek), !isAtEnd { throw Mismatch(.leadingZero, at: offset) }
            digits = 1
        } else {
            while offset < bytes.count, Self.isDigit(bytes[offset]) {
                if digits < 18 { integer = integer &* 10 &+ UInt64(bytes[offset] - 48) }
                digits += 1
                offset += 1
            }
        }
        var isInteger = true
        if peek == UInt8(ascii: "."), !isAtEnd {
            isInteger = false
            offset += 1
            guard Self.isDigit(peek), !isAtEnd else { throw Mismatch(.expectedFractionDigit, at: offset) }
            while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
        }
        if (peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E")), !isAtEnd {
            isInteger = false
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard Self.isDigit(peek), !isAtEnd else { throw Mismatch(.expectedExponentDigit, at: offset) }
            while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
        }
        if isInteger, digits <= 15 {
            // Exact: every integer below 2^53 is a Double.
            return (negative ? -Double(integer) : Double(integer), true)
        }
        let digitsText = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        guard let value = Double(String(decoding: digitsText, as: UTF8.self)), value.isFinite else {
            throw Mismatch(.numberOutOfRange, at: start)
        }
        if matchesFoundation, value == 0 || value.isSubnormal,
            !Self.mantissaIsZero(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        {
            throw Mismatch(.numberOutOfRange, at: start)
        }
        return (value, isInteger)
    }

    /// `true` when every digit before the exponent is 0 (`0.000e5`): a true zero, not an underflow.
    private static func mantissaIsZero(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in number {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return false }
        }
        return true
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
