import Foundation
import ProviderKit
import Testing

@testable import ProviderKitMeld

/// The byte-level navigation fast path allows only what the full rules allow, and is taken for
/// the navigations a widget makes most.
struct NavigationFastPathTests {
    static let schemes = ["https", "HTTPS", "http", "Http", "mx", "meldapp", "closemyapp", "javascript", "about", "ftp"]
    static let hosts = [
        "", "cdn.plaid.com", "institution-connect-sb.meld.io", "INSTITUTION-CONNECT-SB.MELD.IO", "app.example.com",
        "APP.example.com", "app.example.com.", "www.bank.example.com", "oauthRequested", "closemyapp", "127.0.0.1",
        "999.1.1.1", "1.2.3.4.5", ".", "..", "-a", "a..b", "xn--bcher-kva.example", "XN--bcher-kva.example",
        "user@bank.example.com", "user:pw@bank.example.com", "bank.example.com:443", "bank.example.com:8443",
        "bank.example.com:", "[::1]", "ba nk.example.com", "b%41nk.example.com", "bänk.example.com", "bank_1.example.com",
    ]
    static let paths = [
        "", "/", "/meld/", "/meld", "/connect/accounts", "/closemyapp", "/a/closemyapp/b", "/closem%79app", "/CLOSEMYAPP",
        "/closemyapp2", "/oauthRequested", "/link/v2/stable/link.html", "/a b", "/é", "/%zz", "/a@b", "/~!$&'()*+,;=:",
    ]
    static let queries: [String?] = [
        nil, "", "oauth_state_id=abc", "status=success", "connectToken=ct_1", "metadata=%7B%22url%22%3A%22https%3A%2F%2Fx%22%7D",
        "a=b?c", "x=1#frag", "status=failed&error=x", "oauth_state_id=1&oauth_state_id=2", "oauth_state_id=", "a&&b",
        "oauth_state_id=%41", "metadata=%257B%2522url%2522%253A%2522https%253A%252F%252Fx%2522%257D", "metadata=",
        "metadata=a&metadata=b", "metadata=%FF", "metadata=%7B%22url%22%3A%22http%3A%2F%2Fx%22%7D",
        "metadata=%7B%22url%22%3A%22https%3A%2F%2Fuser%40x%22%7D", "metadata=%7B%22url%22%3A%22%22%7D", "x=1&metadata=%7B%7D",
    ]

    static var urls: [String] {
        var urls = ["about:blank", "about:srcdoc", "about:Blank", "about:blank#x", "about:blank ", "about:", "", "https:", "https://"]
        for scheme in schemes {
            for host in hosts {
                for path in paths {
                    for query in queries {
                        urls.append(scheme + "://" + host + path + (query.map { "?" + $0 } ?? ""))
                    }
                }
            }
        }
        return urls
    }

    static let engines: [MeldWidgetEngine] = [
        Fixtures.engine(),
        Fixtures.engine(widgetURL: "https://INSTITUTION-Connect-SB.meld.io/?connectToken=tok.en-123"),
        Fixtures.engine(redirect: "https://institution-connect-sb.meld.io/meld/"),
        Fixtures.engine(redirect: "https://APP.Example.com:443/meld/"),
        Fixtures.engine(appScheme: "mx"),
    ]

    @Test("every navigation the fast path answers gets the full rules' answer", arguments: engines.indices)
    func fastPathAgreesWithTheRules(engineIndex: Int) {
        let engine = Self.engines[engineIndex]
        var answered = 0
        for url in Self.urls {
            guard let fast = engine.fastNavigation(url) else { continue }
            answered += 1
            for window in [MeldWindow.root, .popup] {
                let full = engine.scrubbed(engine.decideNavigation(url, in: window))
                #expect(Self.timeless(fast) == Self.timeless(full), "\(url) in \(window)")
            }
        }
        #expect(answered > 1_000, "the fast path answered only \(answered) URLs")
    }

    @Test("a navigation is allowed at once exactly when the fast path allows it, and the rules agree", arguments: engines.indices)
    func allowedAtOnceIsTheFastPathsPlainAllow(engineIndex: Int) {
        let engine = Self.engines[engineIndex]
        var allowed = 0
        for url in Self.urls {
            let fastAllows = engine.fastNavigation(url) == MeldReaction(decision: .allow)
            #expect(engine.allowsAtOnce(url) == fastAllows, "\(url)")
            guard fastAllows else { continue }
            allowed += 1
            for window in [MeldWindow.root, .popup] {
                #expect(engine.navigation(url, in: window) == MeldReaction(decision: .allow), "\(url) in \(window)")
            }
        }
        #expect(allowed > 500, "only \(allowed) URLs were allowed at once")
    }

    /// The reaction with every event's timestamp set to one date: two reactions made apart differ only there.
    static func timeless(_ reaction: MeldReaction) -> MeldReaction {
        var reaction = reaction
        for index in reaction.outputs.indices {
            if case .event(var event) = reaction.outputs[index] {
                event.timestamp = Date(timeIntervalSince1970: 0)
                reaction.outputs[index] = .event(event)
            }
        }
        return reaction
    }

    @Test("the widget's own pages, the provider's pages and empty frames take the fast path")
    func ordinaryNavigationsAreFast() {
        let engine = Fixtures.engine()
        for url in [
            "about:blank", "about:srcdoc", "https://cdn.plaid.com/link/v2/stable/link.html?isWebview=true&token=link-sandbox-1",
            "https://institution-connect-sb.meld.io/connect/accounts?institution=ins_20",
            "https://www.bank.example.com/oauth/authorize?client_id=1&state=2", "http://bank.example.com/login",
        ] {
            #expect(engine.fastNavigation(url) == MeldReaction(decision: .allow), "\(url)")
        }
        for url in [
            "https://institution-connect-sb.meld.io/closemyapp",
            "https://institution-connect-sb.meld.io/closem%79app", "mx://oauthRequested?metadata=%FF", "mx://clos%65myapp",
            "https://user@bank.example.com/", "https://xn--bcher-kva.example/", "javascript:alert(1)", "https://bänk.example/",
        ] {
            #expect(engine.fastNavigation(url) == nil, "\(url)")
        }
        // Widget signals: an OAuth request opens the bank's page outside, closemyapp closes the widget.
        let oauth = engine.fastNavigation(
            "mx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fbank.example.com%2Foauth%22%7D")
        #expect(oauth?.decision == .openExternal(URL(string: "https://bank.example.com/oauth")!))
        #expect(engine.fastNavigation("meldapp://closemyapp")?.outputs.contains(.closeWidget) == true)
        // Returns to the redirect URI: a Plaid OAuth state reloads the widget, a status dismisses the popup.
        let stateReturn = engine.fastNavigation("https://app.example.com/meld/?oauth_state_id=a54beefd-4258")
        #expect(stateReturn?.decision.name == "load")
        #expect(stateReturn?.events.map(\.vendorEventName) == [MeldEventTable.oauthStateReturned])
        let statusReturn = engine.fastNavigation("https://app.example.com/meld/?status=success&institution=ins_20")
        #expect(statusReturn?.decision == .dismissPopup)
        #expect(statusReturn?.events.map(\.vendorEventName) == [MeldEventTable.oauthStatusReturned])
    }
}
