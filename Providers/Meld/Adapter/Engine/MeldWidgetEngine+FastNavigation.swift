import Foundation
import ProviderKit

/// The navigations the widget makes most (pages of the widget, the provider's pages, empty frames,
/// returns to the redirect URI) decided on bytes, without `URLComponents`.
extension MeldWidgetEngine {
    /// The full rules' reaction to a navigation this path can decide, or `nil` when the full rules
    /// must decide. It answers:
    /// - ``MeldNavigationDecision/allow`` for `about:blank` and `about:srcdoc` exactly, and for an
    ///   http or https URL in `StrictURLSyntax`'s subset (which `URLComponents` parses, with no
    ///   user info) whose host is not the redirect URI's (no return to match) and, when it is the
    ///   widget's host, whose path has no `%` and no `closemyapp` segment (no close signal). Such
    ///   a navigation matches none of rules 1–4 and is allowed by rule 5. Hosts with an IDNA
    ///   label (`xn--`) go to the full rules, which may decode them.
    /// - a return to the redirect URI (rule 3) that ``RedirectURI/match(strict:)`` decides: the
    ///   same reaction, scrubbed, as the full rules make from ``RedirectURI/match(_:)``'s items;
    /// - a widget signal (rule 2) in the subset whose host and path need no decoding: the same
    ///   reaction, scrubbed, as the full rules make from `URLComponents`' host, path and items.
    ///
    /// `NavigationFastPathTests` compares this answer with the full rules' over tables of URLs.
    func fastNavigation(_ text: String) -> MeldReaction? {
        var text = text
        let answer = text.withUTF8 { fastAnswer($0) }
        switch answer {
        case .undecided: return nil
        case .allow: return MeldReaction(decision: .allow)
        case .redirectReturn(let items): return scrubbed(redirectReturn(items))
        case .signal(let host, let path, let items, let scheme):
            return scrubbed(signal(host: host, path: path, queryItems: items, scheme: scheme))
        }
    }

    /// `true` when ``navigation(_:in:)`` allows `text` in any window with nothing to report,
    /// decided by the fast path alone (the first case of ``fastNavigation(_:)``); `false` when
    /// the engine has more to do, or to say, about it. Replay asks on its decoding thread, so
    /// the main actor does not parse the pages the widget loads.
    package func allowsAtOnce(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Only an http or https URL, or an empty frame, can be allowed here: any other scheme
            // (a widget signal) is left to the main actor without reading its query.
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon == 4 || colon == 5 else { return false }
            if case .allow = fastAnswer(bytes) { return true }
            return false
        }
    }

    private enum FastAnswer {
        case undecided
        case allow
        case redirectReturn([URLQueryItem])
        case signal(host: String, path: String, queryItems: [URLQueryItem], scheme: String)
    }

    private func fastAnswer(_ bytes: UnsafeBufferPointer<UInt8>) -> FastAnswer {
        guard bytes.count <= Self.maximumURLBytes else { return .undecided }
        // Both empty frames are 11 or 12 bytes long: no other URL is compared with them.
        if bytes.count <= 12, bytes.elementsEqual("about:blank".utf8) || bytes.elementsEqual("about:srcdoc".utf8) {
            return settings.appScheme != "about" ? .allow : .undecided
        }
        guard let syntax = StrictURLSyntax(bytes) else { return .undecided }
        let scheme = UnsafeBufferPointer(rebasing: bytes[syntax.scheme])
        guard ASCIIBytes.equalsIgnoringCase(scheme, "http") || ASCIIBytes.equalsIgnoringCase(scheme, "https") else {
            return fastSignal(bytes, syntax) ?? .undecided
        }
        guard let hostRange = syntax.host else { return .undecided }
        let host = UnsafeBufferPointer(rebasing: bytes[hostRange])
        guard !ASCIIBytes.containsIgnoringCase(host, "xn--") else { return .undecided }
        if navigationHosts.redirect.contains(where: { ASCIIBytes.equalsIgnoringCase(host, $0) }) {
            // Only a decided return is answered here; anything else on that host (a close signal,
            // a page) is left to the full rules.
            guard case .match(let items) = settings.redirectURI.match(strict: bytes) else { return .undecided }
            return .redirectReturn(items)
        }
        if ASCIIBytes.equalsIgnoringCase(host, navigationHosts.widget) {
            let path = UnsafeBufferPointer(rebasing: bytes[syntax.path])
            guard !path.contains(UInt8(ascii: "%")) else { return .undecided }
            if Self.hasSegment(path, "closemyapp") { return .undecided }
        }
        return .allow
    }

    /// `true` when a `/`-separated segment of `path` is `segment` exactly.
    private static func hasSegment(_ path: UnsafeBufferPointer<UInt8>, _ segment: StaticString) -> Bool {
        let target = UnsafeBufferPointer(start: segment.utf8Start, count: segment.utf8CodeUnitCount)
        var start = 0
        while start <= path.count {
            var end = start
            while end < path.count, path[end] != UInt8(ascii: "/") { end += 1 }
            if path[start..<end].elementsEqual(target) { return true }
            start = end + 1
        }
        return false
    }

    /// A widget signal (rule 2) whose host and path hold no `%`, whose host is not an IDNA name and
    /// whose query decodes to UTF-8,
    /// read as `URLComponents` reads it; `.undecided` for such a scheme otherwise, and `nil` for
    /// any other scheme.
    private func fastSignal(_ bytes: UnsafeBufferPointer<UInt8>, _ syntax: StrictURLSyntax) -> FastAnswer? {
        let scheme = String(decoding: bytes[syntax.scheme].map(ASCIIBytes.lowercased), as: UTF8.self)
        guard scheme == settings.appScheme || Self.mxSchemes.contains(scheme) else { return nil }
        let host = syntax.host.map { bytes[$0] } ?? bytes[0..<0]
        let path = bytes[syntax.path]
        guard !host.contains(UInt8(ascii: "%")), !path.contains(UInt8(ascii: "%")),
            !ASCIIBytes.containsIgnoringCase(UnsafeBufferPointer(rebasing: host), "xn--")
        else { return .undecided }
        var queryItems: [URLQueryItem] = []
        if let query = syntax.query {
            guard let items = StrictURLSyntax.queryItems(UnsafeBufferPointer(rebasing: bytes[query])) else { return .undecided }
            queryItems = items
        }
        return .signal(
            host: String(decoding: host.map(ASCIIBytes.lowercased), as: UTF8.self), path: String(decoding: path, as: UTF8.self),
            queryItems: queryItems, scheme: scheme)
    }

    /// The URL ``externalURL(_:)`` accepts for `text`, found on its bytes: an https URL in
    /// `StrictURLSyntax`'s subset (so nothing to trim or decode, a host and no user info) whose
    /// host has no IDNA label. `nil` when the full rules must decide, which may still accept it.
    /// `ExternalURLTests` compares both paths over a table of texts.
    static func strictExternalURL(_ text: String) -> URL? {
        var text = text
        let strict = text.withUTF8 { bytes -> Bool in
            guard bytes.count <= Self.maximumURLBytes, let syntax = StrictURLSyntax(bytes), let host = syntax.host else {
                return false
            }
            return ASCIIBytes.equalsIgnoringCase(UnsafeBufferPointer(rebasing: bytes[syntax.scheme]), "https")
                && !ASCIIBytes.containsIgnoringCase(UnsafeBufferPointer(rebasing: bytes[host]), "xn--")
        }
        return strict ? URL(string: text) : nil
    }
}
