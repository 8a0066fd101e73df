import Foundation
import ProviderKit
import Testing

@testable import ProviderKitMeld

/// Every fast path of the engine gives exactly the answer of the exact (parsing) path it skips.
struct FastPathTests {
    static let widgetURLs = [
        "https://institution-connect-sb.meld.io/?connectToken=tok.en-123",
        "https://INSTITUTION-Connect.meld.io/?connectToken=tok.en-123",
        "https://widget.example.com:8443/?connectToken=tok.en-123",
        "https://user@widget.example.com/",
        "https://widget.example.com./",
        "https://127.0.0.1/",
        "https://[::1]/",
        "https://xn--bcher-kva.example/",
        "https://b%C3%BCcher.example/",
        "https://a%2Fb.example/",
        "https://widget_host.example/",
    ]

    static let origins = [
        "https://institution-connect-sb.meld.io", "https://INSTITUTION-CONNECT-SB.MELD.IO",
        "HTTPS://institution-connect-sb.meld.io", "https://institution-connect-sb.meld.io/",
        "https://institution-connect-sb.meld.io:443", "https://institution-connect-sb.meld.io:8443",
        "https://user@institution-connect-sb.meld.io", "https://user:pw@institution-connect-sb.meld.io",
        "https://institution-connect-sb.meld.io.", "https://institution-connect-sb.meld.io.evil.com",
        "http://institution-connect-sb.meld.io", "https://meld.io", "https://evil-meld.io", "https://x.meld.io",
        "https://widget.example.com", "https://widget.example.com:8443", "https://widget.example.com.",
        "https://127.0.0.1", "https://[::1]", "https://xn--bcher-kva.example", "https://bücher.example",
        "https://a%2Fb.example", "https://a/b.example", "https://widget_host.example", "https://\u{212A}.example",
        "https://widget.example.com\u{0301}", "", "null", "about:blank", "https://", "https:///widget.example.com",
        " https://widget.example.com", "https://widget.example.com ",
    ]

    @Test("the widget-origin fast path trusts exactly what the parsed check trusts", arguments: widgetURLs)
    func originFastPathAgrees(widgetURL: String) throws {
        guard let settings = try? MeldWidgetSettings(widgetURL: Secret(widgetURL), redirectURI: try RedirectURI(validating: Fixtures.redirect)) else {
            return  // a widget URL the settings refuse never reaches the engine
        }
        let engine = MeldWidgetEngine(settings: settings)
        var candidates = Self.origins
        if let fast = engine.trustedOriginFastMatch { candidates += [fast, fast.uppercased(), fast + "/", fast + ":443"] }
        candidates.append("https://" + settings.widgetHost)
        for origin in candidates {
            #expect(
                engine.isTrustedOrigin(origin) == MeldWidgetEngine.isTrustedOriginParsed(origin, widgetHost: settings.widgetHost),
                "origin \(origin) with widget URL \(widgetURL)")
        }
    }

    @Test("the fast path is taken for an ordinary widget host and only for its exact spelling")
    func originFastPathIsTaken() throws {
        let engine = Fixtures.engine()
        #expect(engine.trustedOriginFastMatch == "https://institution-connect-sb.meld.io")
        let upper = Fixtures.engine(widgetURL: "https://INSTITUTION-Connect.meld.io/?connectToken=tok.en-123")
        #expect(upper.trustedOriginFastMatch == "https://institution-connect.meld.io")
        for odd in ["https://a%2Fb.example/", "https://widget_host.example/", "https://[::1]/"] {
            guard let settings = try? MeldWidgetSettings(widgetURL: Secret(odd), redirectURI: try RedirectURI(validating: Fixtures.redirect))
            else { continue }
            #expect(MeldWidgetEngine(settings: settings).trustedOriginFastMatch == nil, "\(odd)")
        }
    }
}
