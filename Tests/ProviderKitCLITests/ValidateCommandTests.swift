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
    }

    @Test func reportsEveryProblemWithItsPathAndLine() async throws {
        let file = try TemporaryFile(
            """
            {
              "version": 2,
              "provider": "plaidd",
              "fallbacks": ["nowhere"],
              "providers": {
                "plaid": { "adapter": "plaid", "redirectURI": "myapp://oauth", "clientSecret": "s3cr3t" },
                "mesh": { "adapter": "mesch" }
              },
              "extra": true
            }
            """)
        let run = await ToolRun(["validate", file.path])
        #expect(run.status == .dataError)
        let text = run.out.joined(separator: "\n")
        #expect(text.contains("version: unsupported version 2"))
        #expect(text.contains("provider: \"plaidd\" is not an entry under providers; did you mean \"plaid\"?"))
        #expect(text.contains("fallbacks[0]: \"nowhere\" is not an entry under providers"))
        #expect(text.contains("providers.plaid.redirectURI: \"myapp://oauth\" uses the custom scheme"))
        #expect(text.contains("providers.plaid.clientSecret: \"clientSecret\" looks like a secret"))
        #expect(text.contains("belong on your app's server"))
        #expect(text.contains("providers.mesh.adapter: unknown adapter \"mesch\"; did you mean \"mesh\"?"))
        #expect(text.contains("extra: unknown key \"extra\""))
        #expect(text.contains("\(file.path):2:"))
        #expect(run.out.count == 7)
    }

    @Test func malformedJSONReportsLineAndColumn() async throws {
        let file = try TemporaryFile("{\n  \"version\": 1,\n  \"provider\": \"plaid\",,\n}")
        let run = await ToolRun(["validate", file.path, "--format", "json"])
        #expect(run.status == .dataError)
        let result = try #require(try run.jsonLines().first)
        #expect(result["valid"] == .bool(false))
        let diagnostic = try #require(result["diagnostics"]?.arrayValue?.first)
        #expect(diagnostic["severity"] == "error")
        #expect(diagnostic["line"] == 3)
        #expect(diagnostic["column"] == 23)
        #expect(diagnostic["message"]?.stringValue?.hasPrefix("malformed JSON:") == true)
    }

    @Test func warningsKeepTheConfigurationValid() async throws {
        let file = try TemporaryFile(
            """
            {"version": 1, "provider": "mesh", "fallbacks": ["mesh"], "providers": {"mesh": {"adapter": "mesh"}}}
            """)
        let run = await ToolRun(["validate", file.path, "--format", "json"])
        #expect(run.status == .ok)
        let result = try #require(try run.jsonLines().first)
        #expect(result["valid"] == .bool(true))
        #expect(result["diagnostics"]?.arrayValue?.first?["severity"] == "warning")
    }

    @Test func unreadableFileIsInvalidInput() async {
        let run = await ToolRun(["validate", "/nonexistent/providers.json"])
        #expect(run.status == .dataError)
        #expect(run.out.first?.contains("cannot read the file") == true)
    }
}
