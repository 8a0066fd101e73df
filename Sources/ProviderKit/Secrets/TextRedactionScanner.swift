/// Finds what must be hidden in free text, in one left-to-right pass over its UTF-8 bytes (so its
/// cost is linear in the text, whatever the text):
///
/// 1. URL user info: everything between `://` and the last `@` of the authority, and any
///    `user:password@` (so a mangled `https:/user:password@host` is covered too);
/// 2. values of secret-named keys written as `name=value` (query items, fragments, forms) or
///    `"name":"value"` / `name: 'value'` with a quoted value (JSON and logs, escaped quotes
///    included), as `SecretKeyClassifier.isQuerySecret(_:)` (for `=`) and `isSecret(_:)` (for
///    `:`) decide;
/// 3. JWTs, Plaid-style tokens and, when `opaque` is set, long opaque strings (`TokenShape`).
///
/// It reads bytes, not necessarily UTF-8: `SecretRedactor` runs it over every reading of a text
/// (`RedactionView`) and hides each range it reports. A pure function of its input: safe from any
/// thread.
struct TextRedactionScanner {
    /// The text's UTF-8.
    private let bytes: [UInt8]
    private let opaque: Bool
    private var ranges: [Range<Int>] = []

    private init(bytes: [UInt8], opaque: Bool) {
        self.bytes = bytes
        self.opaque = opaque
    }

    /// The ranges of `bytes` that hold a secret, in no particular order; they may overlap.
    static func ranges(in bytes: [UInt8], opaque: Bool) -> [Range<Int>] {
        var scanner = TextRedactionScanner(bytes: bytes, opaque: opaque)
        scanner.scan()
        scanner.scanUserInfo()
        return scanner.ranges
    }

    private mutating func scan() {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":"), isDoubleSlash(at: index + 1) {
                index = scanAuthority(from: index + 3)
            } else if TokenShape.isWordByte(byte) {
                index = examineWord(from: index)
            } else {
                index += 1
            }
        }
    }

    /// Hides every `user:password@`: a segment between delimiters that holds a `:` and ends at
    /// an `@`. The user name may be empty, as URLs allow (`/:password@host`); the password may
    /// not. A segment right after `//` that ends at an `@` is user info too, colon or not
    /// (`https//password@host`, a scheme that lost its colon). One pass, remembering where the
    /// current segment started.
    private mutating func scanUserInfo() {
        var segmentStart = 0
        var colon: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") {
                let hasPassword = colon.map { index > $0 + 1 } ?? false
                let afterDoubleSlash =
                    index > segmentStart && segmentStart >= 2 && bytes[segmentStart - 1] == UInt8(ascii: "/")
                    && bytes[segmentStart - 2] == UInt8(ascii: "/")
                if hasPassword || afterDoubleSlash { ranges.append(segmentStart..<index) }
                segmentStart = index + 1
                colon = nil
            } else if byte == UInt8(ascii: ":") {
                if colon == nil { colon = index }
            } else if Self.endsAuthority(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
                || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "{")
                || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            {
                segmentStart = index + 1
                colon = nil
            }
        }
    }

    /// Hides user info in the authority starting at `start`; returns where scanning resumes.
    private mutating func scanAuthority(from start: Int) -> Int {
        var index = start
        var lastAt: Int?
        while index < bytes.count, !Self.endsAuthority(bytes[index]) {
            if bytes[index] == UInt8(ascii: "@") { lastAt = index }
            index += 1
        }
        guard let lastAt, lastAt > start else { return start }
        ranges.append(start..<lastAt)
        return lastAt + 1
    }

    /// Examines the word (run of word characters) starting at `start`; returns where scanning resumes.
    ///
    /// The word's own shape is checked first, then whether it names a secret whose value follows:
    /// a token glued to a key name (`link-sandbox-…token=…`, or `eyJ….c2lnpassword=…`) loses both.
    private mutating func examineWord(from start: Int) -> Int {
        let end = TokenShape.wordEndIndex(bytes, from: start)
        var resume = end
        if let (jwtStart, jwtEnd) = TokenShape.jwt(in: bytes, word: start..<end) {
            // Text glued before the JWT gets the other rules on its own, as it will once the JWT
            // is a placeholder: redacting twice changes nothing.
            if jwtStart > start, let prefix = shapedRange(start..<jwtStart, limit: jwtStart) { ranges.append(prefix) }
            ranges.append(jwtStart..<jwtEnd)
            resume = max(resume, jwtEnd)
        } else if let shaped = shapedRange(start..<end, limit: nil) {
            ranges.append(shaped)
            resume = max(resume, shaped.upperBound)
        }
        // The name whose value may follow: this word, or, when a JWT ran on past it, the JWT's last
        // word (`….c2ln.xpassword=…` is a key name glued to a token, and loses both like any other).
        let name = resume > end ? lastWord(endingAt: resume) : start..<end
        // A value that is already the placeholder (or an example's elision) is scanned like any
        // other text: whatever follows the placeholder still gets the shape rules.
        if let valueRange = secretValue(afterName: name), !valueRange.isEmpty, !isPlaceholderOrElision(valueRange) {
            ranges.append(valueRange)
            resume = max(resume, valueRange.upperBound)
        }
        return resume
    }

    /// The run of word characters that ends at `end`.
    private func lastWord(endingAt end: Int) -> Range<Int> {
        var start = end
        while start > 0, TokenShape.isWordByte(bytes[start - 1]) { start -= 1 }
        return start..<end
    }

    /// The word `word` when it is a Plaid-style token, or the long opaque string starting there
    /// (running on through base64's `+ / =` up to `limit`); `nil` when it is neither.
    private mutating func shapedRange(_ word: Range<Int>, limit: Int?) -> Range<Int>? {
        if TokenShape.isPlaidStyleToken(bytes, word) || TokenShape.hasEnvironmentToken(bytes, word) {
            return word
        }
        guard opaque else { return nil }
        let run = TokenShape.opaqueRun(bytes, start: word.lowerBound, limit: limit)
        return run.isToken ? word.lowerBound..<run.end : nil
    }

    /// The value after a secret-named word `name` followed by `=` or `:` (a quoted value for `:`).
    private func secretValue(afterName name: Range<Int>) -> Range<Int>? {
        var index = name.upperBound
        // A closing quote of the name: `"`, `'` or an escaped `\"`.
        if isEscapedQuote(at: index) {
            index += 2
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            index += 1
        }
        index = skipSpaces(from: index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ":") else {
            return nil
        }
        let separator = bytes[index]
        index = skipSpaces(from: index + 1)
        let quote: [UInt8]?
        if isEscapedQuote(at: index) {
            quote = Self.escapedQuote
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            quote = [bytes[index]]
        } else {
            quote = nil
        }
        // `name: text` is how key paths start a sentence (`public_token: missing`); only quoted values count.
        if separator == UInt8(ascii: ":"), quote == nil { return nil }
        let nameText = String(decoding: bytes[name], as: UTF8.self)
        let isSecretName = separator == UInt8(ascii: "=") ? SecretKeyClassifier.isQuerySecret(nameText) : SecretKeyClassifier.isSecret(nameText)
        guard isSecretName else { return nil }
        guard let quote else {
            var end = index
            while end < bytes.count, !Self.endsUnquotedValue(bytes[end]) { end += 1 }
            return index..<end
        }
        let valueStart = index + quote.count
        var end = valueStart
        while end < bytes.count {
            if quote.count == 1, bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count {
                end += 2
                continue
            }
            if matches(quote, at: end) { break }
            end += 1
        }
        return valueStart..<min(end, bytes.count)
    }

    /// `true` for a value that is already the placeholder, or an example's elision (`…`, `public-sandbox-…`).
    private func isPlaceholderOrElision(_ range: Range<Int>) -> Bool {
        let value = bytes[range]
        if value.starts(with: Secret.redactedPlaceholder.utf8) { return true }
        guard value.count >= Self.ellipsis.count, value.suffix(Self.ellipsis.count).elementsEqual(Self.ellipsis) else { return false }
        let stem = value.dropLast(Self.ellipsis.count)
        return stem.count <= 16 && stem.allSatisfy { TokenShape.isLetter($0) || $0 == UInt8(ascii: "-") }
    }

    private func skipSpaces(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    private static let escapedQuote = Array("\\\"".utf8)

    /// `true` when `//` starts at `index`.
    private func isDoubleSlash(at index: Int) -> Bool {
        index >= 0 && index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")
    }

    /// `true` when an escaped quote (`\"`) starts at `index`.
    private func isEscapedQuote(at index: Int) -> Bool {
        index >= 0 && index + 1 < bytes.count && bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "\"")
    }
    private static let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]

    private func matches(_ needle: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + needle.count <= bytes.count else { return false }
        for offset in 0..<needle.count where bytes[index + offset] != needle[offset] { return false }
        return true
    }

    /// Bytes that end a URL authority: `/ ? #`, quotes, angle brackets, a backslash and whitespace.
    private static func endsAuthority(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: " "), 0x09, 0x0A, 0x0D:
            return true
        default:
            return false
        }
    }

    /// Bytes that end an unquoted `name=value`: separators of queries, fragments, lists and prose.
    private static func endsUnquotedValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\""),
            UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "}"),
            UInt8(ascii: "]"), UInt8(ascii: "\\"), UInt8(ascii: " "), 0x09, 0x0A, 0x0D:
            return true
        default:
            return false
        }
    }
}
