import Foundation
import ProviderKit
import Testing

@testable import ProviderKitMeld

/// Navigations and message origins are read by `StrictURL`: what it cannot read completely is
/// refused, whatever the scheme, with a diagnostic that names the part at fault and never the URL.
@Suite("Strict URL reading")
struct StrictNavigationTests {
    let engine = Fixtures.engine()

    /// A URL `StrictURL` refuses, and words the diagnostic must contain.
    static let refused: [(url: String, says: String)] = [
        // User info, in any spelling.
        ("https://user@app.example.com/meld/?oauth_state_id=1", "its user info is present"),
        ("https://app.example.com@evil.example/meld/?oauth_state_id=1", "its user info is present"),
        ("https://user:pw@bank.example.com/", "its user info is present"),
        ("https://us%FFer@bank.example.com/", "its user info is present"),
        ("https://us%zzer@bank.example.com/", "malformed percent-escape"),
        ("mx://user@oauthRequested?metadata=%7B%7D", "its user info is present"),
        // Escapes that are not UTF-8, part by part.
        ("https://app.example.com/meld/%FF?oauth_state_id=1", "its path has percent-escapes that do not decode"),
        ("https://app.example.com/meld/?oauth_state_id=%FF", "its query has percent-escapes that do not decode"),
        ("https://app.example.com/meld/?oauth_state_id=%C3", "its query has percent-escapes that do not decode"),
        ("https://bank.example.com/#%C3%28", "its fragment has percent-escapes that do not decode"),
        ("https://%FF.example.com/", "its host is not a DNS name"),
        // NUL, decoded from any part.
        ("https://app.example.com/meld/?oauth_state_id=%00abc", "its query decodes to text holding a NUL"),
        ("https://bank.example.com/a%00b", "its path decodes to text holding a NUL"),
        ("https://bank.example.com/#a%00", "its fragment decodes to text holding a NUL"),
        // Malformed escapes, wherever they are.
        ("https://bank.example.com/%zz", "malformed percent-escape"),
        ("https://app.example.com/meld/?oauth_state_id=%2", "malformed percent-escape"),
        ("https://bank.example.com/#%G1", "malformed percent-escape"),
        ("https://ba%zznk.example.com/", "malformed percent-escape"),
        ("mx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fbank.example.com%22%7D%", "malformed percent-escape"),
        // Odd hosts.
        ("https://127.1/", "its host is not a DNS name"),
        ("https://2130706433/", "its host is not a DNS name"),
        ("https://010.0.0.1/", "its host is not a DNS name"),
        ("https://0x7f.0.0.1/", "its host is not a DNS name"),
        ("https://app.example.com./meld/?oauth_state_id=1", "its host is not a DNS name"),
        ("https://app.example.com%2Eevil.example/meld/", "its host is not a DNS name"),
        ("https://app.example.com%40evil.example/meld/?oauth_state_id=1", "its host is not a DNS name"),
        ("https://bank_example.com/", "its host is not a DNS name"),
        ("https://-bank.example.com/", "its host is not a DNS name"),
        // Characters a URL must encode: backslash tricks, spaces, quotes, non-ASCII.
        ("https://app.example.com\\@evil.example/meld/", "the character \"\\\""),
        ("https:\\\\evil.example/", "the character \"\\\""),
        ("https://evil.example\\app.example.com/meld/?oauth_state_id=1", "the character \"\\\""),
        ("https://bank.example.com/a b", "a byte 0x20"),
        ("https://b\u{0430}nk.example.com/", "a byte 0xD0"),
        ("https://bank.example.com/\"x\"", "the character \"\"\""),
        ("https://bank.example.com/\tx", "a byte 0x09"),
        // Syntax Foundation repairs by percent-encoding, which would also re-encode a bad escape
        // (`%FF` read as the text `%FF`): found by the meld-navigation fuzz target's raw oracle.
        ("https:/b/[e.com/%FF", "breaks URL syntax"),
        ("https://app.example.com/meld?oauth_state_id=]1/x?metadata=%8B%22url%22", "breaks URL syntax"),
        ("https://bank.example.com/a#b#%FF", "breaks URL syntax"),
        // A lone `%A9`, which Foundation's `removingPercentEncoding` on Linux decodes to U+FFFD
        // instead of refusing: found by the meld-navigation and redirect-uri fuzz targets.
        ("https://a.example.com/?q=caf3%A9%20au%20lait", "its query has percent-escapes that do not decode"),
        ("https://app.example.com/mnne%A9%20au%20lait", "its path has percent-escapes that do not decode"),
        ("https://bank.example.com/#x%A9", "its fragment has percent-escapes that do not decode"),
        // Not absolute.
        ("//app.example.com/meld/?oauth_state_id=1", "its scheme is missing"),
    ]

    /// Every byte from 0x80 to 0xFF, escaped alone, is not UTF-8 (UTF-8 never has a lone lead or
    /// continuation byte): in the path, the query or the fragment it is refused, in either case
    /// of hex digits, and the diagnostic names the part.
    @Test func everyLoneNonASCIIByteIsRefusedInEveryPart() {
        var checked = 0
        for byte in 0x80...0xFF {
            for hex in [String(byte, radix: 16, uppercase: true), String(byte, radix: 16)] {
                let parts = [
                    ("https://bank.example.com/a%\(hex)b", "its path"), ("https://bank.example.com/?q=a%\(hex)b", "its query"),
                    ("https://bank.example.com/#a%\(hex)", "its fragment"),
                ]
                for (url, part) in parts {
                    let reaction = engine.navigation(url)
                    #expect(reaction.decision == .cancel, "\(url)")
                    #expect(
                        reaction.diagnostics.first?.message.contains("\(part) has percent-escapes that do not decode") == true,
                        "\(url): \(reaction.diagnostics)")
                    checked += 1
                }
            }
        }
        #expect(checked == 128 * 2 * 3)
    }

    @Test(arguments: refused)
    func refusedURLsAreCancelledWithADiagnosticNamingThePart(url: String, says: String) {
        let reactions = [
            engine.navigation(url, in: .root), engine.navigation(url, in: .popup), engine.universalLink(url),
            engine.popup(url, from: .root),
        ]
        for reaction in reactions {
            #expect(reaction.decision == .cancel, "\(url)")
            #expect(reaction.events.isEmpty, "\(url)")
            #expect(!reaction.closesWidget, "\(url)")
            #expect(reaction.diagnostics.map(\.code) == [LinkDiagnostic.Code.refusedNavigation], "\(url)")
            let message = reaction.diagnostics.first?.message ?? ""
            #expect(message.contains(says), "\(url): \(message)")
            #expect(!message.contains("example"), "the diagnostic quotes the URL: \(message)")
        }
    }

    @Test func aRefusedURLNeverOpensOutside() {
        let urls = refusedOAuthRequests + Self.refused.map(\.url)
        for url in urls {
            let decision = engine.navigation(url).decision
            #expect(decision.name != "openExternal", "\(url)")
            #expect(decision == .cancel, "\(url)")
        }
    }

    /// oauthRequested signals whose own URL, or whose metadata's url, `StrictURL` refuses.
    var refusedOAuthRequests: [String] {
        [
            Fixtures.oauthRequested(#"{"url":"https://bank.example.com/oauth"}"#) + "%zz",
            "mx://oauthRequested?metadata=" + MeldWidgetEngine.percentEncode(#"{"url":"https://bank.example.com/oauth"}"#) + "&x=%FF",
            Fixtures.oauthRequested(#"{"url":"https://user@bank.example.com/oauth"}"#),
            Fixtures.oauthRequested(#"{"url":"https://bank.example.com\\@evil.example/"}"#),
            Fixtures.oauthRequested(#"{"url":"https://127.1/oauth"}"#),
            Fixtures.oauthRequested(#"{"url":"https://bank.example.com./oauth"}"#),
            Fixtures.oauthRequested(#"{"url":"https://bank.example.com/%FF"}"#),
            Fixtures.oauthRequested(#"{"url":"https://bank.example.com/?q=%zz"}"#),
            Fixtures.oauthRequested(#"{"url":"https://bank.example.com/#%00"}"#),
            Fixtures.oauthRequested(#"{"url":"https%3A%2F%2Fuser%40bank.example.com%2Foauth"}"#),
        ]
    }

    @Test func anOAuthURLStrictURLRefusesIsIgnoredWithTheReason() throws {
        let reaction = engine.navigation(Fixtures.oauthRequested(#"{"url":"https://bank.example.com/%FF"}"#))
        #expect(reaction.decision == .cancel)
        let message = try #require(reaction.diagnostics.first?.message)
        #expect(message.contains("its path has percent-escapes that do not decode"), "\(message)")
        let userInfo = engine.navigation(Fixtures.oauthRequested(#"{"url":"https://user@bank.example.com/oauth"}"#))
        #expect(userInfo.diagnostics.first?.message.contains("its user info is present") == true)
    }

    @Test func aRedirectReturnStrictURLRefusesIsNeverAReturn() {
        let returns = [
            ("\(Fixtures.redirect)?oauth_state_id=%00abc", "its query decodes to text holding a NUL"),
            ("\(Fixtures.redirect)?oauth_state_id=%FF", "its query has percent-escapes that do not decode"),
            ("\(Fixtures.redirect)?status=%zz", "malformed percent-escape"),
        ]
        for (url, says) in returns {
            for reaction in [engine.navigation(url), engine.universalLink(url)] {
                #expect(reaction.decision == .cancel, "\(url)")
                #expect(reaction.events.isEmpty, "\(url)")
                #expect(reaction.diagnostics.first?.message.contains(says) == true, "\(url)")
            }
        }
    }

    // MARK: Message origins

    @Test(arguments: [
        ("https://user@institution-connect-sb.meld.io", "its user info is present"),
        ("https://institution-connect-sb.meld.io.", "its host is not a DNS name"),
        ("https://%69nstitution-connect-sb.meld.io", "its host is not a DNS name"),
        ("https://%FF.meld.io", "its host is not a DNS name"),
        ("https://institution-connect-sb.meld.io/%FF", "its path has percent-escapes that do not decode"),
        ("https://institution-connect-sb.meld.io/?%FF", "its query has percent-escapes that do not decode"),
        ("https://institution-connect-sb.meld.io/#%C3", "its fragment has percent-escapes that do not decode"),
        ("https://institution-connect-sb.meld.io/%zz", "malformed percent-escape"),
        ("https://institution-connect-sb.meld.io\\@evil.example", "the character \"\\\""),
        ("https://evil.example\\.meld.io", "the character \"\\\""),
        ("https://127.1", "its host is not a DNS name"),
        ("https://x.meld.io ", "a byte 0x20"),
        ("null", "its scheme is missing"),
    ])
    func originsStrictURLRefusesMayNotPost(origin: String, says: String) throws {
        #expect(!engine.isTrustedOrigin(origin))
        let reaction = engine.message(MeldScriptMessage(handlerName: Fixtures.handler, text: "[meld-connect]handover", origin: origin))
        #expect(reaction.decision == .cancel)
        #expect(reaction.successes.isEmpty && reaction.events.isEmpty)
        #expect(reaction.diagnostics.map(\.code) == [LinkDiagnostic.Code.meldUntrustedOrigin])
        let message = try #require(reaction.diagnostics.first?.message)
        #expect(message.contains(says), "\(message)")
    }

    @Test(arguments: [
        "https://institution-connect-sb.meld.io", "https://INSTITUTION-CONNECT-SB.MELD.IO", "HTTPS://institution-connect-sb.meld.io",
        "https://institution-connect-sb.meld.io/", "https://institution-connect-sb.meld.io:443", "https://x.meld.io", "https://meld.io",
    ])
    func originsReadCompletelyOnTrustedHostsMayPost(origin: String) {
        #expect(engine.isTrustedOrigin(origin))
        let reaction = engine.message(MeldScriptMessage(handlerName: Fixtures.handler, text: "[meld-connect]handover", origin: origin))
        #expect(reaction.successes.count == 1)
    }

    // MARK: Widget URLs

    @Test(arguments: [
        "https://institution-connect-sb.meld.io/?connectToken=%FF", "https://institution-connect-sb.meld.io./?connectToken=t",
        "https://127.1/?connectToken=t", "https://institution-connect-sb.meld.io/?connectToken=%zz",
        "https://institution-connect-sb.meld.io/?connectToken=a b", "https://institution-connect-sb.meld.io\\@evil.example/",
    ])
    func widgetURLsStrictURLRefusesAreRefused(widgetURL: String) {
        #expect(throws: MeldWidgetSettings.ValidationError.self) {
            try MeldWidgetSettings.validateWidgetURL(widgetURL)
        }
        do {
            _ = try MeldWidgetSettings.validateWidgetURL(widgetURL)
        } catch {
            #expect(!error.message.contains("connectToken"), "\(error.message)")
            #expect(!error.message.contains("meld.io"), "\(error.message)")
        }
    }
}
