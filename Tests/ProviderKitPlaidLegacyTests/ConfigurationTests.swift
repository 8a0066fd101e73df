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

@Suite("Configuration: Info.plist PLKPlaidLinkConfiguration")
struct PlistConfigurationTests {
    static func plist(_ body: String, wrapped: Bool = true) -> String {
        let dict = wrapped ? "<key>PLKPlaidLinkConfiguration</key>\n  <dict>\n\(body)\n  </dict>" : body
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>CFBundleName</key><string>Demo</string>
              \(dict)
            </dict>
            </plist>
            """
    }

    static func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plk-\(UUID().uuidString).plist")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func validInfoPlist() throws {
        let url = try Self.write(
            Self.plist(
                """
                    <key>clientName</key><string>Demo</string>
                    <key>key</key><string>pk_abc</string>
                    <key>env</key><string>Sandbox</string>
                    <key>product</key>
                    <array>
                      <string>auth</string>
                      <string>transactions</string>
                    </array>
                    <key>webhook</key><string>https://api.example.com/hook</string>
                    <key>apiVersion</key><string>APIv2</string>
                """))
        #expect(PlaidLegacyPlistConfiguration.validate(fileURL: url).isEmpty)
        let configuration = try PlaidLegacyPlistConfiguration.load(fileURL: url)
        #expect(configuration.key == "pk_abc")
        #expect(configuration.env == .sandbox)
        #expect(configuration.product == [.auth, .transactions])
        #expect(configuration.clientName == "Demo")
        #expect(configuration.webhook?.absoluteString == "https://api.example.com/hook")
        #expect(configuration.apiVersion == .v2)
    }

    @Test func problemsAreLocatedByKeyPathAndLine() throws {
        let text = Self.plist(
            """
                <key>clientName</key><string>Demo</string>
                <key>key</key><string>pk_abc</string>
                <key>env</key><string>staging</string>
                <key>product</key>
                <array>
                  <string>auth</string>
                  <string>transactons</string>
                </array>
                <key>selectAccount</key><true/>
                <key>webhok</key><string>https://x.example.com</string>
            """)
        let url = try Self.write(text)
        let diagnostics = PlaidLegacyPlistConfiguration.validate(fileURL: url)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(containing needle: String) -> Int? { lines.firstIndex { $0.contains(needle) }.map { $0 + 1 } }

        let env = try #require(diagnostics.first { $0.path == "PLKPlaidLinkConfiguration.env" })
        #expect(env.severity == .error)
        #expect(env.file == url.path)
        #expect(env.position?.line == line(containing: "<key>env</key>"))
        let product = try #require(diagnostics.first { $0.path == "PLKPlaidLinkConfiguration.product[1]" })
        #expect(product.position?.line == line(containing: "transactons"))
        #expect(product.message.contains("did you mean \"transactions\""))
        let select = try #require(diagnostics.first { $0.path == "PLKPlaidLinkConfiguration.selectAccount" })
        #expect(select.severity == .warning)
        let unknown = try #require(diagnostics.first { $0.path == "PLKPlaidLinkConfiguration.webhok" })
        #expect(unknown.severity == .warning)
        #expect(unknown.message.contains("did you mean \"webhook\""))
        #expect(unknown.position?.line == line(containing: "webhok"))
        #expect(throws: ConfigurationError.self) { try PlaidLegacyPlistConfiguration.load(fileURL: url) }
    }

    @Test func missingRequiredKeys() {
        let diagnostics = PlaidLegacyPlistConfiguration.validate(
            data: Data(Self.plist("<key>key</key><string>pk</string>").utf8), file: "Info.plist")
        let messages = diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("missing \"env\"") })
        #expect(messages.contains { $0.contains("missing \"product\"") })
        #expect(messages.contains { $0.contains("missing \"clientName\"") })
    }

    @Test func wrongTypes() {
        let diagnostics = PlaidLegacyPlistConfiguration.validate(
            data: Data(
                Self.plist(
                    """
                        <key>clientName</key><string>Demo</string>
                        <key>key</key><string>pk</string>
                        <key>env</key><integer>1</integer>
                        <key>product</key><string>auth</string>
                        <key>selectAccount</key><string>NO</string>
                    """
                ).utf8))
        #expect(
            diagnostics.contains {
                $0.path == "PLKPlaidLinkConfiguration.env" && $0.message.contains("must be a string")
            })
        #expect(
            diagnostics.contains {
                $0.path == "PLKPlaidLinkConfiguration.selectAccount" && $0.message.contains("must be a boolean")
            })
    }

    @Test func buildSettingPlaceholdersAreWarnings() {
        let diagnostics = PlaidLegacyPlistConfiguration.validate(
            data: Data(
                Self.plist(
                    """
                        <key>clientName</key><string>$(PRODUCT_NAME)</string>
                        <key>key</key><string>$(LINK_KEY)</string>
                        <key>env</key><string>$(LINK_ENV)</string>
                        <key>product</key><string>auth</string>
                    """
                ).utf8))
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func theDictionaryAloneIsAccepted() {
        let diagnostics = PlaidLegacyPlistConfiguration.validate(
            data: Data(
                Self.plist(
                    """
                          <key>clientName</key><string>Demo</string>
                          <key>key</key><string>pk</string>
                          <key>env</key><string>development</string>
                          <key>product</key><string>identity</string>
                    """, wrapped: false
                ).utf8))
        #expect(diagnostics.filter { $0.path == "CFBundleName" }.count == 1)  // an unknown key, as a warning
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func noDictionary() throws {
        let diagnostics = PlaidLegacyPlistConfiguration.validate(
            data: Data(Self.plist("", wrapped: false).utf8), file: "Info.plist")
        let only = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(only.message.contains("no PLKPlaidLinkConfiguration dictionary"))
    }

    @Test func malformedXMLNamesTheLine() throws {
        let text = Self.plist("<key>key</key><string>pk</string>\n<key>env</key><false>")
        let diagnostics = PlaidLegacyPlistConfiguration.validate(data: Data(text.utf8), file: "Info.plist")
        let only = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(only.severity == .error)
        #expect(only.message.contains("not a valid property list"))
        #expect(only.position?.line != nil)
    }

    @Test func unreadableFile() {
        let diagnostics = PlaidLegacyPlistConfiguration.validate(
            fileURL: URL(fileURLWithPath: "/nonexistent/Info.plist"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.file == "/nonexistent/Info.plist")
    }

    @Test func binaryPlistHasPathsWithoutLines() throws {
        let dictionary: [String: Any] = [
            "PLKPlaidLinkConfiguration": ["clientName": "Demo", "key": "pk", "env": "nope", "product": "auth"]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        let diagnostics = PlaidLegacyPlistConfiguration.validate(data: data)
        #expect(diagnostics.map(\.path) == ["PLKPlaidLinkConfiguration.env"])
        #expect(diagnostics.first?.position == nil)
    }

    @Test func infoDictionary() throws {
        let configuration = try PlaidLegacyPlistConfiguration.configuration(infoDictionary: [
            "PLKPlaidLinkConfiguration": [
                "clientName": "Demo", "key": "pk", "env": "sandbox", "product": ["auth"], "selectAccount": false,
            ]
        ])
        #expect(configuration.env == .sandbox)
        #expect(!configuration.selectAccount)
        #expect(throws: ConfigurationError.self) {
            try PlaidLegacyPlistConfiguration.configuration(infoDictionary: [:])
        }
    }
}

@Suite("PLKPLAIDLINK_DIAGNOSTICS levels")
struct DiagnosticsLevelTests {
    @Test func zeroToFourScale() {
        let expected: [LinkDiagnostic.Severity?] = [nil, .error, .warning, .info, .debug]
        for (value, threshold) in expected.enumerated() {
            #expect(PlaidLegacyDiagnosticsLevel(value: value, scale: .zeroToFour)?.threshold == threshold)
            #expect(PlaidLegacyDiagnosticsLevel(threshold: threshold).environmentValue(scale: .zeroToFour) == value)
        }
        #expect(PlaidLegacyDiagnosticsLevel(value: 5, scale: .zeroToFour) == nil)
        #expect(PlaidLegacyDiagnosticsLevel(value: -1, scale: .zeroToFour) == nil)
    }

    @Test func zeroToThreeScale() {
        let expected: [LinkDiagnostic.Severity?] = [nil, .error, .info, .debug]
        for (value, threshold) in expected.enumerated() {
            #expect(PlaidLegacyDiagnosticsLevel(value: value, scale: .zeroToThree)?.threshold == threshold)
            #expect(PlaidLegacyDiagnosticsLevel(threshold: threshold).environmentValue(scale: .zeroToThree) == value)
        }
        #expect(PlaidLegacyDiagnosticsLevel(value: 4, scale: .zeroToThree) == nil)
        // No warning level on the old scale: warnings are not hidden.
        #expect(PlaidLegacyDiagnosticsLevel(threshold: .warning).environmentValue(scale: .zeroToThree) == 2)
    }

    @Test func environmentText() {
        #expect(PlaidLegacyDiagnosticsLevel(environmentValue: " 2 ")?.threshold == .warning)
        #expect(PlaidLegacyDiagnosticsLevel(environmentValue: "2", scale: .zeroToThree)?.threshold == .info)
        #expect(PlaidLegacyDiagnosticsLevel(environmentValue: "debug") == nil)
    }

    @Test func reports() {
        let info = PlaidLegacyDiagnosticsLevel(threshold: .info)
        #expect(info.reports(.error) && info.reports(.warning) && info.reports(.info))
        #expect(!info.reports(.debug))
        #expect(!PlaidLegacyDiagnosticsLevel.none.reports(.error))
    }
}
