import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

/// Issue 29, class 1, as a property: a bad percent-escape in any part of a URL that a security
/// decision reads makes every reader refuse it, while the same URL without it passes. The oracle
/// is the generator (`BadEscapeURLCase` knows what it planted), never the reader under test.
@MainActor
@Suite("Strict URL property")
struct StrictURLPropertyTests {
    static let casesPerBase = 400

    /// URLs that read cleanly, with each part the generator may plant into.
    static let bases: [(url: String, parts: [BadEscapeURLCase.Part])] = [
        ("https://bank.example.com/accounts/login?next=home&lang=en#top", BadEscapeURLCase.Part.allCases),
        ("https://app.example.com/meld/?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b", [.host, .path, .query, .userInfo]),
        ("https://oauth.bank.example.com/authorize?client_id=meld&state=abc#frag", BadEscapeURLCase.Part.allCases),
    ]

    static func cases() -> [BadEscapeURLCase] {
        var random = SplitMix64(seed: 29_01)
        var made: [BadEscapeURLCase] = []
        for base in bases {
            for index in 0..<casesPerBase {
                made.append(BadEscapeURLCase.make(from: base.url, in: base.parts[index % base.parts.count], using: &random))
            }
        }
        return made
    }

    /// A reaction that refuses: the navigation is cancelled, and its only output is the warning
    /// that says which part could not be read.
    static func isRefusal(_ reaction: MeldReaction) -> Bool {
        guard reaction.decision == .cancel, reaction.outputs.count == 1, let diagnostic = reaction.diagnostics.first else {
            return false
        }
        return diagnostic.code == LinkDiagnostic.Code.refusedNavigation && diagnostic.severity == .warning
            && diagnostic.message.contains("Cancelled a navigation")
    }

    /// The URL `text` spells, or `nil`; never a repaired one. (Before iOS 17 and macOS 14,
    /// `URL(string:)` refuses text it would now repair.)
    static func spelledURL(_ text: String) -> URL? {
        if #available(iOS 17, macOS 14, *) { return URL(string: text, encodingInvalidCharacters: false) }
        return URL(string: text)
    }

    @Test func theGeneratorPlantsInEveryPartWithEveryEscape() {
        let cases = Self.cases()
        #expect(Set(cases.map(\.part)) == Set(BadEscapeURLCase.Part.allCases))
        #expect(Set(cases.map(\.escape)) == Set(BadEscapeURLCase.escapes))
        #expect(cases.allSatisfy { $0.planted != $0.clean && $0.planted.contains($0.escape) })
    }

    @Test func navigationsPopupsAndUniversalLinksRefuseABadEscapeInAnyPart() {
        let engine = Fixtures.engine()
        for base in Self.bases {
            for reaction in [engine.navigation(base.url), engine.popup(base.url, from: .root), engine.universalLink(base.url)] {
                #expect(!Self.isRefusal(reaction), "the clean URL \(base.url) was refused: \(reaction)")
            }
        }
        var failures: [String] = []
        for testCase in Self.cases() {
            let reactions = [
                engine.navigation(testCase.planted), engine.navigation(testCase.planted, in: .popup),
                engine.popup(testCase.planted, from: .root), engine.universalLink(testCase.planted),
            ]
            if !reactions.allSatisfy(Self.isRefusal) { failures.append("\(testCase) → \(reactions.map(\.decision.name))") }
            if reactions.contains(where: { if case .openExternal = $0.decision { true } else { false } }) {
                failures.append("opened outside: \(testCase)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(Self.cases().count); first: \(failures.first ?? "")")
    }

    @Test func anOAuthRequestWhoseBankURLHasABadEscapeIsNeverOpened() {
        let engine = Fixtures.engine()
        var random = SplitMix64(seed: 29_02)
        var failures: [String] = []
        for index in 0..<Self.casesPerBase {
            let parts: [BadEscapeURLCase.Part] = [.host, .path, .query, .fragment]
            let testCase = BadEscapeURLCase.make(
                from: "https://oauth.bank.example.com/authorize?client_id=meld#f", in: parts[index % parts.count], using: &random)
            let clean = engine.navigation(Fixtures.oauthRequested(#"{"url":"\#(testCase.clean)"}"#))
            guard case .openExternal = clean.decision else {
                failures.append("the clean OAuth request was not opened: \(clean.decision.name)")
                continue
            }
            let planted = engine.navigation(Fixtures.oauthRequested(#"{"url":"\#(testCase.planted)"}"#))
            if case .openExternal = planted.decision { failures.append("opened \(testCase)") }
            if planted.diagnostics.isEmpty { failures.append("no diagnostic for \(testCase)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.first ?? "")")
    }

    @Test func anOAuthReturnWithABadEscapeIsNeverAReturn() throws {
        let redirect = try RedirectURI(validating: Fixtures.redirect)
        let base = "https://app.example.com/meld/?oauth_state_id=11834d6d-7d09-459b-b757-068697a5a07b"
        #expect(redirect.match(try #require(URL(string: base))) != nil)
        var random = SplitMix64(seed: 29_03)
        var failures: [String] = []
        for index in 0..<(Self.casesPerBase * 2) {
            let parts: [BadEscapeURLCase.Part] = [.host, .path, .query, .userInfo]
            let testCase = BadEscapeURLCase.make(from: base, in: parts[index % parts.count], using: &random)
            // The URL as the text spells it. (`URL(string:)` percent-encodes invalid characters by
            // default, so a lone `%` would arrive as a valid `%25`: another, readable URL.) When
            // Foundation refuses to make a URL at all, nothing can be matched either.
            if let url = Self.spelledURL(testCase.planted), redirect.match(url) != nil {
                failures.append("matched \(testCase)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.first ?? "")")
    }

    @Test func aRedirectURIOrWidgetURLWithABadEscapeIsInvalid() {
        var random = SplitMix64(seed: 29_04)
        let registry = ProviderRegistry([MeldAdapter(driver: MeldSandboxDriver(script: []))])
        let validator = ConfigValidator(registry: registry)
        func configuration(_ redirect: String) -> String {
            let escaped = redirect.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return #"{"version":1,"provider":"meld","providers":{"meld":{"adapter":"meld","redirectURI":"\#(escaped)"}}}"#
        }
        #expect(validator.validate(text: configuration(Fixtures.redirect)).isValid)
        #expect((try? MeldWidgetSettings.validateWidgetURL(Fixtures.widgetURL)) != nil)
        var failures: [String] = []
        for index in 0..<Self.casesPerBase {
            let parts: [BadEscapeURLCase.Part] = [.host, .path, .userInfo]
            let redirect = BadEscapeURLCase.make(from: Fixtures.redirect, in: parts[index % parts.count], using: &random)
            if (try? RedirectURI(validating: redirect.planted)) != nil { failures.append("valid redirect URI \(redirect)") }
            let result = validator.validate(text: configuration(redirect.planted))
            if result.isValid { failures.append("valid configuration with \(redirect)") }
            if !result.diagnostics.contains(where: { $0.severity == .error && $0.path == "providers.meld.redirectURI" }) {
                failures.append("no error at providers.meld.redirectURI for \(redirect): \(result.diagnostics.map(\.path))")
            }
            let widgetParts: [BadEscapeURLCase.Part] = [.host, .path, .query, .userInfo]
            let widget = BadEscapeURLCase.make(
                from: Fixtures.widgetURL, in: widgetParts[index % widgetParts.count], using: &random)
            if (try? MeldWidgetSettings.validateWidgetURL(widget.planted)) != nil { failures.append("valid widget URL \(widget)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.first ?? "")")
    }
}
