import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// Secrets planted in configuration files and Info.plists, whole and in malformed copies, never
/// appear in `providerkit validate` output, text or JSON; every diagnostic has a position inside
/// the file.
@MainActor
@Suite struct PlantedSecretValidateTests {
    nonisolated static let publicToken = PlantedSecret.publicToken.value
    nonisolated static let linkToken = PlantedSecret.linkToken.value
    nonisolated static let accessToken = PlantedSecret.accessToken.value
    nonisolated static let jwt = PlantedSecret.jwt.value
    nonisolated static let opaque = PlantedSecret.opaque.value
    nonisolated static let password = PlantedSecret.password.value

    /// The issue's redirect URI (user and password, an `access_token` query, an `id_token`
    /// fragment), secrets under secret-named keys, and tokens used as names.
    nonisolated static let configuration = """
        {
          "version": "\(linkToken)",
          "provider": "\(publicToken)",
          "fallbacks": ["\(accessToken)", 7],
          "providers": {
            "main": {"adapter": "plaid", "redirectURI": "https://user:\(password)@app.example.com/cb?access_token=\(accessToken)#id_token=\(jwt)"},
            "\(linkToken)": {"adapter": "plaid", "redirectURI": "https://app.example.com/cb", "client_secret": "\(password)", "apiKey": "\(opaque)"},
            "other": {"adapter": "\(publicToken)"},
            "legacy": {"adapter": "plaid-legacy", "key": "\(opaque)", "env": "\(linkToken)", "product": ["\(accessToken)"], "webhook": "https://u:\(password)@hooks.example.com/?token=\(jwt)"}
          },
          "\(jwt)": {"password": "\(password)"}
        }
        """

    nonisolated static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>PLKPlaidLinkConfiguration</key>
          <dict>
            <key>clientName</key><string>App</string>
            <key>key</key><string>\(opaque)</string>
            <key>env</key><string>\(linkToken)</string>
            <key>product</key><array><string>auth</string><string>\(accessToken)</string></array>
            <key>webhook</key><string>https://user:\(password)@hooks.example.com/plaid?token=\(jwt)</string>
            <key>oauthRedirectUri</key><string>https://app.example.com/cb?access_token=\(publicToken)</string>
            <key>\(publicToken)</key><string>x</string>
            <key>password</key><string>\(password)</string>
          </dict>
        </dict>
        </plist>
        """

    struct Document: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var suffix: String
        var description: String { name }
    }

    nonisolated static let documents = [
        Document(name: "configuration", text: configuration, suffix: ".json"),
        Document(name: "Info.plist", text: plist, suffix: ".plist"),
    ]

    @Test(arguments: documents, ["text", "json"])
    func noPlantedSecretInAnyOutput(document: Document, format: String) async throws {
        for variant in LineMutations.variants(of: document.text, stride: 23) {
            let file = try TemporaryFile(variant, suffix: document.suffix)
            defer { try? FileManager.default.removeItem(at: file.url) }
            let run = await ToolRun(["validate", file.path, "--format", format])
            let output = (run.out + run.err).joined(separator: "\n")
            #expect(PlantedSecret.leaks(in: output).isEmpty, "\(PlantedSecret.leaks(in: output)) leaked: \(output)")
            #expect(run.status == .dataError)
        }
    }

    @Test func theIssuesRedirectURIIsNamedButNeverQuotedWhole() async throws {
        let file = try TemporaryFile(Self.configuration)
        let run = await ToolRun(["validate", file.path])
        let line = try #require(run.out.first { $0.hasPrefix("providers.main.redirectURI") })
        #expect(line.contains("\"https://<redacted>@app.example.com/cb?access_token=<redacted>#id_token=<redacted>\""))
        #expect(line.contains("contains a user name or password"))
    }

    @Test(arguments: documents)
    func everyDiagnosticHasAPositionInsideTheFile(document: Document) async throws {
        for variant in LineMutations.variants(of: document.text, stride: 23) {
            let file = try TemporaryFile(variant, suffix: document.suffix)
            defer { try? FileManager.default.removeItem(at: file.url) }
            let diagnostics = ConfigFileValidation.validate(path: file.path, registry: BuiltInAdapters.sandboxRegistry())
            #expect(!diagnostics.isEmpty)
            for diagnostic in diagnostics {
                let position = try #require(diagnostic.position, "\(diagnostic) has no position")
                #expect(position.lies(in: variant), "\(diagnostic) points outside the text")
            }
        }
    }
}
