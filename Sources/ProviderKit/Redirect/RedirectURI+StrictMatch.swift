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
    /// It decides URLs in ``StrictURLSyntax``'s subset whose path holds no `%` (so it needs no
    /// percent-decoding) and whose query decodes to UTF-8, whose host is not an IDNA name (`xn--`, which
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
        guard port == self.port, ASCIIBytes.equalsIgnoringCase(hostBytes, host) else { return .noMatch }
        guard pathMatches(pathBytes) else { return .noMatch }
        guard let query = syntax.query else { return .match([]) }
        guard let items = StrictURLSyntax.queryItems(UnsafeBufferPointer(rebasing: bytes[query])) else { return .undecided }
        return .match(items)
    }

    /// Whether a path without `%` normalises to ``path`` as ``normalizedPath(_:)`` does: `/` when
    /// empty, else without one trailing slash that is not doubled.
    private func pathMatches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        if bytes.isEmpty { return path == "/" }
        let dropsSlash = bytes.count >= 2 && bytes[bytes.count - 1] == slash && bytes[bytes.count - 2] != slash
        return bytes[..<(dropsSlash ? bytes.count - 1 : bytes.count)].elementsEqual(path.utf8)
    }
}
