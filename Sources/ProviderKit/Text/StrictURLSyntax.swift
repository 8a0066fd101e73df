/// The parts of a URL in a strict subset of RFC 3986 that Foundation's `URLComponents` certainly
/// parses, found in one pass over its UTF-8 bytes without Foundation.
///
/// The subset: an ASCII scheme (a letter, then letters, digits, `+`, `-`, `.`); an optional
/// authority that is a host of letters, digits, `.` and `-` with an optional numeric port (so no
/// user info); then path, query and fragment characters (unreserved, sub-delimiters, `:` `/`
/// and valid `%XX` escapes) with one `?` to start the query, no `@` anywhere and at most one
/// `#`. Anything else is `nil`, and the caller asks Foundation. Byte-level fast paths (URL
/// redaction, Meld's navigation rules) share it, so they agree on what they accept.
package struct StrictURLSyntax: Sendable, Equatable {
    /// The scheme, without `:`.
    package let scheme: Range<Int>
    /// The host, when there is an authority.
    package let host: Range<Int>?
    /// The port's digits, when the authority has them.
    package let port: Range<Int>?
    /// The path, possibly empty; never percent-decoded.
    package let path: Range<Int>
    /// The query, without `?`.
    package let query: Range<Int>?
    /// The fragment, without `#`.
    package let fragment: Range<Int>?

    /// The parts of `bytes`, or `nil` outside the subset.
    package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count > 0, TokenShape.isLetter(bytes[0]) else { return nil }
        var index = 1
        while index < count, Self.isSchemeByte(bytes[index]) { index += 1 }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
        scheme = 0..<index
        index += 1
        var host: Range<Int>?
        var port: Range<Int>?
        if index + 1 < count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            let hostStart = index
            while index < count, Self.isHostByte(bytes[index]) { index += 1 }
            guard index > hostStart else { return nil }
            host = hostStart..<index
            if index < count, bytes[index] == UInt8(ascii: ":") {
                index += 1
                let portStart = index
                while index < count, TokenShape.isDigit(bytes[index]) { index += 1 }
                guard index > portStart else { return nil }
                port = portStart..<index
            }
            guard index == count || bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "?")
                || bytes[index] == UInt8(ascii: "#")
            else { return nil }
        }
        self.host = host
        self.port = port
        guard let pathEnd = Self.skipValid(bytes, from: index, endsAtQuestionMark: true) else { return nil }
        path = index..<pathEnd
        index = pathEnd
        var query: Range<Int>?
        if index < count, bytes[index] == UInt8(ascii: "?") {
            guard let end = Self.skipValid(bytes, from: index + 1, endsAtQuestionMark: false) else { return nil }
            query = (index + 1)..<end
            index = end
        }
        self.query = query
        var fragment: Range<Int>?
        if index < count, bytes[index] == UInt8(ascii: "#") {
            guard let end = Self.skipValid(bytes, from: index + 1, endsAtQuestionMark: false), end == count else { return nil }
            fragment = (index + 1)..<end
            index = end
        }
        self.fragment = fragment
        guard index == count else { return nil }
    }

    /// The end of the run of component characters from `start`: it stops at `#`, and at `?` when
    /// `endsAtQuestionMark` (a path, which a query follows). `nil` when a byte outside the subset
    /// or a bad `%` escape comes first; inside a query or fragment a `?` is outside the subset.
    private static func skipValid(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, endsAtQuestionMark: Bool) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "?") && endsAtQuestionMark) { return index }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return nil }
                index += 3
                continue
            }
            guard isComponentByte(byte) else { return nil }
            index += 1
        }
        return index
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        TokenShape.isLetter(byte) || TokenShape.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        TokenShape.isLetter(byte) || TokenShape.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        TokenShape.isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// Unreserved characters, sub-delimiters, `:` and `/` (never `@`, `%`, `?` or `#`, which the parser handles).
    private static func isComponentByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }
}
