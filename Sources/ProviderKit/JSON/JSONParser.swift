/// A strict RFC 8259 parser that builds ``LinkJSONValue`` trees and words every problem with a line
/// and column.
///
/// Foundation's decoders do not report where a document is malformed on every platform, and
/// ProviderKit promises a line and column for every configuration and transcript problem, so the
/// core carries its own parser, the one place ProviderKit reads JSON itself: it alone gives
/// positions, refuses a member named twice, and keeps nothing Foundation would lose. It reads UTF-8
/// bytes through ``JSONScanner`` and only works out a line and column when it records positions or
/// reports a problem; columns count Unicode scalars. Nesting is limited to ``maximumDepth`` so hostile input
/// cannot exhaust the stack.
///
/// Error messages never quote the input beyond one character (a malformed line's "member name"
/// may be a token, `"…","public_token":"public-sandbox-…`), and every error position lies inside
/// the text: an error at the end of the input points at its last character.
package struct JSONParser {
    /// The deepest nesting accepted.
    package static let maximumDepth = 256

    private(set) var cursor: JSONScanner
    private let recordPositions: Bool
    private(set) var valuePositions: [String: SourcePosition] = [:]
    private(set) var keyPositions: [String: SourcePosition] = [:]
    /// The last position worked out, so positions in reading order cost one pass over the text.
    private var checkpoint = (offset: 0, position: SourcePosition(line: 1, column: 1))

    init(cursor: JSONScanner, recordPositions: Bool) {
        self.cursor = cursor
        self.recordPositions = recordPositions
    }

    /// Parses the whole of `text` as one document.
    static func parse(_ text: String, recordPositions: Bool) -> Result<JSONParser.Parsed, JSONSyntaxError> {
        var parser = JSONParser(cursor: JSONScanner(Array(text.utf8)), recordPositions: recordPositions)
        do throws(JSONSyntaxError) {
            let root = try parser.parseDocument()
            return .success(Parsed(root: root, valuePositions: parser.valuePositions, keyPositions: parser.keyPositions))
        } catch {
            return .failure(error)
        }
    }

    /// A parsed document and, when recorded, its positions.
    struct Parsed {
        var root: LinkJSONValue
        var valuePositions: [String: SourcePosition]
        var keyPositions: [String: SourcePosition]
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> LinkJSONValue {
        cursor.skipWhitespace()
        let bytes = cursor.bytes
        if cursor.offset == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { cursor.offset = 3 }
        cursor.skipWhitespace()
        guard !cursor.isAtEnd else { throw error("the document is empty; expected a JSON value") }
        let value = try parseValue(path: "", depth: 0)
        cursor.skipWhitespace()
        if !cursor.isAtEnd {
            throw error("unexpected \(describe(at: cursor.offset)) after the end of the JSON value")
        }
        return value
    }

    /// One value starting at `offset` in `bytes` (whitespace before it skipped), for readers that
    /// find a value inside a larger text: the value, or `nil` when it is malformed, and the offset
    /// where reading stopped (just after the value, or where the first problem was found).
    package static func value(in bytes: [UInt8], at offset: Int) -> (value: LinkJSONValue?, end: Int) {
        var parser = JSONParser(cursor: JSONScanner(bytes, offset: offset), recordPositions: false)
        parser.cursor.skipWhitespace()
        do {
            return (try parser.parseValue(path: "", depth: 0), parser.cursor.offset)
        } catch {
            return (nil, parser.cursor.offset)
        }
    }

    // MARK: - Values

    private mutating func parseValue(path: String, depth: Int) throws(JSONSyntaxError) -> LinkJSONValue {
        guard depth < Self.maximumDepth else {
            throw error("nesting is deeper than \(Self.maximumDepth) levels")
        }
        if recordPositions { valuePositions[path] = position(at: cursor.offset) }
        guard !cursor.isAtEnd else { throw error("unexpected end of input; expected a JSON value") }
        switch cursor.peek {
        case UInt8(ascii: "{"): return try parseObject(path: path, depth: depth)
        case UInt8(ascii: "["): return try parseArray(path: path, depth: depth)
        case UInt8(ascii: "\""): return .string(try scanned { (cursor) throws(JSONScanner.Mismatch) in try cursor.string() })
        case UInt8(ascii: "t"): try scanned { (cursor) throws(JSONScanner.Mismatch) in try cursor.literal("true") }; return .bool(true)
        case UInt8(ascii: "f"): try scanned { (cursor) throws(JSONScanner.Mismatch) in try cursor.literal("false") }; return .bool(false)
        case UInt8(ascii: "n"): try scanned { (cursor) throws(JSONScanner.Mismatch) in try cursor.literal("null") }; return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try scanned { (cursor) throws(JSONScanner.Mismatch) in try cursor.number() })
        default: throw error("unexpected \(describe(at: cursor.offset)); expected a JSON value")
        }
    }

    /// Runs one of the cursor's scanners, wording what it finds wrong.
    private mutating func scanned<T>(_ scan: (inout JSONScanner) throws(JSONScanner.Mismatch) -> T) throws(JSONSyntaxError) -> T {
        do {
            return try scan(&cursor)
        } catch {
            throw worded(error)
        }
    }

    private mutating func parseObject(path: String, depth: Int) throws(JSONSyntaxError) -> LinkJSONValue {
        cursor.offset += 1  // {
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "}") {
            cursor.offset += 1
            return .object([:])
        }
        // Sized for a typical vendor dictionary, and each name hashed once: a repeated name is
        // found when its value is stored, and reported as if found before the value was read.
        var members = [String: LinkJSONValue](minimumCapacity: Self.expectedMemberCount)
        while true {
            cursor.skipWhitespace()
            guard cursor.peek == UInt8(ascii: "\""), !cursor.isAtEnd else {
                if cursor.peek == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
                throw error(
                    cursor.isAtEnd
                        ? "unexpected end of input inside an object"
                        : "unexpected \(describe(at: cursor.offset)); expected a quoted member name")
            }
            let keyOffset = cursor.offset
            let key = try scanned { (cursor) throws(JSONScanner.Mismatch) in try cursor.string() }
            let keyEnd = cursor.offset
            let memberPath = recordPositions ? JSONDocument.path(path, member: key) : ""
            if recordPositions { keyPositions[memberPath] = position(at: keyOffset) }
            cursor.skipWhitespace()
            guard cursor.peek == UInt8(ascii: ":"), !cursor.isAtEnd else {
                throw error("expected ':' after the member name")
            }
            cursor.offset += 1
            cursor.skipWhitespace()
            let value: LinkJSONValue
            do {
                value = try parseValue(path: memberPath, depth: depth + 1)
            } catch {
                // A repeated name is the first problem, as if it had been checked before its value.
                if members[key] != nil { throw duplicateMember(key, at: keyOffset, end: keyEnd) }
                throw error
            }
            if members.updateValue(value, forKey: key) != nil { throw duplicateMember(key, at: keyOffset, end: keyEnd) }
            cursor.skipWhitespace()
            guard !cursor.isAtEnd else { throw error("unexpected end of input; expected ',' or '}'") }
            switch cursor.peek {
            case UInt8(ascii: ","): cursor.offset += 1
            case UInt8(ascii: "}"): cursor.offset += 1; return .object(members)
            default: throw error("unexpected \(describe(at: cursor.offset)); expected ',' or '}'")
            }
        }
    }

    /// The capacity an object's dictionary starts with: vendor metadata dictionaries have about a
    /// dozen members, and growing a dictionary rehashes every name in it.
    private static let expectedMemberCount = 16

    /// The error for a member name read twice, at `keyOffset`; the cursor goes back to `end`, just
    /// after the name, so the error points just past it.
    private mutating func duplicateMember(_ key: String, at keyOffset: Int, end: Int) -> JSONSyntaxError {
        cursor.offset = end
        return JSONSyntaxError(
            position: position(at: keyOffset), message: "duplicate member \"\(SecretRedactor.standard.quote(key, limit: 40))\"")
    }

    private mutating func parseArray(path: String, depth: Int) throws(JSONSyntaxError) -> LinkJSONValue {
        cursor.offset += 1  // [
        var elements: [LinkJSONValue] = []
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "]") {
            cursor.offset += 1
            return .array(elements)
        }
        while true {
            cursor.skipWhitespace()
            if cursor.peek == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            let elementPath = recordPositions ? JSONDocument.path(path, index: elements.count) : ""
            elements.append(try parseValue(path: elementPath, depth: depth + 1))
            cursor.skipWhitespace()
            guard !cursor.isAtEnd else { throw error("unexpected end of input; expected ',' or ']'") }
            switch cursor.peek {
            case UInt8(ascii: ","): cursor.offset += 1
            case UInt8(ascii: "]"): cursor.offset += 1; return .array(elements)
            default: throw error("unexpected \(describe(at: cursor.offset)); expected ',' or ']'")
            }
        }
    }

    // MARK: - Wording

    /// The line and column of a byte offset: lines end at `\n`, columns count Unicode scalars.
    private mutating func position(at offset: Int) -> SourcePosition {
        if offset < checkpoint.offset { checkpoint = (0, SourcePosition(line: 1, column: 1)) }
        var position = checkpoint.position
        let bytes = cursor.bytes
        for index in checkpoint.offset..<min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == 0x0A {
                position.line += 1
                position.column = 1
            } else if byte & 0xC0 != 0x80 {
                position.column += 1
            }
        }
        checkpoint = (offset, position)
        return position
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: errorPosition(at: cursor.offset), message: message)
    }

    /// Where an error at `offset` is reported: the character there, or the last one when the input
    /// has ended, so every error position lies inside the text.
    private mutating func errorPosition(at offset: Int) -> SourcePosition {
        let bytes = cursor.bytes
        guard offset >= bytes.count, !bytes.isEmpty else { return position(at: offset) }
        var last = bytes.count - 1
        while last > 0, bytes[last] & 0xC0 == 0x80 { last -= 1 }
        return position(at: last)
    }

    private mutating func worded(_ mismatch: JSONScanner.Mismatch) -> JSONSyntaxError {
        let message: String
        switch mismatch.kind {
        case .unterminatedString: message = "unterminated string"
        case .unterminatedEscape: message = "unterminated escape sequence"
        case .invalidEscape: message = "invalid escape '\\\(character(at: mismatch.offset + 1))'"
        case .controlCharacter:
            message = "control character U+\(String(cursor.bytes[mismatch.offset], radix: 16, uppercase: true)) must be escaped inside a string"
        case .expectedHexDigits: message = "expected four hexadecimal digits after \\u"
        case .loneHighSurrogate: message = "lone high surrogate in \\u escape"
        case .invalidLowSurrogate: message = "invalid low surrogate in \\u escape"
        case .loneLowSurrogate: message = "lone low surrogate in \\u escape"
        case .expectedDigit: message = "expected a digit"
        case .leadingZero: message = "numbers cannot have leading zeros"
        case .expectedFractionDigit: message = "expected a digit after '.'"
        case .expectedExponentDigit: message = "expected a digit in the exponent"
        case .numberOutOfRange: message = "number out of range"
        case .invalidLiteral(let word): message = "invalid literal; expected '\(word)'"
        case .unexpected:
            message = mismatch.offset < cursor.bytes.count
                ? "unexpected \(describe(at: mismatch.offset))" : "unexpected end of input"
        }
        return JSONSyntaxError(position: errorPosition(at: mismatch.offset), message: message)
    }

    /// The character starting at `offset`.
    private func character(at offset: Int) -> Character {
        let bytes = cursor.bytes
        let end = min(offset + 4, bytes.count)
        let scalar = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first
        return Character(scalar ?? "\u{FFFD}")
    }

    private func describe(at offset: Int) -> String {
        let character = character(at: offset)
        let scalar = character.unicodeScalars.first ?? "\u{FFFD}"
        switch scalar {
        case "\n": return "line break"
        case "\t": return "tab"
        case "\u{0}"..."\u{1F}": return "control character U+\(String(scalar.value, radix: 16, uppercase: true))"
        default: return "'\(Character(scalar))'"
        }
    }
}
