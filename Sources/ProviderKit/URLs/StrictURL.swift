import Foundation

/// A URL read completely, or refused: the one reader behind every security decision that looks at
/// a URL (redirect matching, the Meld web view's navigations and message origins, URL redaction,
/// redirect URIs in configuration and on the command line).
///
/// `URLComponents` alone is too lenient for those decisions: it silently re-encodes a malformed
/// escape (`%zz` becomes `%25zz`), drops a query value whose escapes are not UTF-8, and reads
/// `https://a.example\@b.example/` as a URL with user info. So the text is checked before and after
/// Foundation parses it, and anything outside these rules is refused with a ``Refusal`` that says
/// which part and why:
///
/// 1. At most ``maximumLength`` UTF-8 bytes (or the limit the caller gives), not empty.
/// 2. Only the characters RFC 3986 allows in a URL: ASCII letters, digits and
///    `-._~:/?#[]@!$&'()*+,;=%`. No space, control, backslash, quote, `<>^`{|}` or non-ASCII
///    character; such text reaches a web view or an app only after encoding.
/// 3. Every `%` starts an escape of two hex digits, and every component's escapes decode to valid
///    UTF-8 with no NUL.
/// 4. An absolute URL: a scheme of a letter followed by letters, digits, `+`, `-` or `.`, that
///    `URLComponents` reads as written. Where the text breaks URL syntax (a `[` or `]` outside an
///    IPv6 host, a second `#`), Foundation repairs it by percent-encoding, and the repair would
///    also re-encode every escape (`%FF` becomes `%25FF`, which then reads as valid text): a text
///    whose components do not spell it back exactly is refused.
/// 5. No user name or password.
/// 6. A host, when there is one, is a DNS name (labels of ASCII letters, digits and inner `-`, at
///    most 63 bytes each and 253 in all, no empty label, no trailing dot, a last label that is not
///    all digits), a dotted-quad IPv4 address without leading zeros, or a bracketed IPv6 address.
///
/// Reading is a pure function of the text: thread-safe, and the same text always gives the same answer.
package struct StrictURL: Sendable {
    /// The default limit on the URL's length in UTF-8 bytes.
    package static let maximumLength = 32 * 1024

    /// The text as given.
    package let text: String
    /// The parsed components, as Foundation read the text.
    package let components: URLComponents
    /// The scheme, lowercase.
    package let scheme: String
    /// The host, lowercase (IPv6 addresses keep their brackets), or `nil` when the URL has none.
    package let host: String?
    /// The port, or `nil` when the URL names none.
    package let port: Int?
    /// The percent-decoded path.
    package let path: String
    /// The decoded query items in order, or `nil` when the URL has no query.
    package let queryItems: [URLQueryItem]?
    /// The decoded fragment, or `nil` when the URL has none.
    package let fragment: String?

    /// Why a text is not a URL the strict rules read completely.
    package struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// A part of a URL, as a refusal names it.
        package enum Part: String, Sendable, Hashable {
            case url = "URL", scheme, userInfo = "user info", host, path, query, fragment
        }

        /// The part of the URL at fault; ``Part/url`` for the text as a whole.
        package let part: Part
        /// What is wrong with it, in words that fit after "it is refused because".
        package let reason: String
        /// `"the <part> <reason>"`, for a diagnostic.
        package var description: String { part == .url ? "the URL \(reason)" : "its \(part.rawValue) \(reason)" }
    }

    /// Reads `text` under the rules above.
    ///
    /// - Parameters:
    ///   - limit: the longest text accepted, in UTF-8 bytes.
    ///   - allowingUserInfo: `true` only for a reader that hides user info (redaction); every
    ///     decision leaves it `false`, so rule 5 applies. User info is still held to rule 3.
    /// - Throws: a ``Refusal`` naming the first rule the text breaks.
    package init(reading text: String, limit: Int = StrictURL.maximumLength, allowingUserInfo: Bool = false) throws(Refusal) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw Refusal(part: .url, reason: "is empty") }
        guard bytes.count <= limit else {
            throw Refusal(part: .url, reason: "is \(bytes.count) bytes long (limit \(limit))")
        }
        try Self.checkCharacters(bytes)
        guard let components = URLComponents(string: text) else {
            throw Refusal(part: .url, reason: "does not parse as a URL")
        }
        guard let scheme = components.scheme, Self.isScheme(scheme) else {
            throw Refusal(part: .scheme, reason: "is missing or not a URL scheme (the URL must be absolute)")
        }
        guard components.string == text else {
            throw Refusal(
                part: .url,
                reason: "breaks URL syntax (a \"[\" or \"]\" outside an IPv6 host, or a second \"#\"), so a reader would have to correct it")
        }
        if allowingUserInfo {
            for encoded in [components.percentEncodedUser, components.percentEncodedPassword].compactMap({ $0 }) {
                _ = try Self.decoded(encoded, part: .userInfo)
            }
        } else {
            guard components.percentEncodedUser == nil, components.percentEncodedPassword == nil else {
                throw Refusal(part: .userInfo, reason: "is present (a user name or password is never accepted)")
            }
        }
        var host: String?
        if let encodedHost = components.percentEncodedHost, !encodedHost.isEmpty {
            guard let checked = Self.checkedHost(encodedHost) else {
                throw Refusal(
                    part: .host,
                    reason: "is not a DNS name, a dotted-quad IPv4 address or a bracketed IPv6 address")
            }
            host = checked
        }
        let path = try Self.decoded(components.percentEncodedPath, part: .path)
        var queryItems: [URLQueryItem]?
        if let query = components.percentEncodedQuery {
            _ = try Self.decoded(query, part: .query)
            queryItems = components.queryItems ?? []
        }
        var fragment: String?
        if let encodedFragment = components.percentEncodedFragment {
            fragment = try Self.decoded(encodedFragment, part: .fragment)
        }
        self.text = text
        self.components = components
        self.scheme = scheme.lowercased()
        self.host = host
        self.port = components.port
        self.path = path
        self.queryItems = queryItems
        self.fragment = fragment
    }

    /// Reads `url`'s absolute string under the same rules.
    ///
    /// - Throws: a ``Refusal`` naming the first rule the URL breaks.
    package init(reading url: URL, limit: Int = StrictURL.maximumLength, allowingUserInfo: Bool = false) throws(Refusal) {
        try self.init(reading: url.absoluteString, limit: limit, allowingUserInfo: allowingUserInfo)
    }

    /// Whether RFC 3986 allows `byte` anywhere in a URL (`%` included).
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte)
        }
    }

    /// Checks rule 2 and the shape of every escape (rule 3's first half).
    private static func checkCharacters(_ bytes: [UInt8]) throws(Refusal) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isAllowed(byte) else {
                throw Refusal(part: .url, reason: "holds \(describe(byte)) at byte \(index + 1), which a URL must percent-encode")
            }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    throw Refusal(part: .url, reason: "has a malformed percent-escape at byte \(index + 1) (a % must be followed by two hex digits)")
                }
                index += 3
            } else {
                index += 1
            }
        }
    }

    /// `the character "\"` or `a byte 0x0A`, for a refusal: never the surrounding text, which may be a secret.
    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "the character \"\(Character(Unicode.Scalar(byte)))\"" }
        return "a byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// A letter followed by letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ scheme: String) -> Bool {
        let bytes = Array(scheme.utf8)
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// The percent-decoded text of one component (rule 3's second half).
    ///
    /// The escapes are decoded here, byte by byte, and the bytes must be valid UTF-8 exactly as
    /// they are: Foundation's `removingPercentEncoding` is not used, because on Linux it repairs
    /// some invalid bytes into U+FFFD instead of failing (a lone `%A9` decodes to "\u{FFFD}").
    /// Rule 2's check has already made every `%` the start of two hex digits.
    private static func decoded(_ encoded: String, part: Refusal.Part) throws(Refusal) -> String {
        // Without a `%`, rule 2 leaves only plain ASCII characters: the text is its own decoding.
        guard encoded.utf8.contains(UInt8(ascii: "%")) else { return encoded }
        let text = Array(encoded.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "%"), index + 2 < text.count,
                let high = hexValue(text[index + 1]), let low = hexValue(text[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(text[index])
                index += 1
            }
        }
        // Decoding repairs invalid UTF-8 with U+FFFD; the bytes are valid only when nothing was repaired.
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else {
            throw Refusal(part: part, reason: "has percent-escapes that do not decode to UTF-8 text")
        }
        guard !bytes.contains(0) else {
            throw Refusal(part: part, reason: "decodes to text holding a NUL character")
        }
        return decoded
    }

    /// The value of one hex digit, or `nil` for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte - UInt8(ascii: "0") }
        let lower = byte | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(lower) ? lower - UInt8(ascii: "a") + 10 : nil
    }

    /// The host lowercase when rule 6 accepts it, else `nil`.
    private static func checkedHost(_ host: String) -> String? {
        let host = host.lowercased()
        let bytes = Array(host.utf8)
        if bytes.first == UInt8(ascii: "[") {
            guard bytes.count > 2, bytes.last == UInt8(ascii: "]") else { return nil }
            let inner = bytes.dropFirst().dropLast()
            let isIPv6 = inner.contains(UInt8(ascii: ":"))
                && inner.allSatisfy { isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
            return isIPv6 ? host : nil
        }
        guard bytes.count <= 253 else { return nil }
        let labels = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard let last = labels.last else { return nil }
        if !last.isEmpty, last.allSatisfy(isDigit) {
            // A numeric last label makes the host an IPv4 address; only the canonical form is read.
            guard labels.count == 4 else { return nil }
            for label in labels {
                guard (1...3).contains(label.count), label.allSatisfy(isDigit), label.count == 1 || label.first != UInt8(ascii: "0"),
                    let value = Int(String(decoding: label, as: UTF8.self)), value <= 255
                else { return nil }
            }
            return host
        }
        for label in labels {
            guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-"),
                label.allSatisfy({ isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == UInt8(ascii: "-") })
            else { return nil }
        }
        return host
    }
}
