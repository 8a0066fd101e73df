import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

/// Inputs a hostile page (or a careless widget) can produce, beyond the issue's list.
@Suite("Hostile inputs")
struct HostileInputTests {
    let engine = Fixtures.engine()

    @Test(arguments: [
        "https://app.example.com@evil.com/meld/?oauth_state_id=1",
        "https://app.example.com%40evil.com/meld/?oauth_state_id=1",
        "https://app.example.com./meld/?oauth_state_id=1",
        "https://\u{0430}pp.example.com/meld/?oauth_state_id=1",
        "https://app.example.com/meld//?oauth_state_id=1",
        "https://app.example.com/meld%2F?oauth_state_id=1",
        "https:app.example.com/meld/?oauth_state_id=1",
        "https:///app.example.com/meld/?oauth_state_id=1",
    ])
    func userInfoUnicodeAndMalformedLookalikesNeverReload(url: String) {
        #expect(engine.navigation(url).decision.target == nil)
        #expect(engine.universalLink(url).decision.target == nil)
    }

    /// Meld's guide returns to `{{universal-link}}/?oauth_state_id=…`; with or without the slash,
    /// on whichever side it is configured, the return reloads the widget with `plaidStateId`.
    @Test(arguments: [
        ("https://app.example.com/meld/", "https://app.example.com/meld/?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b"),
        ("https://app.example.com/meld/", "https://app.example.com/meld?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b"),
        ("https://app.example.com/meld", "https://app.example.com/meld/?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b"),
        ("https://app.example.com/meld", "https://app.example.com/meld?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b"),
    ])
    func theGuidesReturnShapesReloadWithPlaidStateId(registered: String, returned: String) throws {
        let engine = Fixtures.engine(redirect: registered)
        for reaction in [engine.navigation(returned), engine.universalLink(returned)] {
            let target = try #require(reaction.decision.target)
            #expect(target.absoluteString.hasSuffix("&plaidStateId=11834d6d-7d09-459b-b757-068697a5a07b"))
        }
        let status = engine.navigation(returned.replacingOccurrences(of: "oauth_state_id=", with: "status=success&x="))
        #expect(status.decision == .dismissPopup, "the MX return dismisses the popup")
    }

    @Test func anUppercaseReturnIsStillTheRedirectURI() throws {
        let reaction = engine.navigation("HTTPS://APP.EXAMPLE.COM/meld/?oauth_state_id=abc")
        let target = try #require(reaction.decision.target)
        #expect(target.absoluteString.hasSuffix("&plaidStateId=abc"))
    }

    /// The state id cannot smuggle a second `plaidStateId` (or any other parameter) into the reload.
    @Test(arguments: [
        ("abc%26plaidStateId%3Devil", "abc&plaidStateId=evil"),
        ("abc%26connectToken%3Devil", "abc&connectToken=evil"),
        ("abc%23%2Fhijack", "abc#/hijack"),
    ])
    func theStateIdCannotInjectParameters(raw: String, decoded: String) throws {
        let reaction = engine.navigation("\(Fixtures.redirect)?oauth_state_id=\(raw)")
        let target = try #require(reaction.decision.target)
        let items = try #require(URLComponents(url: target, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.map(\.name) == ["connectToken", "lang", "plaidStateId"])
        #expect(items.first { $0.name == "connectToken" }?.value == Fixtures.token)
        #expect(items.last?.value == decoded)
        #expect(target.fragment == nil)
    }

    @Test func aSeparatePlaidStateIdInTheReturnIsNotCopied() throws {
        let reaction = engine.navigation("\(Fixtures.redirect)?oauth_state_id=abc&plaidStateId=evil")
        let target = try #require(reaction.decision.target)
        #expect(URLComponents(url: target, resolvingAgainstBaseURL: false)?.queryItems?.filter { $0.name == "plaidStateId" }.map(\.value) == ["abc"])
    }

    @Test func oauthRequestedOpensOnlyHttps() {
        #expect(engine.navigation(Fixtures.oauthRequested(#"{"url":"https://evil"}"#)).decision == .openExternal(URL(string: "https://evil")!))
        for url in ["http://evil", "http://bank.example.com/oauth", "HTTP://bank.example.com", "ftp://bank.example.com"] {
            let reaction = engine.navigation(Fixtures.oauthRequested(#"{"url":"\#(url)"}"#))
            #expect(reaction.decision == .cancel, "\(url)")
            #expect(reaction.diagnostics.count == 1, "\(url)")
        }
    }

    @Test(arguments: [
        #"{"url":"https://bank.example.com%2F@evil.com/"}"#,
        #"{"url":"https%253A%252F%252Fuser%253Apw%2540bank.example.com"}"#,
        #"{"url":"https://bank.example.com","url":"javascript:alert(1)"}"#,
        #"{"url":"javascript:alert(1)","url":"https://bank.example.com"}"#,
        #"{"url":"blob:https://bank.example.com/1"}"#,
        #"{"url":"about:blank"}"#,
    ])
    func oauthRequestedCredentialsDuplicatesAndOtherSchemesAreRefused(metadata: String) {
        let reaction = engine.navigation(Fixtures.oauthRequested(metadata))
        #expect(reaction.decision == .cancel)
        #expect(reaction.events.isEmpty)
        #expect(reaction.diagnostics.count == 1)
    }

    @Test(arguments: ["data:text/html,<b>x</b>", "file:///private/var/mobile", "blob:https://institution-connect-sb.meld.io/1",
        "about:config", "ABOUT:BLANK", "about:blank#x"])
    func dataFileBlobAndAboutAreCancelled(url: String) {
        let reaction = engine.navigation(url)
        #expect(reaction.decision == .cancel)
        #expect(reaction.diagnostics.map(\.code) == [LinkDiagnostic.Code.refusedNavigation])
    }

    @Test func veryLongURLsAreHandledCheaply() {
        let atLimit = "https://bank.example.com/?q=" + String(repeating: "a", count: MeldWidgetEngine.maximumURLBytes - 28)
        #expect(atLimit.utf8.count == MeldWidgetEngine.maximumURLBytes)
        #expect(engine.navigation(atLimit).decision == .allow)
        let over = atLimit + "a"
        #expect(engine.navigation(over).decision == .cancel)
        let hugeReturn = "\(Fixtures.redirect)?oauth_state_id=" + String(repeating: "s", count: 1_000_000)
        #expect(engine.navigation(hugeReturn).decision == .cancel)
        #expect(engine.universalLink(hugeReturn).decision == .cancel)
    }

    // MARK: The connect token never echoes

    @Test func anErrorEchoingTheWidgetURLDoesNotPrintTheToken() throws {
        let body = #"[meld-connect]error?{"details":"could not load \#(Fixtures.widgetURL)","reason":"INSTITUTION_DOWN"}"#
        let reaction = engine.message(Fixtures.message(body))
        let event = try #require(reaction.events.first)
        #expect(event.error?.code == .institutionUnavailable)
        #expect(event.error?.message.contains(Secret.redactedPlaceholder) == true)
        #expect(!reaction.visibleText.contains(Fixtures.token))
        #expect(!JSONWriter.string(event.metadata.revealed()).contains(Fixtures.token))
    }

    @Test func payloadsAndNavigationsEchoingTheTokenUnderOtherNamesAreScrubbed() {
        let encodedToken = MeldWidgetEngine.percentEncode(Fixtures.widgetURL)
        let inputs = [
            engine.message(Fixtures.message(#"[meld-connect]step?{"href":"\#(Fixtures.widgetURL)","t":"\#(Fixtures.token)"}"#)),
            engine.message(Fixtures.message(#"[meld-connect]connect_complete?{"institutionName":"\#(Fixtures.token)","next":"\#(encodedToken)"}"#)),
            engine.navigation("\(Fixtures.redirect)?status=success&echo=\(Fixtures.token)"),
            engine.navigation("meldapp://\(Fixtures.token)/step"),
            engine.navigation(Fixtures.oauthRequested(#"{"url":"https://bank.example.com/o","w":"\#(Fixtures.token)"}"#)),
        ]
        for reaction in inputs {
            #expect(!reaction.visibleText.contains(Fixtures.token), "\(reaction.visibleText)")
            for event in reaction.events {
                #expect(!JSONWriter.string(event.metadata.revealed()).contains(Fixtures.token))
            }
        }
    }

    @Test func theRedactorKnowsTheWidgetURLAndNeverShowsIt() {
        var dumped = ""
        dump(engine, to: &dumped)
        #expect(!dumped.contains(Fixtures.token))
        #expect(!"\(engine.redactor)".contains(Fixtures.token))
        #expect(engine.redactor.redact("a \(Fixtures.widgetURL) b") == "a <redacted> b")
        #expect(engine.redactor.removingKnownSecrets(from: "a \(Fixtures.token) b") == "a <redacted> b")
    }
}
