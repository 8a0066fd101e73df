import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

/// Validation of the `PLKPlaidLinkConfiguration` dictionary of an Info.plist.
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
