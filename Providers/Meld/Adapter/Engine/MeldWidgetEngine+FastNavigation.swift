import ProviderKit

/// The navigations the widget makes most (pages of the widget, the provider's pages, empty frames)
/// decided on bytes, without `URLComponents`.
extension MeldWidgetEngine {
    /// ``MeldNavigationDecision/allow`` for a navigation the rules certainly allow, or `nil` when
    /// the full rules must decide. Only allows are answered here, for:
    /// - `about:blank` and `about:srcdoc` exactly;
    /// - an http or https URL in `StrictURLSyntax`'s subset (which `URLComponents` parses, with
    ///   no user info) whose host is not the redirect URI's (no return to match) and, when it is
    ///   the widget's host, whose path has no `%` and no `closemyapp` segment (no close signal).
    ///   Hosts with an IDNA label (`xn--`) go to the full rules, which may decode them.
    ///
    /// Such a navigation matches none of rules 1–4 and is allowed by rule 5; `FastPathTests`
    /// compares this answer with the full rules' over tables of URLs.
    func fastNavigation(_ text: String) -> MeldReaction? {
        var text = text
        let allowed = text.withUTF8 { bytes -> Bool in
            guard bytes.count <= Self.maximumURLBytes else { return false }
            if Self.equals(bytes, Self.aboutBlank) || Self.equals(bytes, Self.aboutSrcdoc) {
                return settings.appScheme != "about"
            }
            guard let syntax = StrictURLSyntax(bytes), let hostRange = syntax.host else { return false }
            let scheme = UnsafeBufferPointer(rebasing: bytes[syntax.scheme])
            guard Self.equalsIgnoringCase(scheme, Self.http) || Self.equalsIgnoringCase(scheme, Self.https) else { return false }
            let host = UnsafeBufferPointer(rebasing: bytes[hostRange])
            guard !Self.containsIgnoringCase(host, Self.idnaPrefix) else { return false }
            if navigationHosts.redirect.contains(where: { Self.equalsIgnoringCase(host, $0) }) { return false }
            if Self.equalsIgnoringCase(host, navigationHosts.widget) {
                let path = UnsafeBufferPointer(rebasing: bytes[syntax.path])
                guard !path.contains(UInt8(ascii: "%")) else { return false }
                let segments = path.split(separator: UInt8(ascii: "/"))
                if segments.contains(where: { $0.elementsEqual(Self.closeSegment) }) { return false }
            }
            return true
        }
        return allowed ? MeldReaction(decision: .allow) : nil
    }

    private static let aboutBlank = Array("about:blank".utf8)
    private static let aboutSrcdoc = Array("about:srcdoc".utf8)
    private static let http = Array("http".utf8)
    private static let https = Array("https".utf8)
    private static let idnaPrefix = Array("xn--".utf8)
    private static let closeSegment = Array("closemyapp".utf8)

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        bytes.elementsEqual(other)
    }

    /// ASCII case-insensitive equality with `lowercase`, which is lowercase already.
    private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: [UInt8]) -> Bool {
        bytes.count == lowercase.count && zip(bytes, lowercase).allSatisfy { lowercased($0) == $1 }
    }

    private static func containsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: [UInt8]) -> Bool {
        guard bytes.count >= lowercase.count else { return false }
        for start in 0...(bytes.count - lowercase.count)
        where lowercase.indices.allSatisfy({ lowercased(bytes[start + $0]) == lowercase[$0] }) {
            return true
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
