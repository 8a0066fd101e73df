import Foundation
import Testing

@testable import ProviderKit

/// The byte-level URL redaction must print exactly what the `URLComponents` path prints, for every
/// URL it accepts; everything else it must hand to Foundation.
@Suite struct StrictURLRedactionTests {
    static let schemes = ["https", "HTTPS", "x-app+v1.2", "mx", "9x", ""]
    static let authorities = [
        "", "//app.example.com", "//host:8080", "//h", "//HOST-1.example", "//:80", "//host:", "//user@host",
        "//user:pw@host", "//[::1]", "//", "//ho_st", "//host:80x",
    ]
    static let paths = ["", "/", "/cb", "/a/b;c=d", "/%20x", "/%zz", "/a b", "/é", "/a@b", "oauthRequested", "/~!$&'()*+,;=:", "/a?b"]
    static let queries: [String?] = [
        nil, "", "access_token=abc&state=1", "token=link-sandbox-fe94c8cd", "a&&b", "=x", "token=", "token",
        "%74oken=abc", "connectToken=ct_1&x=%3Credacted%3E", "q=a?b", "public_token=a=b", "x=<y>",
        "a=1&a=2&id_token=z&", "Client-Secret=s&API.key=k", "redirect=https://x.example/?token=1",
        "next=https%3A%2F%2Fx.example%2F%3Ftoken%3Dabc", "v=%FF%FE", "m=%7B%22ok%22%3Atrue%7D",
    ]
    static let fragments: [String?] = [nil, "", "id_token=xyz&x=2", "frag", "a=b#c", "state=1&access_token=x", "%41=1", "t=%3Credacted%3E"]

    static var urls: [String] {
        var urls: [String] = []
        for scheme in schemes {
            for authority in authorities {
                for path in paths {
                    for query in queries {
                        for fragment in fragments {
                            let prefix = scheme.isEmpty ? "" : scheme + ":"
                            urls.append(prefix + authority + path + (query.map { "?" + $0 } ?? "") + (fragment.map { "#" + $0 } ?? ""))
                        }
                    }
                }
            }
        }
        return urls
    }

    @Test func printsWhatFoundationPrintsForEveryURLItAccepts() {
        var accepted = 0
        var rewritten = 0
        let urls = Self.urls
        for url in urls {
            guard let fast = StrictURLRedaction.redact(url) else { continue }
            accepted += 1
            if fast != url { rewritten += 1 }
            #expect(fast == URLRedaction.redactWithFoundation(url), "\(url)")
        }
        // The table exercises both paths, and rewriting inside the fast one.
        #expect(accepted > urls.count / 20 && accepted < urls.count, "\(accepted) of \(urls.count) accepted")
        #expect(rewritten > accepted / 4, "\(rewritten) of \(accepted) rewritten")
    }

    @Test func takesTheFastPathForWidgetURLs() {
        let urls = [
            "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60",
            "https://cdn.plaid.com/link/v2/stable/link.html?isWebview=true&token=link-sandbox-fe94c8cd",
            "mx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fwww.example.com%2Foauth%22%7D",
            "https://app.example.com/meld/?oauth_state_id=a54beefd-4258-84b5-e18d-c9d4886e3b4d",
            "about:blank",
        ]
        for url in urls {
            let fast = StrictURLRedaction.redact(url)
            #expect(fast != nil, "\(url)")
            #expect(fast == URLRedaction.redactWithFoundation(url), "\(url)")
        }
    }

    @Test func handsEverythingElseToFoundation() {
        for url in ["https://user:pw@host/x", "https://host/%zz", "https://host/a b", "https://host/é", "https://host/?%74oken=a", "x:#a#b", ""] {
            #expect(StrictURLRedaction.redact(url) == nil, "\(url)")
        }
    }
}
