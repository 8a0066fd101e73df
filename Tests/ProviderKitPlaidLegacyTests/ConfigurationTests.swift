import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

@MainActor
func validate(_ json: String) -> [ConfigDiagnostic] {
    let registry = ProviderRegistry([PlaidLegacyAdapter(driver: PlaidLegacyManualDriver())])
    let text = """
        {"version": 1, "provider": "legacy", "providers": {"legacy": \(json)}}
        """
    return ConfigValidator(registry: registry).validate(text: text, file: "providerkit.json").diagnostics
}

@MainActor func issues(_ options: [String: LinkJSONValue], redirectURI: String? = nil) -> [ConfigIssue] {
    let entry = ProviderEntry(
        name: "legacy", adapterName: "plaid-legacy", redirectURI: redirectURI.flatMap { try? RedirectURI(validating: $0) },
        options: options)
    return PlaidLegacyAdapter(driver: PlaidLegacyManualDriver()).validate(entry: entry)
}

@Suite("Configuration: ProviderKit entries")
@MainActor
struct EntryConfigurationTests {
    @Test func linkTokenEntryWithExtrasIsValid() {
        let found = issues(
            [
                "clientName": "Demo", "webhook": "https://api.example.com/hook", "countryCodes": ["US", "GB"],
                "language": "en",
            ], redirectURI: "https://app.example.com/plaid/oauth")
        #expect(found.isEmpty, "\(found)")
    }

    @Test func publicKeyEntryIsValid() {
        let found = issues([
            "key": "pk_abc", "env": "sandbox", "product": ["auth", "transactions"], "clientName": "Demo",
        ])
        #expect(found.isEmpty, "\(found)")
        let single = issues(["key": "pk_abc", "env": "Production", "product": "auth", "clientName": "Demo"])
        #expect(single.isEmpty, "\(single)")
    }

    @Test func publicKeyNeedsEnvAndProduct() {
        let found = issues(["key": "pk_abc", "clientName": "Demo"])
        #expect(found.filter { $0.severity == .error }.count == 2)
        #expect(found.contains { $0.message.contains("missing \"env\"") })
        #expect(found.contains { $0.message.contains("missing \"product\"") })
    }

    @Test func envAndProductWithoutKeyAreErrors() {
        let found = issues(["env": "sandbox", "product": "auth"])
        #expect(Set(found.map(\.path)) == ["env", "product"])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func unknownEnvironmentGetsAHint() throws {
        let found = issues(["key": "pk", "env": "sandbx", "product": "auth", "clientName": "x"])
        let issue = try #require(found.first { $0.path == "env" })
        #expect(issue.message.contains("did you mean \"sandbox\""))
    }

    @Test func tartanIsDeprecated() {
        let found = issues(["key": "pk", "env": "tartan", "product": "auth", "clientName": "x"])
        #expect(found.map(\.severity) == [.warning])
    }

    @Test func productProblemsAreLocated() {
        let found = issues([
            "key": "pk", "env": "sandbox", "product": ["auth", "transactons", 3, "connect"], "clientName": "x",
        ])
        #expect(
            found.contains {
                $0.path == "product[1]" && $0.severity == .error && $0.message.contains("did you mean \"transactions\"")
            })
        #expect(found.contains { $0.path == "product[2]" && $0.severity == .error })
        #expect(found.contains { $0.path == "product[3]" && $0.severity == .warning })
        #expect(
            issues(["key": "pk", "env": "sandbox", "product": [], "clientName": "x"]).contains { $0.path == "product" })
    }

    @Test func keyMustNotBeAToken() {
        #expect(
            issues(["key": "link-sandbox-abc", "env": "sandbox", "product": "auth"]).contains {
                $0.path == "key" && $0.severity == .error
            })
        #expect(
            issues(["key": "public-sandbox-abc", "env": "sandbox", "product": "auth"]).contains {
                $0.path == "key" && $0.severity == .error
            })
    }

    @Test func webhookMustBeAURL() {
        #expect(issues(["webhook": "not a url"]).map(\.path) == ["webhook"])
        #expect(issues(["webhook": "ftp://example.com/x"]).map(\.path) == ["webhook"])
        #expect(issues(["webhook": "http://example.com/x"]).map(\.severity) == [.warning])
    }

    @Test func oauthRedirectUriMustBeAUniversalLink() throws {
        let custom = try #require(issues(["oauthRedirectUri": "myapp://oauth"]).first)
        #expect(custom.severity == .error)
        #expect(custom.message.contains("custom scheme"))
        #expect(issues(["oauthRedirectUri": "http://app.example.com/oauth"]).map(\.severity) == [.error])
        #expect(issues(["oauthRedirectUri": "https://app.example.com/oauth"]).map(\.severity) == [.warning])
        #expect(
            issues(["oauthRedirectUri": "https://app.example.com/oauth"], redirectURI: "https://app.example.com/oauth")
                .isEmpty)
    }

    @Test func oauthRedirectUriMustAgreeWithRedirectURI() {
        let found = issues(["oauthRedirectUri": "https://app.example.com/a"], redirectURI: "https://app.example.com/b")
        #expect(found.map(\.path) == ["oauthRedirectUri"])
        #expect(
            issues(["oauthRedirectUri": "https://app.example.com/a"], redirectURI: "https://app.example.com/a").isEmpty)
    }

    @Test func oauthNonceRules() {
        #expect(issues(["oauthNonce": "short"]).map(\.severity) == [.error])
        // Long enough, but a fixed nonce cannot be unique per login.
        #expect(issues(["oauthNonce": "0123456789abcdef"]).map(\.severity) == [.warning])
    }

    @Test func countryCodesAndLanguage() {
        #expect(issues(["countryCodes": ["us"]]).first?.message.contains("\"US\"") == true)
        #expect(issues(["countryCodes": ["USA"]]).map(\.path) == ["countryCodes[0]"])
        #expect(issues(["countryCodes": []]).map(\.path) == ["countryCodes"])
        #expect(issues(["language": "English"]).map(\.path) == ["language"])
    }

    @Test func selectAccountIsAcceptedWithAWarning() {
        let found = issues(["key": "pk", "env": "sandbox", "product": "auth", "clientName": "x", "selectAccount": true])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.path == "selectAccount")
    }

    @Test func apiVersion() {
        #expect(
            issues(["key": "pk", "env": "sandbox", "product": "auth", "clientName": "x", "apiVersion": "APIv2"]).isEmpty
        )
        #expect(
            issues(["key": "pk", "env": "sandbox", "product": "auth", "clientName": "x", "apiVersion": "APIv1"]).map(
                \.severity) == [.warning])
        #expect(
            issues(["key": "pk", "env": "sandbox", "product": "auth", "clientName": "x", "apiVersion": "v9"]).map(
                \.severity) == [.error])
    }

    @Test func diagnosticsLevel() {
        #expect(issues(["diagnostics": 4]).isEmpty)
        #expect(issues(["diagnostics": 5]).map(\.path) == ["diagnostics"])
        #expect(issues(["diagnostics": 4, "diagnosticsScale": 3]).map(\.path) == ["diagnostics"])
        #expect(issues(["diagnostics": 3, "diagnosticsScale": 3]).isEmpty)
        #expect(issues(["diagnosticsScale": 5]).map(\.path) == ["diagnosticsScale"])
    }

    @Test func validatorReportsLocatedDiagnostics() throws {
        let diagnostics = validate(
            """
            {"adapter": "plaid-legacy", "key": "pk", "env": "sandbx", "product": "auth", "clientName": "x", "selectAccount": false, "oauthRedirectUri": "myapp://x"}
            """)
        let env = try #require(diagnostics.first { $0.path == "providers.legacy.env" })
        #expect(env.severity == .error)
        #expect(env.position?.line == 1)
        #expect(env.position?.column ?? 0 > 40)
        #expect(diagnostics.contains { $0.path == "providers.legacy.selectAccount" && $0.severity == .warning })
        #expect(diagnostics.contains { $0.path == "providers.legacy.oauthRedirectUri" && $0.severity == .error })
    }

    @Test func validatorAcceptsAMinimalEntry() {
        #expect(validate(#"{"adapter": "plaid-legacy"}"#).isEmpty)
    }

    @Test func everyOptionHasASummary() {
        for option in PlaidLegacyAdapter.descriptor.options { #expect(!option.summary.isEmpty, "\(option.key)") }
        let keys = Set(PlaidLegacyAdapter.descriptor.options.map(\.key))
        for key in [
            "key", "env", "product", "clientName", "webhook", "oauthRedirectUri", "oauthNonce", "countryCodes",
            "language", "selectAccount",
        ] {
            #expect(keys.contains(key), "\(key)")
        }
    }
}
