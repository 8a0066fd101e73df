/// A URL that a strict reader must refuse because one of its parts holds a percent-escape that
/// does not decode to UTF-8 text, made from a URL that reads cleanly, for property tests of the
/// URL rules (issue 29, class 1).
///
/// The generator knows what it planted, so a test's oracle is the case itself, never the reader
/// under test: ``clean`` must be accepted by every reader and ``planted`` refused by all of them.
public struct BadEscapeURLCase: Sendable, Hashable, CustomStringConvertible {
    /// Where the bad escape was put.
    public enum Part: String, CaseIterable, Sendable {
        /// Inside the first label of the host.
        case host
        /// Inside a path segment.
        case path
        /// Inside a query item's name or value.
        case query
        /// Inside the fragment.
        case fragment
        /// In a user name added before the host (user info is refused on its own, escapes or not).
        case userInfo
    }

    /// The URL as it was before the escape was planted; every reader accepts it.
    public let clean: String
    /// The URL with the bad escape in ``part``.
    public let planted: String
    /// The part holding the bad escape.
    public let part: Part
    /// The escape planted, as written in ``planted``.
    public let escape: String

    /// Escapes that are malformed (`%`, `%G1`), truncated (`%E2%82`), overlong (`%C0%AF`), a
    /// lone continuation byte (`%80`), an encoded surrogate (`%ED%A0%80`) or a byte that is never
    /// UTF-8 (`%FF`, `%fe`, `%C0`), in upper and lower case.
    public static let escapes: [String] = [
        "%C0", "%c0", "%ff", "%FF", "%80", "%fe", "%C0%AF", "%c3%28", "%E2%82", "%e2%82%", "%F0%9F%98", "%ED%A0%80",
        "%F8%88%80%80%80", "%", "%G1", "%2", "%zz", "%0", "%%41",
    ]

    /// A readable summary for a failing test's message.
    public var description: String { "\(part.rawValue) \(escape): \(planted)" }

    /// Makes a case from `base` (scheme, host and path; optionally a query and a fragment) with
    /// the escape put at a random place inside `part`. `base` must hold the part (a query for
    /// ``Part/query``, a fragment for ``Part/fragment``).
    ///
    /// - Parameters:
    ///   - base: an absolute URL written with `scheme://host/path?query#fragment`, which reads cleanly.
    ///   - part: the part to plant into.
    ///   - random: the seeded generator that picks the escape and its place.
    public static func make(
        from base: String, in part: Part, using random: inout some RandomNumberGenerator
    ) -> BadEscapeURLCase {
        let escape = escapes.randomElement(using: &random)!
        let schemeEnd = base.range(of: "://")!.upperBound
        let scheme = String(base[..<schemeEnd])
        var rest = String(base[schemeEnd...])
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = String(rest[..<hash])
        }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = String(rest[..<mark])
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var host = String(rest[..<slash])
        var path = String(rest[slash...])
        var user = ""

        /// `text` with the escape at a random character boundary of `text[low...high]` that is
        /// neither inside an escape already there nor before a hex digit or a `%` (which could
        /// complete a truncated escape into a valid one).
        func planted(in text: String, from low: Int, to high: Int) -> String {
            var characters = Array(text)
            let boundaries = (max(0, low)...min(high, characters.count)).filter { index in
                !(index > 0 && characters[index - 1] == "%") && !(index > 1 && characters[index - 2] == "%")
                    && !(index < characters.count && (characters[index].isHexDigit || characters[index] == "%"))
            }
            let at = boundaries.randomElement(using: &random) ?? low
            characters.insert(contentsOf: escape, at: at)
            return String(characters)
        }

        switch part {
        case .host:
            let label = host.firstIndex(of: ".").map { host.distance(from: host.startIndex, to: $0) } ?? host.count
            host = planted(in: host, from: 1, to: label)
        case .path:
            path = planted(in: path, from: 1, to: path.count)
        case .query:
            query = planted(in: query ?? "", from: 0, to: (query ?? "").count)
        case .fragment:
            fragment = planted(in: fragment ?? "", from: 0, to: (fragment ?? "").count)
        case .userInfo:
            user = planted(in: "user", from: 0, to: 4) + "@"
        }
        var text = scheme + user + host + path
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return BadEscapeURLCase(clean: base, planted: text, part: part, escape: escape)
    }
}
