import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Option types, required options, secrets, adapter-specific checks, several problems at once and
/// diagnostic descriptions (part of ``ConfigValidatorTests``).
extension ConfigValidatorTests {
    // MARK: - Option types and required options

    @Test func optionTypeMismatches() {
        let text = """
            {
              "version": 1,
              "provider": "main",
              "providers": {
                "main": { "adapter": "scripted", "label": 5 },
                "bank": {
                  "adapter": "oauthbank", "redirectURI": "https://app.example.com/oauth", "clientName": ["Acme"],
                  "sandbox": "yes",
                  "timeout": "30",
                  "countryCodes": "US",
                  "extra": [],
                  "products": 3,
                  "anything": null
                }
              }
            }
            """
        let result = validate(text)
        let expected: [(String, String)] = [
            ("providers.main.label", "\"label\" must be a string; found a number"),
            ("providers.bank.clientName", "\"clientName\" must be a string; found an array"),
            ("providers.bank.sandbox", "\"sandbox\" must be a boolean; found a string"),
            ("providers.bank.timeout", "\"timeout\" must be a number; found a string"),
            ("providers.bank.countryCodes", "\"countryCodes\" must be an array; found a string"),
            ("providers.bank.extra", "\"extra\" must be an object; found an array"),
            ("providers.bank.products", "\"products\" must be a string or an array of strings; found a number"),
        ]
        #expect(result.diagnostics.map(\.path) == expected.map(\.0))
        for (path, message) in expected {
            let found = diagnostic(at: path, in: result)
            #expect(found?.message == message)
            #expect(found?.severity == .error)
            let key = String(path.split(separator: ".").last ?? "")
            #expect(found?.position == position(of: "\"\(key)\"", in: text), "\(path)")
        }
        #expect(!result.isValid)
    }

    @Test func requiredOptionsMustBePresent() {
        let text = variant("      \"clientName\": \"Acme\",\n", "")
        let result = validate(text)
        let entry = diagnostic(at: "providers.backup", in: result)
        #expect(entry?.message == "missing \"clientName\": The name shown to users.")
        #expect(entry?.position == position(of: "\"backup\": {", in: text))
        #expect(result.diagnostics.count == 1)
    }

    // MARK: - Secrets

    @Test func secretsAnywhereAreRefusedWithTheServerMessage() {
        let text = """
            {
              "version": 1,
              "client_secret": "cs-123",
              "provider": "main",
              "misc": { "API-KEY": "k" },
              "providers": {
                "main": { "adapter": "scripted", "apiKey": "ak-1" },
                "bank": {
                  "adapter": "oauthbank", "redirectURI": "https://app.example.com/oauth", "clientName": "Acme",
                  "extra": { "auth": { "password": "hunter2" } },
                  "anything": [ { "secret": "s" } ]
                }
              }
            }
            """
        let result = validate(text)
        #expect(!result.isValid)
        let secretPaths = [
            "client_secret", "misc.API-KEY", "providers.main.apiKey", "providers.bank.extra.auth.password",
            "providers.bank.anything[0].secret",
        ]
        for path in secretPaths {
            let found = diagnostic(at: path, in: result)
            #expect(found?.severity == .error)
            #expect(found?.message.contains("looks like a secret") == true, "\(path)")
            #expect(found?.message.contains("belong on your app's server") == true, "\(path)")
            let key = String(path.split(separator: ".").last ?? "").replacingOccurrences(of: "anything[0]", with: "")
            #expect(found?.position == position(of: "\"\(key)\"", in: text), "\(path)")
        }
        // A secret key is reported as a secret, not also as an unknown key; `misc` itself is unknown.
        #expect(diagnostic(at: "misc", in: result)?.message == "unknown key \"misc\"")
        #expect(result.diagnostics.map(\.path) == ["client_secret", "misc", "misc.API-KEY", "providers.main.apiKey", "providers.bank.extra.auth.password", "providers.bank.anything[0].secret"])
    }

    @Test(arguments: ["secret", "clientSecret", "client_secret", "apiKey", "api_key", "password", "privateKey", "credentials"])
    func everySecretSpellingIsRefusedInAnEntry(key: String) {
        let text = variant("\"label\": \"primary\"", "\"label\": \"primary\", \"\(key)\": \"value\"")
        let result = validate(text)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic(at: "providers.main.\(key)", in: result)?.message.contains("belong on your app's server") == true)
    }

    @Test func tokenKeysAreNotServerSecrets() {
        // A link token key is an unknown option, not a server secret: tokens come from the server per link.
        let result = validate(variant("\"label\": \"primary\"", "\"label\": \"primary\", \"linkToken\": \"t\""))
        #expect(diagnostic(at: "providers.main.linkToken", in: result)?.message.hasPrefix("unknown key") == true)
    }

    /// Entry names under `providers` are the app's own labels, not settings: a name that looks like
    /// a secret is fine, but a secret inside the entry is still caught.
    @Test func anEntryNamedLikeASecretIsOnlyALabel() {
        let text = variant("\"main\": {", "\"secret-bank\": {").replacingOccurrences(of: "\"provider\": \"main\"", with: "\"provider\": \"secret-bank\"")
        let result = validate(text)
        #expect(result.diagnostics.filter { $0.path == "providers.secret-bank" }.isEmpty)
        #expect(result.isValid, "\(result.diagnostics)")
        let withSecret = validate(text.replacingOccurrences(of: "\"label\": \"primary\"", with: "\"label\": \"primary\", \"apiKey\": \"k\""))
        #expect(diagnostic(at: "providers.secret-bank.apiKey", in: withSecret)?.message.contains("looks like a secret") == true)
    }

    // MARK: - Everything at once

    @Test func everyProblemIsReportedSortedByPosition() {
        let text = """
            {
              "version": "1",
              "provider": "mian",
              "fallbacks": ["nope", "backup", "backup"],
              "apiKey": "abc",
              "provders": {},
              "providers": {
                "main": { "adapter": "scriptd" },
                "backup": {
                  "adapter": "oauthbank",
                  "redirectURI": "myapp://oauth",
                  "sandbox": 1,
                  "countryCodes": ["US", "USA"],
                  "clientSecret": "cs"
                },
                "extra": { "adapter": "scripted", "lable": "x" }
              }
            }
            """
        let result = validate(text, file: "app.json")
        #expect(!result.isValid)
        #expect(result.configuration == nil)
        let expected: [(String, ConfigDiagnostic.Severity, SourcePosition?)] = [
            ("version", .error, SourcePosition(line: 2, column: 3)),
            ("provider", .error, SourcePosition(line: 3, column: 3)),
            ("fallbacks[0]", .error, SourcePosition(line: 4, column: 17)),
            ("fallbacks[2]", .warning, SourcePosition(line: 4, column: 35)),
            ("apiKey", .error, SourcePosition(line: 5, column: 3)),
            ("provders", .error, SourcePosition(line: 6, column: 3)),
            ("providers.main.adapter", .error, SourcePosition(line: 8, column: 15)),
            ("providers.backup", .error, SourcePosition(line: 9, column: 5)),
            ("providers.backup.redirectURI", .error, SourcePosition(line: 11, column: 7)),
            ("providers.backup.sandbox", .error, SourcePosition(line: 12, column: 7)),
            ("providers.backup.countryCodes[1]", .error, SourcePosition(line: 13, column: 30)),
            ("providers.backup.clientSecret", .error, SourcePosition(line: 14, column: 7)),
            ("providers.extra.lable", .error, SourcePosition(line: 16, column: 39)),
        ]
        #expect(result.diagnostics.map(\.path) == expected.map(\.0))
        #expect(result.diagnostics.map(\.severity) == expected.map(\.1))
        #expect(result.diagnostics.map(\.position) == expected.map(\.2))
        #expect(result.diagnostics.allSatisfy { $0.file == "app.json" })
        #expect(diagnostic(at: "provders", in: result)?.message.contains("did you mean \"providers\"?") == true)
        #expect(diagnostic(at: "providers.backup", in: result)?.message.contains("missing \"clientName\"") == true)
        let positions = result.diagnostics.compactMap(\.position)
        #expect(positions == positions.sorted())
    }

    // MARK: - Adapter-specific checks

    @Test func adapterIssuesArePrefixedWithTheEntryPath() throws {
        let text = variant("\"countryCodes\": [\"US\", \"GB\"]", "\"countryCodes\": [\"US\", \"USA\", \"G\"], \"sandbox\": true")
        let result = validate(text)
        #expect(result.diagnostics.map(\.path) == ["providers.backup", "providers.backup.countryCodes[1]", "providers.backup.countryCodes[2]"])
        let usa = diagnostic(at: "providers.backup.countryCodes[1]", in: result)
        #expect(usa?.message == "must be a two-letter country code")
        #expect(usa?.severity == .error)
        #expect(usa?.position == position(of: "\"USA\"", in: text))
        let warning = diagnostic(at: "providers.backup", in: result)
        #expect(warning?.severity == .warning)
        #expect(warning?.message == "sandbox mode is on; never ship it")
        #expect(warning?.position == position(of: "\"backup\": {", in: text))
        #expect(!result.isValid)
    }

    @Test func adapterWarningsAloneKeepTheConfigurationValid() throws {
        let text = variant("\"products\": \"auth\"", "\"products\": \"auth\", \"sandbox\": true")
        let result = validate(text)
        let configuration = try #require(result.configuration)
        #expect(configuration.warnings.map(\.path) == ["providers.backup"])
        #expect(configuration.entries["backup"]?.bool("sandbox") == true)
    }

    // MARK: - Diagnostics

    @Test func diagnosticDescriptions() {
        let position = SourcePosition(line: 3, column: 7)
        #expect(ConfigDiagnostic(severity: .error, code: .invalidValue, path: "a.b", message: "m", position: position).description == "a.b: m (line 3, column 7)")
        #expect(ConfigDiagnostic(severity: .warning, code: .invalidValue, path: "a", message: "m", file: "f.json").description == "a: warning: m (f.json)")
        #expect(ConfigDiagnostic(severity: .error, code: .invalidValue, path: "", message: "m", position: position, file: "f.json").description == "(root): m (f.json:3:7)")
        #expect(ConfigDiagnostic(severity: .error, code: .invalidValue, path: "x", message: "m").description == "x: m")
        #expect(position.description == "3:7")
        #expect(SourcePosition(line: 2, column: 9) < SourcePosition(line: 3, column: 1))
        #expect(SourcePosition(line: 3, column: 1) < SourcePosition(line: 3, column: 2))
    }
}
