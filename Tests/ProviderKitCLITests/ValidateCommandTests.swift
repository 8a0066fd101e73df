import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

@MainActor
@Suite struct ValidateCommandTests {
    @Test func theBuiltInDefaultConfigurationIsValid() async throws {
        let file = try TemporaryFile(DefaultConfiguration.text)
        let run = await ToolRun(["validate", file.path])
        #expect(run.status == .ok, "\(run.out)")
        #expect(run.out.isEmpty)
        #expect(run.err == ["\(file.path): valid (0 errors, 0 warnings, 0 infos)"])
    }

    /// The reference configuration of docs/configuration.md (a Mesh entry with storage on
    /// included) passes as published.
    @Test func theReferenceConfigurationOfTheDocsIsValid() async throws {
        let page = try String(contentsOf: Repository.file("docs/configuration.md"), encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(block.contains("\"useSecureOnDeviceStorage\": true"))
        let file = try TemporaryFile(block)
        let run = await ToolRun(["validate", file.path, "--format", "json"])
        #expect(run.status == .ok, "\(run.out)")
        #expect(try run.jsonLines() == [
            ["kind": "summary", "command": "validate", "status": 0, "file": .string(file.path), "valid": true, "errors": 0, "warnings": 0, "infos": 0]
        ])
    }

    /// Every problem of the file, each with its position, key path, code and severity, in file order.
    @Test func reportsEveryProblemWithItsPathLineAndCode() async throws {
        let file = try TemporaryFile(
            """
            {
              "version": 2,
              "provider": "plaidd",
              "fallbacks": ["nowhere", "mesh", "mesh"],
              "providers": {
                "plaid": { "adapter": "plaid", "redirectURI": "myapp://oauth", "clientSecret": "s3cr3t", "mode": 3 },
                "mesh": { "adapter": "mesch" },
                "meld": { "adapter": "meld", "apScheme": "x" }
              },
              "extra": true
            }
            """)
        let run = await ToolRun(["validate", file.path, "--format", "json"])
        #expect(run.status == .dataError)
        let found = try run.lines(kind: "diagnostic").map {
            [$0["line"]?.intValue ?? 0, $0["severity"]?.stringValue ?? "", $0["path"]?.stringValue ?? "", $0["code"]?.stringValue ?? ""]
                .map { "\($0)" }.joined(separator: " ")
        }
        #expect(
            found == [
                "2 error version config.unsupportedVersion",
                "3 error provider config.unknownEntry",
                "4 error fallbacks[0] config.unknownEntry",
                "4 warning fallbacks[2] config.duplicateFallback",
                "6 error providers.plaid.redirectURI config.invalidRedirectURI",
                "6 error providers.plaid.clientSecret config.serverSecret",
                "6 error providers.plaid.mode config.wrongType",
                "7 error providers.mesh.adapter config.unknownAdapter",
                "8 error providers.meld config.missingRedirectURI",
                "8 error providers.meld.apScheme config.unknownKey",
                "10 error extra config.unknownKey",
            ], "\(run.out)")
        let messages = try run.lines(kind: "diagnostic").compactMap { $0["message"]?.stringValue }
        #expect(messages.contains("\"plaidd\" is not an entry under providers; did you mean \"plaid\"?"))
        #expect(messages.contains { $0.hasPrefix("unknown key \"apScheme\" for the meld adapter; did you mean \"appScheme\"?") })
        #expect(messages.contains { $0.hasPrefix("unknown adapter \"mesch\"; did you mean \"mesh\"?") && $0.contains("--adapters") })
        #expect(!run.out.joined().contains("s3cr3t"))
        let summary = try #require(try run.jsonLines().last)
        #expect(summary["kind"] == "summary" && summary["valid"] == false && summary["status"] == 65)
        #expect(summary["errors"] == 10 && summary["warnings"] == 1 && summary["infos"] == 0)
    }

    /// Text lines are compiler-style, so editors and CI annotate them.
    @Test func textLinesNameFileLineColumnSeverityPathAndCode() async throws {
        let file = try TemporaryFile(
            """
            {"version": 1, "provider": "mesh", "fallbacks": ["mesh"],
             "providers": {"mesh": {"adapter": "mesh", "redirectURI": "myapp://oauth"}}}
            """)
        let run = await ToolRun(["validate", file.path])
        #expect(run.status == .dataError)
        #expect(run.out.count == 2)
        #expect(run.out[0] == "\(file.path):1:50: warning: fallbacks[0]: \"mesh\" is the active provider; falling back to it changes nothing [config.redundantFallback]")
        #expect(run.out[1].hasPrefix("\(file.path):2:44: error: providers.mesh.redirectURI: \"myapp://oauth\" uses the custom scheme"))
        #expect(run.out[1].hasSuffix("[config.invalidRedirectURI]"))
        #expect(run.err == ["\(file.path): invalid (1 error, 1 warning, 0 infos)"])
    }

    @Test func malformedJSONReportsLineAndColumn() async throws {
        let file = try TemporaryFile("{\n  \"version\": 1,\n  \"provider\": \"plaid\",,\n}")
        let run = await ToolRun(["validate", file.path, "--format", "json"])
        #expect(run.status == .dataError)
        let diagnostic = try #require(try run.lines(kind: "diagnostic").first)
        #expect(diagnostic["severity"] == "error" && diagnostic["code"] == "config.malformed")
        #expect(diagnostic["line"] == 3)
        #expect(diagnostic["column"] == 23)
        #expect(diagnostic["message"]?.stringValue?.hasPrefix("malformed JSON:") == true)
        #expect(try run.lines(kind: "summary").first?["valid"] == false)
    }

    @Test func warningsKeepTheConfigurationValid() async throws {
        let file = try TemporaryFile(
            """
            {"version": 1, "provider": "mesh", "fallbacks": ["mesh"], "providers": {"mesh": {"adapter": "mesh"}}}
            """)
        let run = await ToolRun(["validate", file.path, "--format", "json"])
        #expect(run.status == .ok)
        let records = try run.jsonLines()
        #expect(records.count == 2)
        #expect(records.first?["severity"] == "warning" && records.first?["code"] == "config.redundantFallback")
        #expect(records.last?["valid"] == true && records.last?["warnings"] == 1)
    }

    /// JSON output is JSON Lines, never one document: every line a record whose first member is `kind`.
    @Test(arguments: [
        #"{"version": 1, "provider": "mesh", "providers": {"mesh": {"adapter": "mesh"}}}"#,
        #"{"version": 1, "provider": "x", "providers": {"mesh": {"adapter": "nope", "k": 1}}}"#, "{",
    ])
    func jsonIsOneRecordPerLineKindFirstEndingWithTheSummary(text: String) async throws {
        let file = try TemporaryFile(text)
        let run = await ToolRun(["validate", file.path, "--format", "json"])
        #expect(run.err.isEmpty)
        for line in run.out.dropLast() { #expect(line.hasPrefix("{\"kind\":\"diagnostic\",\"severity\":"), "\(line)") }
        #expect(run.out.last?.hasPrefix("{\"kind\":\"summary\",\"command\":\"validate\",\"status\":\(run.status.rawValue),") == true)
        #expect(try run.jsonLines().count == run.out.count)
    }

    @Test func aPlistIsCheckedAsALegacyPlaidInfoPlist() async throws {
        let file = try TemporaryFile(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>PLKPlaidLinkConfiguration</key>
              <dict>
                <key>clientName</key><string>Demo</string>
                <key>key</key><string>abc123</string>
                <key>env</key><string>staging</string>
                <key>product</key><array><string>auth</string><string>telepathy</string></array>
              </dict>
            </dict>
            </plist>
            """, suffix: ".plist")
        let run = await ToolRun(["validate", file.path])
        #expect(run.status == .dataError)
        #expect(run.out.count == 2)
        #expect(run.out.first?.hasPrefix("\(file.path):8:5: error: PLKPlaidLinkConfiguration.env: unknown environment \"staging\"") == true)
        #expect(run.out.last?.hasPrefix("\(file.path):") == true)
        #expect(run.out.last?.contains(": error: PLKPlaidLinkConfiguration.product[1]: unknown product \"telepathy\"") == true)
        #expect(run.out.allSatisfy { $0.hasSuffix("[config.adapterRule]") })
    }
}
