/// Recognises credentials by their shape alone, for text where no member name says what a value is.
///
/// - Plaid-style tokens: `<kind>-<environment>-<id>` (`public-sandbox-…`, `link-production-…`,
///   `access-development-…`) with an id of at least 8 characters, or `<kind>-<id>` with an id of at
///   least 16 characters that holds a digit.
/// - JWTs: three dot-separated base64url segments whose first two start with `eyJ` (a JSON object).
/// - Long opaque strings: 40 or more characters of `A-Z a-z 0-9 _ - + /` (then `=` padding)
///   mixing letters and digits (API keys, base64 access tokens). Only free text is searched for these; ids in
///   structured values (session ids, request ids) are not secrets and stay readable there.
///
/// A replacement character (U+FFFD, what invalid UTF-8 decodes to) never ends a word or a token:
/// a credential damaged by bad bytes in a recording is still hidden whole.
///
/// The checks read any random-access collection of bytes indexed from 0: an array, or the buffer
/// `TextRedactionScanner` reads a string's own UTF-8 through, without copying it.
enum TokenShape {
    /// The kinds of Plaid-style tokens, as they start a token (`public-…`).
    static let kinds: [[UInt8]] = [
        "link", "public", "access", "processor", "item-add", "payment", "transfer", "bank-transfer", "layer",
        "refresh", "idv", "asset-report", "audit-copy",
    ].map { Array(($0 + "-").utf8) }
    /// The environments a Plaid-style token names.
    static let environments: [[UInt8]] = ["sandbox", "development", "production"].map { Array(($0 + "-").utf8) }
    /// The shortest id after `<kind>-<environment>-`.
    static let minimumEnvironmentIDLength = 8
    /// The shortest id after `<kind>-` alone.
    static let minimumBareIDLength = 16
    /// The first bytes of a JWT's header (base64 of `{"`).
    static let header = Array("eyJ".utf8)
    /// The shortest long opaque string.
    static let minimumOpaqueLength = 40

    /// `true` for `A-Z a-z 0-9 _ -`: the characters of token ids and member names.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// `true` for the word characters plus base64's `+`, `/` and `=`.
    static func isOpaqueByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
    }

    /// `true` when the word `bytes[range]` (word characters only) is a Plaid-style token.
    static func isPlaidStyleToken<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>) -> Bool where Bytes.Index == Int {
        for kind in kinds where hasPrefix(bytes, range, kind) {
            let rest = (range.lowerBound + kind.count)..<range.upperBound
            for environment in environments where hasPrefix(bytes, rest, environment) {
                if rest.count - environment.count >= minimumEnvironmentIDLength { return true }
            }
            if rest.count >= minimumBareIDLength, bytes[rest].contains(where: isDigit) { return true }
        }
        return false
    }

    /// `true` when the word holds `-<environment>-` followed by an id of at least 8 characters
    /// anywhere, as a Plaid-style token glued to other text does (`tokenpublic-sandbox-…`).
    static func hasEnvironmentToken<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>) -> Bool where Bytes.Index == Int {
        guard range.count > minimumEnvironmentIDLength else { return false }
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "-") {
                let rest = (index + 1)..<range.upperBound
                for environment in environments where hasPrefix(bytes, rest, environment) {
                    if rest.count - environment.count >= minimumEnvironmentIDLength { return true }
                }
            }
            index += 1
        }
        return false
    }

    /// A JWT starting in the word `word` (at its start, or glued to text before it) and running
    /// on past its dots; `nil` when there is none. Only the first `eyJ` is tried: every later
    /// one shares its payload and is shorter, so it cannot succeed where the first failed.
    static func jwt<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, word: Range<Int>) -> (start: Int, end: Int)? where Bytes.Index == Int {
        var start = word.lowerBound
        while start + header.count <= word.upperBound {
            // `eyJ` compared byte by byte: the static `header` would be loaded through its guard on every try.
            if bytes[start] == UInt8(ascii: "e"), bytes[start + 1] == UInt8(ascii: "y"), bytes[start + 2] == UInt8(ascii: "J") {
                return jwtEnd(bytes, start: start, wordEnd: word.upperBound).map { (start, $0) }
            }
            start += 1
        }
        return nil
    }

    /// The end of a JWT starting at `start`, whose first segment is the word ending at `wordEnd`;
    /// `nil` when it is not one. Three segments (`header.payload.signature`), or two when a JWT
    /// lost a part (`payload.signature`): the first starts with `eyJ` (base64 of `{"`).
    static func jwtEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, start: Int, wordEnd: Int) -> Int? where Bytes.Index == Int {
        guard wordEnd - start >= 8, hasPrefix(bytes, start..<wordEnd, header), wordEnd < bytes.count,
            bytes[wordEnd] == UInt8(ascii: ".")
        else { return nil }
        let secondStart = wordEnd + 1
        let secondEnd = wordEndIndex(bytes, from: secondStart)
        if secondEnd - secondStart >= 4, secondEnd < bytes.count, bytes[secondEnd] == UInt8(ascii: ".") {
            return wordEndIndex(bytes, from: secondEnd + 1)
        }
        return secondEnd - secondStart >= 8 ? secondEnd : nil
    }

    /// The end of a long opaque string starting at `start`, or `nil` when the run there is not one.
    /// Replacement characters inside the run continue it without counting towards its length.
    static func opaqueEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, start: Int, limit: Int? = nil) -> Int? where Bytes.Index == Int {
        let run = opaqueRun(bytes, start: start, limit: limit)
        return run.isToken ? run.end : nil
    }

    /// The run of opaque characters starting at `start` (up to `limit`): where it ends, and
    /// whether it is a long opaque string. A run that is not one is not one from any later start
    /// inside it either: the run ends at the same place, shorter, with no new letters or digits.
    static func opaqueRun<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, start: Int, limit: Int? = nil) -> (end: Int, isToken: Bool) where Bytes.Index == Int {
        let end = min(bytes.count, limit ?? bytes.count)
        var index = start
        var length = 0
        var letters = false
        var digits = false
        while index < end {
            let byte = bytes[index]
            // U+FFFD starts with 0xEF, which is not an opaque byte: test the common case first.
            guard isOpaqueByte(byte), byte != UInt8(ascii: "=") else {
                if byte == 0xEF, isReplacementCharacter(bytes, at: index), index + replacementCharacter.count <= end {
                    index += replacementCharacter.count
                    continue
                }
                break
            }
            if isDigit(byte) { digits = true } else if isLetter(byte) { letters = true }
            index += 1
            length += 1
        }
        // Base64 padding ends a token; an `=` inside is a `name=value` separator, not part of it.
        while index < end, bytes[index] == UInt8(ascii: "=") {
            index += 1
            length += 1
        }
        return (index, length >= minimumOpaqueLength && letters && digits)
    }

    /// `false` when no Plaid-style token can start with `byte`: no kind starts with it
    /// (`TokenShapeTests` checks this list against ``kinds``).
    static func mayStartPlaidStyleToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "p"), UInt8(ascii: "r"),
            UInt8(ascii: "t"):
            return true
        default:
            return false
        }
    }

    /// The end of the run of word characters (and replacement characters) starting at `start`.
    static func wordEndIndex<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int) -> Int where Bytes.Index == Int {
        var index = start
        while index < bytes.count {
            if isWordByte(bytes[index]) {
                index += 1
            } else if isReplacementCharacter(bytes, at: index) {
                index += replacementCharacter.count
            } else {
                break
            }
        }
        return index
    }

    /// U+FFFD in UTF-8.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// `true` when `bytes` hold U+FFFD at `index`.
    static func isReplacementCharacter<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> Bool where Bytes.Index == Int {
        index + 2 < bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] == 0xBD
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func hasPrefix<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>, _ prefix: [UInt8]) -> Bool where Bytes.Index == Int {
        guard range.count >= prefix.count else { return false }
        var index = range.lowerBound
        for byte in prefix {
            guard bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }
}
