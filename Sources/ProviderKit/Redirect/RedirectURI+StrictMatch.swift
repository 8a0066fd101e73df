import Foundation

extension RedirectURI {
    /// What ``match(strict:)`` found.
    package enum StrictMatch: Sendable, Equatable {
        /// The URL is outside the subset this matcher decides: ask ``match(_:)``.
        case undecided
        /// The URL is not a return to this redirect URI; ``match(_:)`` would return `nil`.
        case noMatch
        /// The URL is a return to this redirect URI, with these query items, as ``match(_:)``
        /// would give them in its ``RedirectMatch/queryItems``.
        case match([URLQueryItem])
    }

    /// ``match(_:)`` for URL text read as bytes, without Foundation, for the universal links
    /// a widget returns through most.
    ///
    /// It decides URLs in ``StrictURLSyntax``'s subset whose path and query hold no `%`
    /// (so nothing needs percent-decoding), whose host is not an IDNA name (`xn--`, which
    /// Foundation may decode) and whose port, if any, has at most five digits. Every other URL is
    /// ``StrictMatch/undecided``. `RedirectURIStrictMatchTests` compares the answers with
    /// ``match(_:)``'s over whole tables of URLs.
    package func match(strict bytes: UnsafeBufferPointer<UInt8>) -> StrictMatch {
        guard let syntax = StrictURLSyntax(bytes), let hostRange = syntax.host else { return .undecided }
        let scheme = UnsafeBufferPointer(rebasing: bytes[syntax.scheme])
        guard ASCIIBytes.equalsIgnoringCase(scheme, "https") else {
            // Any other scheme never matches; `URLComponents` reads the same scheme from this text.
            return .noMatch
        }
        let hostBytes = UnsafeBufferPointer(rebasing: bytes[hostRange])
        if ASCIIBytes.containsIgnoringCase(hostBytes, "xn--") { return .undecided }
        var port = 443
        if let portRange = syntax.port {
            guard portRange.count <= 5 else { return .undecided }
            port = bytes[portRange].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let pathBytes = UnsafeBufferPointer(rebasing: bytes[syntax.path])
        if pathBytes.contains(UInt8(ascii: "%")) { return .undecided }
        if let query = syntax.query, bytes[query].contains(UInt8(ascii: "%")) { return .undecided }
        guard port == self.port, ASCIIBytes.equalsIgnoringCase(hostBytes, host) else { return .noMatch }
        guard pathMatches(pathBytes) else { return .noMatch }
        guard let query = syntax.query else { return .match([]) }
        return .match(Self.queryItems(UnsafeBufferPointer(rebasing: bytes[query])))
    }

    /// Whether a path without `%` normalises to ``path`` as ``normalizedPath(_:)`` does: `/` when
    /// empty, else without one trailing slash that is not doubled.
    private func pathMatches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        if bytes.isEmpty { return path == "/" }
        let dropsSlash = bytes.count >= 2 && bytes[bytes.count - 1] == slash && bytes[bytes.count - 2] != slash
        return bytes[..<(dropsSlash ? bytes.count - 1 : bytes.count)].elementsEqual(path.utf8)
    }

    /// The items of a query without `%`: none when it is empty, else split at `&`, each at its
    /// first `=` (no `=`: no value).
    private static func queryItems(_ query: UnsafeBufferPointer<UInt8>) -> [URLQueryItem] {
        // An empty query has no items, as `URLComponents` reads it.
        guard !query.isEmpty else { return [] }
        var items: [URLQueryItem] = []
        var start = 0
        while start <= query.count {
            var end = start
            var equals: Int?
            while end < query.count, query[end] != UInt8(ascii: "&") {
                if equals == nil, query[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            if let equals {
                items.append(
                    URLQueryItem(
                        name: String(decoding: query[start..<equals], as: UTF8.self),
                        value: String(decoding: query[(equals + 1)..<end], as: UTF8.self)))
            } else {
                items.append(URLQueryItem(name: String(decoding: query[start..<end], as: UTF8.self), value: nil))
            }
            start = end + 1
        }
        return items
    }
}
