import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

@Suite("Navigation rules")
struct NavigationRuleTests {
    let engine = Fixtures.engine()

    // MARK: http and https

    @Test(arguments: [
        "https://institution-connect-sb.meld.io/?connectToken=x",
        "https://cdn.plaid.com/link/v2/stable/link.html",
        "https://int-widgets.moneydesktop.com/md/connect",
        "http://bank.example.com/login",
        "HTTPS://Bank.Example.com/",
        "about:blank",
        "about:srcdoc",
    ])
    func ordinaryWebPagesAreAllowed(url: String) {
        let reaction = engine.navigation(url)
        #expect(reaction.decision == .allow)
        #expect(reaction.outputs.isEmpty)
    }

    // MARK: Signal schemes

    @Test(arguments: ["meldapp://connect/loaded?metadata=%7B%7D", "atrium://connect/loaded", "mx://connect/stepChange", "MX://anything", "mx:"])
    func signalSchemesAreCancelled(url: String) {
        let reaction = engine.navigation(url)
        #expect(reaction.decision == .cancel)
        #expect(reaction.events.isEmpty)
        #expect(!reaction.closesWidget)
    }

    @Test func theConfiguredAppSchemeReplacesMeldapp() {
        let custom = Fixtures.engine(appScheme: "myBank")
        #expect(custom.navigation("mybank://connect/loaded").diagnostics.map(\.code) == [LinkDiagnostic.Code.meldSignalCancelled])
        let other = custom.navigation("meldapp://connect/loaded")
        #expect(other.decision == .cancel)
        #expect(other.diagnostics.map(\.code) == [LinkDiagnostic.Code.refusedNavigation])
        let opened = custom.navigation(Fixtures.oauthRequested(#"{"url":"https://bank.example.com/o"}"#, scheme: "mybank"))
        #expect(opened.decision == .openExternal(URL(string: "https://bank.example.com/o")!))
    }

    @Test(arguments: [
        Fixtures.oauthRequested(#"{"url":"https://bank.example.com/oauth?x=1"}"#),
        Fixtures.oauthRequested(#"{"url":"https://bank.example.com/oauth?x=1"}"#, path: "connect/oauthRequested"),
        Fixtures.oauthRequested(#"{"url":"https://bank.example.com/oauth?x=1"}"#, scheme: "atrium"),
        Fixtures.oauthRequested(#"{"url":"https://bank.example.com/oauth?x=1"}"#, scheme: "meldapp", path: "/oauthRequested"),
        Fixtures.oauthRequested(#"{"url":"https://bank.example.com/oauth?x=1","member_guid":"MBR-1"}"#),
    ])
    func oauthRequestedOpensItsHttpsURLExternally(url: String) {
        let reaction = engine.navigation(url)
        #expect(reaction.decision == .openExternal(URL(string: "https://bank.example.com/oauth?x=1")!))
        #expect(reaction.events.map(\.name) == [.oauthStarted])
        #expect(reaction.events.first?.vendorEventName == "oauthRequested")
        #expect(reaction.events.first?.stage == .oauth)
    }

    @Test func oauthRequestedMetadataIsKeptOnTheEvent() {
        let reaction = engine.navigation(Fixtures.oauthRequested(#"{"url":"https://bank.example.com/o","member_guid":"MBR-1"}"#))
        #expect(reaction.events.first?.metadata["member_guid"] == "MBR-1")
    }

    /// Hostile or unusable `url` values inside the metadata: never opened, always a diagnostic.
    @Test(arguments: [
        #"{"url":"javascript:alert(document.cookie)"}"#,
        #"{"url":"JaVaScRiPt:alert(1)"}"#,
        #"{"url":" javascript:alert(1)"}"#,
        #"{"url":"javascript%3Aalert(1)"}"#,
        #"{"url":"javascript%253Aalert(1)"}"#,
        #"{"url":"http://bank.example.com/oauth"}"#,
        #"{"url":"file:///etc/passwd"}"#,
        #"{"url":"data:text/html,<script>alert(1)</script>"}"#,
        #"{"url":"mx://oauthRequested"}"#,
        #"{"url":"https://"}"#,
        #"{"url":"https://user:pw@bank.example.com/"}"#,
        #"{"url":"//bank.example.com/oauth"}"#,
        #"{"url":""}"#,
        #"{"url":42}"#,
        #"{"url":null}"#,
        #"{"href":"https://bank.example.com"}"#,
        #"["https://bank.example.com"]"#,
        #""https://bank.example.com""#,
        #"{"url":"https://bank.example.com""#,
        "not json",
    ])
    func unusableOAuthURLsAreIgnoredWithADiagnostic(metadata: String) {
        let reaction = engine.navigation(Fixtures.oauthRequested(metadata))
        #expect(reaction.decision == .cancel)
        #expect(reaction.events.isEmpty)
        #expect(reaction.diagnostics.count == 1)
        #expect(!reaction.visibleText.contains("alert"))
        #expect(!reaction.visibleText.contains("passwd"))
    }

    @Test func oauthRequestedWithoutOrWithTwoMetadataItemsIsIgnored() {
        for url in [
            "mx://oauthRequested", "mx://oauthRequested?metadata=",
            "mx://oauthRequested?other=%7B%22url%22%3A%22https%3A%2F%2Fbank.example.com%22%7D",
            "mx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fa.example.com%22%7D&metadata=%7B%22url%22%3A%22https%3A%2F%2Fb.example.com%22%7D",
        ] {
            let reaction = engine.navigation(url)
            #expect(reaction.decision == .cancel, "\(url)")
            #expect(reaction.diagnostics.map(\.code) == [LinkDiagnostic.Code.malformedInput], "\(url)")
        }
    }

    @Test func doubleEncodedOAuthURLsAreDecodedThenChecked() {
        // The url arrives percent-encoded inside the JSON.
        let encodedURL = Fixtures.oauthRequested(#"{"url":"https%3A%2F%2Fbank.example.com%2Foauth"}"#)
        #expect(engine.navigation(encodedURL).decision == .openExternal(URL(string: "https://bank.example.com/oauth")!))
        // The whole metadata arrives encoded twice.
        let twice = "mx://oauthRequested?metadata="
            + MeldWidgetEngine.percentEncode(MeldWidgetEngine.percentEncode(#"{"url":"https://bank.example.com/oauth"}"#))
        #expect(engine.navigation(twice).decision == .openExternal(URL(string: "https://bank.example.com/oauth")!))
        // Decoding never turns a non-https URL into an opened one.
        let sneaky = Fixtures.oauthRequested(#"{"url":"http%3A%2F%2Fbank.example.com"}"#)
        #expect(engine.navigation(sneaky).decision == .cancel)
    }

    // MARK: Redirect returns

    @Test func aPlaidReturnReloadsTheWidgetWithPlaidStateId() throws {
        let reaction = engine.navigation("\(Fixtures.redirect)?oauth_state_id=\(Fixtures.stateID)", in: .popup)
        let expected = "https://institution-connect-sb.meld.io/?connectToken=tok.en-123&lang=en&plaidStateId=\(Fixtures.stateID)"
        #expect(reaction.decision == .load(URL(string: expected)!))
        #expect(reaction.events.map(\.name) == [.oauthCompleted])
        #expect(reaction.events.first?.vendorEventName == MeldEventTable.oauthStateReturned)
    }

    @Test(arguments: [
        "HTTPS://APP.EXAMPLE.COM/meld/?oauth_state_id=abc",
        "https://app.example.com:443/meld/?oauth_state_id=abc",
        "https://app.example.com/meld/?foo=1&oauth_state_id=abc#frag",
    ])
    func redirectMatchingFollowsTheCoreRule(url: String) {
        #expect(engine.navigation(url).decision.name == "load")
    }

    @Test func theStateIdIsPercentEncodedAndMergedWithTheExistingQuery() throws {
        // a b&c=d+e/ü, encoded once in the return URL.
        let reaction = engine.navigation("\(Fixtures.redirect)?oauth_state_id=a%20b%26c%3Dd%2Be%2F%C3%BC")
        let target = try #require(reaction.decision.target)
        #expect(target.absoluteString.hasSuffix("&plaidStateId=a%20b%26c%3Dd%2Be%2F%C3%BC"))
        let items = try #require(URLComponents(url: target, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.map(\.name) == ["connectToken", "lang", "plaidStateId"])
        #expect(items.last?.value == "a b&c=d+e/ü")
    }

    @Test func aDoubleEncodedStateIdIsDecodedExactlyOnce() throws {
        let reaction = engine.navigation("\(Fixtures.redirect)?oauth_state_id=abc%2526def")
        let target = try #require(reaction.decision.target)
        #expect(target.absoluteString.hasSuffix("plaidStateId=abc%2526def"))
        #expect(URLComponents(url: target, resolvingAgainstBaseURL: false)?.queryItems?.last?.value == "abc%26def")
    }

    @Test func reloadReplacesAnEarlierPlaidStateIdAndKeepsTheFragment() throws {
        let engine = Fixtures.engine(widgetURL: "https://w.meld.io/connect?connectToken=t%2Bx&plaidStateId=old#/start")
        let target = try #require(engine.navigation("\(Fixtures.redirect)?oauth_state_id=new").decision.target)
        #expect(target.absoluteString == "https://w.meld.io/connect?connectToken=t%2Bx&plaidStateId=new#/start")
        let bare = Fixtures.engine(widgetURL: "https://w.meld.io/connect")
        #expect(bare.navigation("\(Fixtures.redirect)?oauth_state_id=s").decision.target?.absoluteString == "https://w.meld.io/connect?plaidStateId=s")
    }

    /// Lookalikes and pages that merely mention the redirect URI are ordinary pages: allowed, never a
    /// reload. (A lookalike with user info, `https://app.example.com@evil.com/…`, is cancelled:
    /// see `StrictNavigationTests`.)
    @Test(arguments: [
        "https://app.example.com.evil.com/meld/?oauth_state_id=1",
        "https://evil-app.example.com/meld/?oauth_state_id=1",
        "https://app.example.co/meld/?oauth_state_id=1",
        "https://evil.com/app.example.com/meld/?oauth_state_id=1",
        "https://evil.com/?next=https://app.example.com/meld/?oauth_state_id=1",
        "https://evil.com/?q=%7B%7Buniversal-link%7D%7D%2F%3Foauth_state_id%3D1",
        "https://evil.com/?next=https%3A%2F%2Fapp.example.com%2Fmeld%2F%3Foauth_state_id%3D1",
        "https://evil.com/?next=https%253A%252F%252Fapp.example.com%252Fmeld%252F%253Foauth_state_id%253D1",
        "https://evil.com/#https://app.example.com/meld/?oauth_state_id=1",
        "https://app.example.com/meld-evil/?oauth_state_id=1",
        "https://app.example.com/meld/extra?oauth_state_id=1",
        "https://app.example.com:8443/meld/?oauth_state_id=1",
        "http://app.example.com/meld/?oauth_state_id=1",
        "https://evil.com/?x=https://app.example.com/meld/?status=success",
    ])
    func lookalikesNeverTriggerAReturn(url: String) {
        let reaction = engine.navigation(url)
        #expect(reaction.decision == .allow)
        #expect(reaction.events.isEmpty)
    }

    @Test func ambiguousEmptyOrHugeStateIdsAreRefused() {
        let urls = [
            "\(Fixtures.redirect)?oauth_state_id=a&oauth_state_id=b",
            "\(Fixtures.redirect)?oauth_state_id=",
            "\(Fixtures.redirect)?oauth_state_id",
            "\(Fixtures.redirect)?oauth_state_id=" + String(repeating: "x", count: 513),
            "\(Fixtures.redirect)?oauth_state_id=%00abc",
            "\(Fixtures.redirect)?oauth_state_id=abc%0D%0ASet-Cookie:%20x=1",
            "\(Fixtures.redirect)?oauth_state_id=abc%09def",
        ]
        for url in urls {
            let reaction = engine.navigation(url)
            #expect(reaction.decision == .cancel, "\(url.prefix(80))")
            #expect(reaction.diagnostics.count == 1)
        }
    }

    @Test func aStatusReturnDismissesThePopup() {
        let success = engine.navigation("\(Fixtures.redirect)?status=success&member_guid=MBR-1", in: .popup)
        #expect(success.decision == .dismissPopup)
        #expect(success.events.map(\.name) == [.oauthCompleted])
        #expect(success.events.first?.metadata["member_guid"] == "MBR-1")
        let failure = engine.navigation("\(Fixtures.redirect)?status=error&error_reason=denied")
        #expect(failure.decision == .dismissPopup)
        #expect(failure.events.map(\.name) == [.oauthFailed])
    }

    @Test func anOAuthStateIdWinsOverStatus() {
        #expect(engine.navigation("\(Fixtures.redirect)?status=success&oauth_state_id=s").decision.name == "load")
    }

    @Test func aBareReturnIsCancelledWithADiagnostic() {
        for url in [Fixtures.redirect, "\(Fixtures.redirect)?foo=bar", "\(Fixtures.redirect)#oauth_state_id=1"] {
            let reaction = engine.navigation(url)
            #expect(reaction.decision == .cancel)
            #expect(reaction.diagnostics.count == 1)
        }
    }

    // MARK: closemyapp

    @Test(arguments: [
        "https://institution-connect-sb.meld.io/closemyapp",
        "https://INSTITUTION-CONNECT-SB.meld.io/widget/closemyapp?x=1",
        "https://app.example.com/closemyapp",
        "meldapp://closemyapp",
        "mx://connect/closemyapp",
        "closemyapp://",
        "closemyapp:now",
    ])
    func closemyappClosesTheWidget(url: String) {
        let reaction = engine.navigation(url)
        #expect(reaction.decision == .cancel)
        #expect(reaction.closesWidget)
    }

    @Test(arguments: [
        "https://evil.com/closemyapp",
        "https://institution-connect-sb.meld.io.evil.com/closemyapp",
        "https://institution-connect-sb.meld.io/?next=closemyapp",
        "https://institution-connect-sb.meld.io/#closemyapp",
        "https://institution-connect-sb.meld.io/closemyappx",
        "https://bank.example.com/?redirect=closemyapp",
    ])
    func closemyappIsNeverSubstringMatched(url: String) {
        let reaction = engine.navigation(url)
        #expect(reaction.decision == .allow)
        #expect(!reaction.closesWidget)
    }

    // MARK: Other schemes

    @Test(arguments: [
        "javascript:alert(document.cookie)", "JAVASCRIPT:alert(1)", "file:///etc/passwd",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "blob:https://evil.com/uuid", "tel:+15551234",
        "sms:+15551234", "itms-apps://apps.apple.com/app/id1", "intent://scan/#Intent;end", "about:config",
        "meldappx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fbank.example.com%22%7D",
        "mxx://oauthRequested?metadata=%7B%22url%22%3A%22https%3A%2F%2Fbank.example.com%22%7D",
    ])
    func otherSchemesAreCancelledWithADiagnostic(url: String) {
        let reaction = engine.navigation(url)
        #expect(reaction.decision == .cancel)
        #expect(reaction.diagnostics.map(\.code) == [LinkDiagnostic.Code.refusedNavigation])
        #expect(!reaction.visibleText.contains("alert"))
        #expect(!reaction.visibleText.contains("passwd"))
    }

    @Test func unusableURLsAreCancelledWithADiagnostic() {
        let inputs: [String?] = [nil, "", "not a url", "://missing-scheme", "https://" + String(repeating: "a", count: 40_000)]
        for input in inputs {
            let reaction = engine.navigation(input)
            #expect(reaction.decision == .cancel)
            #expect(reaction.diagnostics.count == 1)
        }
    }

    @Test func diagnosticsAndDecisionsNeverShowTheConnectToken() {
        let inputs = [
            Fixtures.widgetURL, "\(Fixtures.redirect)?oauth_state_id=x", "javascript:\(Fixtures.token)",
            "\(Fixtures.redirect)?foo=\(Fixtures.token)",
        ]
        for input in inputs {
            let reaction = engine.navigation(input)
            #expect(!reaction.visibleText.contains(Fixtures.token))
            var dumped = ""
            dump(reaction, to: &dumped)
            #expect(!dumped.contains(Fixtures.token))
        }
    }

    // MARK: Windows

    @Test func popupsFollowTheNavigationRules() {
        #expect(engine.popup("https://bank.example.com/login", from: .root).decision == .allow)
        #expect(engine.popup("https://bank.example.com/login", from: .popup).decision == .cancel)
        // window.open('') opens an empty popup; whatever it loads next is decided like any navigation.
        #expect(engine.popup(nil, from: .root).decision == .allow)
        #expect(engine.popup("", from: .root).decision == .allow)
        #expect(engine.popup(nil, from: .popup).decision == .cancel)
        #expect(engine.navigation("javascript:alert(1)", in: .popup).decision == .cancel)
        #expect(engine.popup("javascript:alert(1)", from: .root).decision == .cancel)
        let oauth = engine.popup(Fixtures.oauthRequested(#"{"url":"https://bank.example.com/o"}"#), from: .root)
        #expect(oauth.decision == .openExternal(URL(string: "https://bank.example.com/o")!))
    }

    @Test func theRootClosingItselfIsAUserCancel() {
        let root = engine.windowClosed(.root)
        #expect(root.exits.map(\.reason) == [.userCancelled])
        #expect(root.closesWidget)
        #expect(engine.windowClosed(.popup).outputs.isEmpty)
    }

    @Test func universalLinksAreNavigations() {
        #expect(engine.universalLink("\(Fixtures.redirect)?oauth_state_id=s").decision.name == "load")
        #expect(engine.universalLink("\(Fixtures.redirect)?status=success").decision == .dismissPopup)
        #expect(engine.universalLink("https://app.example.com.evil.com/meld/?oauth_state_id=s").decision == .allow)
    }
}
