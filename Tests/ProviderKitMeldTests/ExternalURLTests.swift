import Foundation
import Testing

@testable import ProviderKitMeld

/// The byte path for URLs opened outside the web view accepts only what `URLComponents` accepts,
/// as the same URL, and takes the OAuth URLs banks use.
struct ExternalURLTests {
    static let schemes = ["https", "HTTPS", "Https", "http", "mx", "javascript", "file"]
    static let hosts = [
        "", "bank.example.com", "BANK.example.com", "bank.example.com.", "bank.example.com:443", "bank.example.com:99999",
        "bank.example.com:", "user@bank.example.com", "user:pw@bank.example.com", "xn--bnk-kva.example", "bänk.example",
        "b%41nk.example", "127.0.0.1", "[::1]", "-", ".", "ba nk.example",
    ]
    static let tails = [
        "", "/", "/oauth/start?session=cb701b594063", "/oauth/authorize?client_id=1&state=2#frag", "/a b", "/%zz", "/é",
        "?x=%41", "#", "/p?q#f#g", "/~!$&'()*+,;=:",
    ]
    static var texts: [String] {
        var texts = ["", " ", "https:", "https://", "bank.example.com", "https%3A%2F%2Fbank.example.com%2Foauth"]
        for scheme in schemes {
            for host in hosts {
                for tail in tails {
                    let url = scheme + "://" + host + tail
                    texts += [url, " " + url, url + "\t", "\u{00A0}" + url, url + "\u{3000}"]
                }
            }
        }
        return texts
    }

    @Test("every text gets the answer it gets through URLComponents")
    func agreesWithFoundation() {
        var strict = 0
        for text in Self.texts {
            if MeldWidgetEngine.strictExternalURL(text) != nil { strict += 1 }
            switch (MeldWidgetEngine.externalURL(text), MeldWidgetEngine.externalURLWithFoundation(text)) {
            case (.success(let fast), .success(let reference)):
                #expect(fast == reference, "\(text)")
                #expect(fast.absoluteString == reference.absoluteString, "\(text)")
            case (.failure(let fast), .failure(let reference)):
                #expect(fast.message == reference.message, "\(text)")
            case (let fast, let reference):
                Issue.record("\(text): \(fast) but URLComponents gives \(reference)")
            }
        }
        #expect(strict > 50, "the byte path took only \(strict) texts")
    }

    @Test("a bank's OAuth URL takes the byte path")
    func oauthURLsAreStrict() {
        for text in [
            "https://www.citizens.example.com/oauth/start?session=cb701b594063",
            "https://bank.example.com/oauth/authorize?client_id=1&state=2&redirect_uri=https%3A%2F%2Fapp.example.com%2Fmeld%2F",
        ] {
            #expect(MeldWidgetEngine.strictExternalURL(text)?.absoluteString == text)
        }
        #expect(MeldWidgetEngine.strictExternalURL(" https://bank.example.com/") == nil)
        #expect(MeldWidgetEngine.strictExternalURL("http://bank.example.com/") == nil)
    }
}
