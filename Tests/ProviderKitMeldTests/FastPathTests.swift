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

/// The byte-level parse of plain ASCII bodies agrees with the exact scalar and character parse.
struct MessageParseFastPathTests {
    static let bodies: [String] = {
        let prefix = MeldConnectMessage.prefix
        var bodies = [
            "", "[meld-connect]", "[meld-connect]?", "[meld-connect]?{}", "[meld-connect]init", "[meld-connect]init?",
            "[meld-connect]init?{}", "[meld-connect]connect_complete?{\"institutionId\":\"ins_1\",\"accounts\":[]}",
            "[meld-connect]error?details=bad&reason=INVALID", "[meld-connect]error?{broken", "[meld-connect]error?nope",
            "[meld-connect]debug?{\"step\":\"a\\u0074b\"}", "[meld-connect]in it", "[meld-connect]in\tit?{}",
            "[meld-connect]in\r\nit", "[meld-connect]init\r\n?{}", "[meld-connect]init?\r\n{}", "[meld-connect]a.b-c_d9",
            "[meld-connect]init??{}", "[meld-connect]init?{\"a\":\"?\"}", "[MELD-CONNECT]init", " [meld-connect]init",
            "[meld-connect]in\u{0}it", "[meld-connect]init\u{7F}", "[meld-connect]init\u{1B}", "[meld-connect]é",
            "[meld-connect]init\u{0301}", "[meld-connect]\u{0301}init", "[meld-connect]init?{\"a\":\"é\"}",
            "[meld-connect]init\u{85}", "[meld-connect]init\u{FFFD}", "[meld-connect]١٢٣", "[meld-connect]ⅷ",
            "[meld-connect]init?{\"a\":1}\u{9F}", "[meld-connect" , "meld-connect]init", "[meld-connect]\r\n",
            "[meld-connect]init#x", "[meld-connect]in/it?{}", "[meld-connect]:?{}",
            prefix + String(repeating: "a", count: 64), prefix + String(repeating: "a", count: 65),
            prefix + String(repeating: "a", count: 63) + "\r\n", prefix + String(repeating: "é", count: 64),
        ]
        for byte in UInt8(0)...UInt8(0x7F) {
            let scalar = String(UnicodeScalar(byte))
            bodies.append(prefix + "in" + scalar + "it?{}")
            bodies.append(prefix + "init?" + scalar)
            bodies.append(scalar + prefix + "init")
        }
        return bodies
    }()

    @Test("ASCII bodies parse on bytes exactly as they parse on scalars and characters")
    func bytewiseAgreesWithExact() {
        for body in Self.bodies {
            let fast = Result { () throws(MeldConnectMessage.ParseError) in try MeldConnectMessage(parsing: body, bytewise: true) }
            let exact = Result { () throws(MeldConnectMessage.ParseError) in try MeldConnectMessage(parsing: body, bytewise: false) }
            #expect(fast == exact, "body \(body.debugDescription)")
        }
    }

    @Test("an origin is compared by its bytes, not by canonical equivalence")
    func originComparedByBytes() {
        #expect(MeldWidgetEngine.sameBytes("https://a.example", "https://a.example"))
        #expect(!MeldWidgetEngine.sameBytes("https://a.example", "https://a.example/"))
        #expect(!MeldWidgetEngine.sameBytes("\u{212A}", "K"))
        #expect(!MeldWidgetEngine.sameBytes("e\u{0301}", "\u{E9}"))
    }
}
