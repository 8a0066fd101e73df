import Foundation
import ProviderKit
import Testing

private func redirect(_ text: String) throws -> RedirectURI {
    try RedirectURI(validating: text)
}

private func validationMessage(_ text: String) -> String? {
    do {
        let uri = try RedirectURI(validating: text)
        Issue.record("\(text) was accepted as \(uri)")
        return nil
    } catch let error as RedirectURI.ValidationError {
        return error.message
    } catch {
        Issue.record("threw \(type(of: error)), not \(RedirectURI.ValidationError.self)")
        return nil
    }
}

@Suite struct RedirectURITests {
    // MARK: - Validation

    @Test(arguments: [
        "https://app.example.com/link/callback", "https://app.example.com", "https://app.example.com/",
        "HTTPS://App.Example.com/Link", "https://app.example.com:8443/cb", "https://sub.app.example.co.uk/a/b/c/",
    ])
    func acceptsHTTPSUniversalLinks(text: String) throws {
        let uri = try redirect(text)
        #expect(uri.description == uri.url.absoluteString)
        #expect(uri.url.absoluteString == text)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let text: String
        let fragment: String
        var testDescription: String { text }
    }

    @Test(arguments: [
        Refusal(text: "http://app.example.com/cb", fragment: "uses http; OAuth returns need an https universal link"),
        Refusal(text: "HTTP://app.example.com/cb", fragment: "uses http"),
        Refusal(text: "myapp://oauth/callback", fragment: "custom scheme \"myapp://\""),
        Refusal(text: "com.example.app:/oauth", fragment: "custom scheme \"com.example.app://\""),
        Refusal(text: "plaidlink://redirect", fragment: "any app can claim a custom scheme"),
        Refusal(text: "ftp://app.example.com/cb", fragment: "custom scheme"),
        Refusal(text: "https:///just/a/path", fragment: "has no host"),
        Refusal(text: "https://user:pass@app.example.com/cb", fragment: "user name or password"),
        Refusal(text: "https://user@app.example.com/cb", fragment: "user name or password"),
        Refusal(text: "https://app.example.com/cb?state=1", fragment: "has a query string"),
        Refusal(text: "https://app.example.com/cb?", fragment: "has a query string"),
        Refusal(text: "https://app.example.com/cb#top", fragment: "has a fragment"),
        Refusal(text: "not a url", fragment: "is not a valid absolute URL"),
        Refusal(text: "/link/callback", fragment: "is not a valid absolute URL"),
        Refusal(text: "", fragment: "is not a valid absolute URL"),
        // A lone `%A9`, which Foundation on Linux decodes to U+FFFD: found by the redirect-uri fuzz target.
        Refusal(text: "https://app.example.com/mnne%A9%20au%20lait", fragment: "its path has percent-escapes that do not decode"),
        Refusal(text: "https://app.example.com/cb/%a9", fragment: "its path has percent-escapes that do not decode"),
    ])
    func refusesEverythingElseWithAMessage(refusal: Refusal) {
        let message = validationMessage(refusal.text)
        #expect(message?.contains(refusal.fragment) == true, "\(refusal.text): \(message ?? "accepted")")
        // The message quotes the input through the redactor: credentials never, the rest as typed.
        let shown = SecretRedactor.standard.redact(url: refusal.text)
        let quoted = shown == "<unparsable URL>" ? "the value" : "\"\(shown)\""
        #expect(message?.contains(quoted) == true, "the message quotes the redacted input")
        #expect(message?.contains("pass@") == false)
    }

    @Test func validationErrorDescriptionIsItsMessage() {
        do {
            _ = try RedirectURI(validating: "http://x.example.com")
        } catch let error as RedirectURI.ValidationError {
            #expect(error.description == error.message)
        } catch {
            Issue.record("threw \(type(of: error)), not \(RedirectURI.ValidationError.self)")
        }
    }

    // MARK: - Matching

    struct Case: Sendable, CustomTestStringConvertible {
        let incoming: String
        let matches: Bool
        let why: String
        var testDescription: String { "\(matches ? "match" : "no match"): \(incoming) (\(why))" }
    }

    static let registered = "https://app.example.com/link/callback"

    static let cases: [Case] = [
        Case(incoming: "https://app.example.com/link/callback", matches: true, why: "identical"),
        Case(incoming: "https://APP.Example.COM/link/callback", matches: true, why: "host is case-insensitive"),
        Case(incoming: "HTTPS://app.example.com/link/callback", matches: true, why: "scheme is case-insensitive"),
        Case(incoming: "https://app.example.com:443/link/callback", matches: true, why: "443 is the default port"),
        Case(incoming: "https://app.example.com/link/callback?oauth_state_id=abc", matches: true, why: "query is parsed, not matched"),
        Case(incoming: "https://app.example.com/link/callback#section", matches: true, why: "fragment ignored"),
        Case(incoming: "https://app.example.com/link/%63allback", matches: true, why: "path compared percent-decoded"),
        Case(incoming: "http://app.example.com/link/callback", matches: false, why: "http"),
        Case(incoming: "myapp://app.example.com/link/callback", matches: false, why: "custom scheme"),
        Case(incoming: "wss://app.example.com/link/callback", matches: false, why: "other scheme"),
        Case(incoming: "https://app.example.com:8443/link/callback", matches: false, why: "other port"),
        Case(incoming: "https://app.example.com:444/link/callback", matches: false, why: "other port"),
        Case(incoming: "https://app.example.com/link/callback/", matches: true, why: "one trailing slash is the same path"),
        Case(
            incoming: "https://app.example.com/link/callback/?oauth_state_id=abc", matches: true,
            why: "trailing slash then a query (Meld's return shape)"),
        Case(incoming: "https://app.example.com/link/callback//", matches: false, why: "a doubled trailing slash"),
        Case(incoming: "https://app.example.com/link/Callback", matches: false, why: "path is case-sensitive"),
        Case(incoming: "https://app.example.com/link", matches: false, why: "path prefix"),
        Case(incoming: "https://app.example.com/link/callback/extra", matches: false, why: "longer path"),
        Case(incoming: "https://app.example.com/", matches: false, why: "root path"),
        Case(incoming: "https://app.example.com", matches: false, why: "empty path"),
        Case(incoming: "https://app.example.com/link/callback%2F", matches: false, why: "an encoded slash is not a trailing slash"),
        Case(incoming: "https://user@app.example.com/link/callback", matches: false, why: "user"),
        Case(incoming: "https://user:pw@app.example.com/link/callback", matches: false, why: "user and password"),
        Case(incoming: "https://app.example.com@evil.com/link/callback", matches: false, why: "host is evil.com"),
        Case(incoming: "https://app.example.com.evil.com/link/callback", matches: false, why: "lookalike suffix"),
        Case(incoming: "https://evilapp.example.com/link/callback", matches: false, why: "lookalike prefix"),
        Case(incoming: "https://example.com/link/callback", matches: false, why: "parent domain"),
        Case(incoming: "https://www.app.example.com/link/callback", matches: false, why: "subdomain"),
        Case(incoming: "https://app.example.com./link/callback", matches: false, why: "trailing dot host"),
        Case(incoming: "https://evil.com/app.example.com/link/callback", matches: false, why: "host in the path"),
        Case(
            incoming: "https://evil.com/login?next=https://app.example.com/link/callback", matches: false,
            why: "redirect URI in another URL's query"),
        Case(
            incoming: "https://evil.com/link/callback?redirect_uri=https%3A%2F%2Fapp.example.com%2Flink%2Fcallback",
            matches: false, why: "encoded redirect URI in another URL's query"),
        Case(
            incoming: "https://evil.com/#https://app.example.com/link/callback", matches: false,
            why: "redirect URI in another URL's fragment"),
    ]

    @Test(arguments: cases)
    func matchingRule(testCase: Case) throws {
        let uri = try redirect(Self.registered)
        let incoming = try #require(URL(string: testCase.incoming))
        let match = uri.match(incoming)
        #expect((match != nil) == testCase.matches, "\(testCase.testDescription)")
        if let match { #expect(match.url == incoming) }
    }

    @Test func emptyPathMeansSlash() throws {
        let bare = try redirect("https://app.example.com")
        let slash = try redirect("https://app.example.com/")
        for uri in [bare, slash] {
            #expect(uri.match(URL(string: "https://app.example.com")!) != nil)
            #expect(uri.match(URL(string: "https://app.example.com/")!) != nil)
            #expect(uri.match(URL(string: "https://app.example.com/?code=1")!) != nil)
            #expect(uri.match(URL(string: "https://app.example.com/x")!) == nil)
            #expect(uri.match(URL(string: "https://app.example.com//")!) == nil)
        }
    }

    @Test func aTrailingSlashIsTheSamePathWhicheverSideHasIt() throws {
        for registered in ["https://app.example.com/meld", "https://app.example.com/meld/"] {
            let uri = try redirect(registered)
            #expect(uri.match(URL(string: "https://app.example.com/meld/")!) != nil, "\(registered)")
            #expect(uri.match(URL(string: "https://app.example.com/meld")!) != nil, "\(registered)")
            #expect(uri.match(URL(string: "https://app.example.com/meld//")!) == nil, "\(registered)")
            #expect(uri.match(URL(string: "https://app.example.com/meld%2F")!) == nil, "\(registered)")
            #expect(uri.match(URL(string: "https://app.example.com/meldx/")!) == nil, "\(registered)")
            #expect(uri.match(URL(string: "https://app.example.com/me/")!) == nil, "\(registered)")
        }
    }

    /// Meld's iOS guide builds its returns as `{{universal-link}}/?oauth_state_id=…` (Plaid) and
    /// `{{universal-link}}/?status=…` (MX): with a configured `https://app.example.com/meld` the
    /// path is `/meld/`.
    @Test func meldsGuideReturnShapesMatch() throws {
        let uri = try redirect("https://app.example.com/meld")
        let stateReturn = try #require(
            uri.match(URL(string: "https://app.example.com/meld/?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b")!))
        #expect(stateReturn.value(named: "oauth_state_id") == "11834d6d-7d09-459b-b757-068697a5a07b")
        let statusReturn = try #require(
            uri.match(URL(string: "https://app.example.com/meld/?status=success&member_guid=MBR-1")!))
        #expect(statusReturn.value(named: "status") == "success")
        #expect(uri.match(URL(string: "https://evil.example.com/meld/?oauth_state_id=x")!) == nil)
    }

    @Test func portsAreExact() throws {
        let custom = try redirect("https://app.example.com:8443/cb")
        #expect(custom.match(URL(string: "https://app.example.com:8443/cb")!) != nil)
        #expect(custom.match(URL(string: "https://app.example.com/cb")!) == nil)
        #expect(custom.match(URL(string: "https://app.example.com:443/cb")!) == nil)

        let explicitDefault = try redirect("https://app.example.com:443/cb")
        #expect(explicitDefault.match(URL(string: "https://app.example.com/cb")!) != nil)
        #expect(explicitDefault.match(URL(string: "https://app.example.com:443/cb")!) != nil)
    }

    @Test func registeredHostCaseDoesNotMatter() throws {
        let uri = try redirect("https://App.Example.COM/cb")
        #expect(uri.match(URL(string: "https://app.example.com/cb")!) != nil)
    }

    // MARK: - Query parsing

    @Test func queryIsParsedAndDecoded() throws {
        let uri = try redirect(Self.registered)
        let url = URL(
            string:
                "https://app.example.com/link/callback?oauth_state_id=st%2Fate%201&code=a&code=b&check=%E2%9C%93&plus=a+b&flag&empty=#frag"
        )!
        let match = try #require(uri.match(url))
        #expect(match.value(named: "oauth_state_id") == "st/ate 1")
        #expect(match.value(named: "code") == "a", "the first value wins")
        #expect(match.values(named: "code") == ["a", "b"])
        #expect(match.value(named: "check") == "✓")
        #expect(match.value(named: "plus") == "a+b", "a plus sign is not a space in a URL query")
        #expect(match.value(named: "flag") == nil)
        #expect(match.values(named: "flag") == [])
        #expect(match.value(named: "empty") == "")
        #expect(match.value(named: "missing") == nil)
        #expect(match.values(named: "missing") == [])
        #expect(match.value(named: "CODE") == nil, "names are case-sensitive")
        #expect(match.queryItems.map(\.name) == ["oauth_state_id", "code", "code", "check", "plus", "flag", "empty"])
    }

    @Test func noQueryMeansNoItems() throws {
        let match = try #require(try redirect(Self.registered).match(URL(string: Self.registered)!))
        #expect(match.queryItems.isEmpty)
    }
}
