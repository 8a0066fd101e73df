import Foundation
import Testing

@testable import ProviderKit

/// The byte-level redirect matcher decides only what `RedirectURI.match(_:)` decides the same way,
/// and decides the universal links vendors return through.
@Suite struct RedirectURIStrictMatchTests {
    static let redirects = [
        "https://app.example.com/meld/", "https://app.example.com/meld", "https://APP.Example.com:443/meld/",
        "https://app.example.com", "https://app.example.com/", "https://app.example.com:8443/cb", "https://app.example.com//",
        "https://app.example.com/a/b/c/", "https://app.example.com/Meld",
    ]
    static let schemes = ["https", "HTTPS", "http", "mx"]
    static let hosts = [
        "app.example.com", "APP.EXAMPLE.COM", "app.example.com.", "app.example.co", "www.app.example.com",
        "app.example.com:443", "app.example.com:0443", "app.example.com:8443", "app.example.com:99999",
        "app.example.com:123456", "app.example.com:", "user@app.example.com", "xn--app-kva.example.com", "ap%70.example.com",
        "app.exämple.com", "127.0.0.1", "-", "",
    ]
    static let paths = [
        "", "/", "//", "/meld", "/meld/", "/meld//", "/MELD/", "/meld/x", "/me%6Cd/", "/meld%2F", "/a/b/c", "/a/b/c/", "/cb",
        "/cb/", "/./meld/", "/meld/.", "/Meld",
    ]
    static let queries: [String?] = [
        nil, "", "&", "oauth_state_id=a54beefd-4258", "status=success&institution=ins_20", "oauth_state_id=1&oauth_state_id=2",
        "a", "a=", "=b", "a=b=c", "a&&b", "a=1&", "&a=1", "x=%41", "x=a+b", "x=a?b", "x=a/b:c;d,e", "x=~!$'()*", "x=%E2%9C%93", "x=%FF", "%61=b%3D", "x=%2B%26+",
    ]
    static let fragments: [String?] = [nil, "", "frag", "a=b", "x#y"]

    static var urls: [String] {
        var urls = ["", "https:", "https://", "app.example.com/meld/", "https:/app.example.com/meld/", "https://app.example.com /"]
        for scheme in schemes {
            for host in hosts {
                for path in paths {
                    for query in queries {
                        urls.append(scheme + "://" + host + path + (query.map { "?" + $0 } ?? ""))
                    }
                }
            }
        }
        // Fragments are ignored by the rule: one scheme is enough to show it.
        for host in hosts {
            for path in paths {
                for query in [nil, "", "a=b"] as [String?] {
                    for fragment in fragments {
                        urls.append("https://" + host + path + (query.map { "?" + $0 } ?? "") + (fragment.map { "#" + $0 } ?? ""))
                    }
                }
            }
        }
        return urls
    }

    private static func strictMatch(_ uri: RedirectURI, _ text: String) -> RedirectURI.StrictMatch {
        var text = text
        return text.withUTF8 { uri.match(strict: $0) }
    }

    @Test("every URL the byte matcher decides gets match(_:)'s answer", arguments: redirects)
    func agreesWithTheMatcher(redirect: String) throws {
        let uri = try RedirectURI(validating: redirect)
        var decided = 0
        var matched = 0
        for text in Self.urls {
            let strict = Self.strictMatch(uri, text)
            if strict == .undecided { continue }
            decided += 1
            guard let url = URLComponents(string: text)?.url else {
                Issue.record("\(text) was decided but Foundation does not parse it")
                continue
            }
            switch strict {
            case .undecided:
                break
            case .noMatch:
                #expect(uri.match(url) == nil, "\(text)")
            case .match(let items):
                matched += 1
                #expect(uri.match(url)?.queryItems == items, "\(text)")
            }
        }
        #expect(decided > 3_000, "the byte matcher decided only \(decided) URLs")
        #expect(matched > 50, "the byte matcher matched only \(matched) URLs")
    }

    @Test("returns with a state or a status are decided without Foundation")
    func vendorReturnsAreDecided() throws {
        let uri = try RedirectURI(validating: "https://app.example.com/meld/")
        #expect(
            Self.strictMatch(uri, "https://app.example.com/meld/?oauth_state_id=a54beefd-4258-84b5-e18d-c9d4886e3b4d")
                == .match([URLQueryItem(name: "oauth_state_id", value: "a54beefd-4258-84b5-e18d-c9d4886e3b4d")]))
        #expect(
            Self.strictMatch(uri, "https://app.example.com/meld?status=success&institution=ins_20")
                == .match([URLQueryItem(name: "status", value: "success"), URLQueryItem(name: "institution", value: "ins_20")]))
        #expect(Self.strictMatch(uri, "https://cdn.plaid.com/meld/?status=success") == .noMatch)
        #expect(Self.strictMatch(uri, "https://app.example.com/meld/?status=%41") == .match([URLQueryItem(name: "status", value: "A")]))
        // A query that does not decode to UTF-8 is left to Foundation.
        #expect(Self.strictMatch(uri, "https://app.example.com/meld/?status=%FF") == .undecided)
    }
}
