/// A strict RFC 8259 parser that tracks lines and columns.
///
/// Foundation's decoders do not report where a document is malformed on every platform, and
/// ProviderKit promises a line and column for every configuration and transcript problem, so the
/// core carries its own small parser. Nesting is limited to ``maximumDepth`` so hostile input
/// cannot exhaust the stack.
///
/// Error messages never quote the input beyond one character (a malformed line's "member name"
/// may be a token, `"…","public_token":"public-sandbox-…`), and every error position lies inside
/// the text: an error at the end of the input points at its last character.
struct JSONParser {
    /// The deepest nesting accepted.
    static let maximumDepth = 256

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private let recordPositions: Bool
    private(set) var valuePositions: [String: SourcePosition] = [:]
    private(set) var keyPositions: [String: SourcePosition] = [:]

    init(text: String, recordPositions: Bool) {
        self.scalars = Array(text.unicodeScalars)
        self.recordPositions = recordPositions
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> LinkJSONValue {
        skipWhitespace()
        if index == 0, peek == "\u{FEFF}" { advance() }
        skipWhitespace()
        guard peek != nil else { throw error("the document is empty; expected a JSON value") }
        let value = try parseValue(path: "", depth: 0)
        skipWhitespace()
        if let extra = peek {
            throw error("unexpected \(describe(extra)) after the end of the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue(path: String, depth: Int) throws(JSONSyntaxError) -> LinkJSONValue {
        guard depth < Self.maximumDepth else {
            throw error("nesting is deeper than \(Self.maximumDepth) levels")
        }
        if recordPositions { valuePositions[path] = position }
        guard let scalar = peek else { throw error("unexpected end of input; expected a JSON value") }
        switch scalar {
        case "{": return try parseObject(path: path, depth: depth)
        case "[": return try parseArray(path: path, depth: depth)
        case "\"": return .string(try parseString())
        case "t": try expectWord("true"); return .bool(true)
        case "f": try expectWord("false"); return .bool(false)
        case "n": try expectWord("null"); return .null
        case "-", "0"..."9": return .number(try parseNumber())
        default: throw error("unexpected \(describe(scalar)); expected a JSON value")
        }
    }

    private mutating func parseObject(path: String, depth: Int) throws(JSONSyntaxError) -> LinkJSONValue {
        advance()  // {
        var members: [String: LinkJSONValue] = [:]
        skipWhitespace()
        if peek == "}" {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == "\"" else {
                if peek == "}" { throw error("trailing comma before '}'") }
                throw error(peek.map { "unexpected \(describe($0)); expected a quoted member name" } ?? "unexpected end of input inside an object")
            }
            let keyPosition = position
            let key = try parseString()
            let memberPath = JSONDocument.path(path, member: key)
            if members[key] != nil {
                throw JSONSyntaxError(
                    position: keyPosition, message: "duplicate member \"\(SecretRedactor.standard.quote(key, limit: 40))\"")
            }
            if recordPositions { keyPositions[memberPath] = keyPosition }
            skipWhitespace()
            guard peek == ":" else { throw error("expected ':' after the member name") }
            advance()
            skipWhitespace()
            members[key] = try parseValue(path: memberPath, depth: depth + 1)
            skipWhitespace()
            switch peek {
            case ",": advance()
            case "}": advance(); return .object(members)
            case let other?: throw error("unexpected \(describe(other)); expected ',' or '}'")
            case nil: throw error("unexpected end of input; expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(path: String, depth: Int) throws(JSONSyntaxError) -> LinkJSONValue {
        advance()  // [
        var elements: [LinkJSONValue] = []
        skipWhitespace()
        if peek == "]" {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if peek == "]" { throw error("trailing comma before ']'") }
            elements.append(try parseValue(path: JSONDocument.path(path, index: elements.count), depth: depth + 1))
            skipWhitespace()
            switch peek {
            case ",": advance()
            case "]": advance(); return .array(elements)
            case let other?: throw error("unexpected \(describe(other)); expected ',' or ']'")
            case nil: throw error("unexpected end of input; expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()  // opening quote
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw error("unterminated string") }
            switch scalar {
            case "\"":
                advance()
                return String(result)
            case "\\":
                let escapePosition = position
                advance()
                guard let escape = peek else { throw error("unterminated escape sequence") }
                advance()
                switch escape {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u": result.append(try parseUnicodeEscape())
                default: throw JSONSyntaxError(position: escapePosition, message: "invalid escape '\\\(escape)'")
                }
            case "\u{0}"..."\u{1F}":
                throw error("control character U+\(String(scalar.value, radix: 16, uppercase: true)) must be escaped inside a string")
            default:
                result.append(scalar)
                advance()
            }
        }
    }

    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let high = try parseHex4()
        if (0xD800...0xDBFF).contains(high) {
            guard peek == "\\" else { throw error("lone high surrogate in \\u escape") }
            advance()
            guard peek == "u" else { throw error("lone high surrogate in \\u escape") }
            advance()
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("lone low surrogate in \\u escape") }
        return scalar
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, let digit = hexValue(scalar) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let startPosition = position
        if peek == "-" { advance() }
        guard let first = peek, ("0"..."9").contains(first) else { throw error("expected a digit") }
        if first == "0" {
            advance()
            if let next = peek, ("0"..."9").contains(next) { throw error("numbers cannot have leading zeros") }
        } else {
            skipDigits()
        }
        if peek == "." {
            advance()
            guard let digit = peek, ("0"..."9").contains(digit) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek == "e" || peek == "E" {
            advance()
            if peek == "+" || peek == "-" { advance() }
            guard let digit = peek, ("0"..."9").contains(digit) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        guard let value = Double(String(text)), value.isFinite else {
            throw JSONSyntaxError(position: startPosition, message: "number out of range")
        }
        return value
    }

    private mutating func skipDigits() {
        while let scalar = peek, ("0"..."9").contains(scalar) { advance() }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let startPosition = position
        for expected in word.unicodeScalars {
            guard peek == expected else {
                throw JSONSyntaxError(position: startPosition, message: "invalid literal; expected '\(word)'")
            }
            advance()
        }
    }

    // MARK: - Scanning

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// The position of the last character read, for errors at the end of the input.
    private var previousPosition = SourcePosition(line: 1, column: 1)

    private mutating func advance() {
        guard index < scalars.count else { return }
        previousPosition = position
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { advance() }
    }

    /// An error at the current character, or at the last one when the input has ended.
    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: index < scalars.count ? position : previousPosition, message: message)
    }

    private func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "line break"
        case "\t": return "tab"
        case "\u{0}"..."\u{1F}": return "control character U+\(String(scalar.value, radix: 16, uppercase: true))"
        default: return "'\(Character(scalar))'"
        }
    }
}
