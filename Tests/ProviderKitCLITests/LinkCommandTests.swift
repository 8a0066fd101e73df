import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

@MainActor
@Suite struct LinkCommandTests {
    @Test func theDefaultRunIsAPlaidSuccessWithARedactedToken() async throws {
        let run = await ToolRun(["link", "--format", "json"])
        #expect(run.status == .ok, "\(run.err)")
        let successes = try run.lines(kind: "success")
        #expect(successes.count == 1)
        let success = try #require(successes.first)
        #expect(success["adapterName"] == "plaid")
        #expect(success["credential"]?["kind"] == "publicToken")
        #expect(success["credential"]?["token"] == .string(Secret.redactedPlaceholder))
        #expect(try run.lines(kind: "exit").isEmpty)
        #expect(try run.lines(kind: "event").isEmpty == false)
    }

    @Test func showSecretsRevealsTheToken() async throws {
        let run = await ToolRun(["link", "--format", "json", "--show-secrets"])
        let value = try #require(try run.lines(kind: "success").first?["credential"]?["token"]?.stringValue)
        #expect(value != Secret.redactedPlaceholder)
        #expect(value.hasPrefix("public-sandbox-"))
    }

    /// Every built-in adapter, every scenario: exactly one outcome line, exit status 0.
    @Test(arguments: BuiltInAdapters.names)
    func everyScenarioOfEveryAdapterReachesExactlyOneOutcome(adapter: String) async throws {
        let scenarios = try #require(BuiltInAdapters.type(named: adapter)).scenarios.map(\.name)
        for scenario in SandboxScenario.Name.required { #expect(scenarios.contains(scenario), "\(adapter) lacks \(scenario)") }
        for scenario in scenarios {
            let run = await ToolRun(["link", "--provider", adapter, "--scenario", scenario.rawValue, "--format", "json"])
            #expect(run.status == .ok, "\(adapter) \(scenario): \(run.err)")
            let outcomes = try run.lines(kind: "success") + run.lines(kind: "exit")
            #expect(outcomes.count == 1, "\(adapter) \(scenario): \(run.out)")
        }
    }

    @Test(arguments: BuiltInAdapters.names)
    func cancelEndsAsUserCancelled(adapter: String) async throws {
        let run = await ToolRun(["link", "--provider", adapter, "--scenario", "cancel", "--format", "json"])
        let exit = try #require(try run.lines(kind: "exit").first)
        #expect(exit["reason"] == "userCancelled")
        #expect(exit["error"] == .null)
    }

    @Test(arguments: BuiltInAdapters.names)
    func institutionDownIsAnOutageThatOffersTheFallback(adapter: String) async throws {
        let run = await ToolRun(["link", "--provider", adapter, "--scenario", "institution-down", "--format", "json"])
        let exit = try #require(try run.lines(kind: "exit").first)
        #expect(exit["reason"] == "error")
        #expect(exit["error"]?["code"] == "institutionUnavailable")
        #expect(exit["error"]?["recovery"] == "retryLater")
        #expect(exit["error"]?["isRetryable"] == .bool(true))
        // The default configuration falls back to meld; meld never suggests itself.
        #expect(exit["fallbacks"] == (adapter == "meld" ? [] : ["meld"]))
    }

    @Test func switchingProviderIsAConfigurationChange() async throws {
        let file = try TemporaryFile(
            """
            {"version": 1, "provider": "mesh", "providers": {"mesh": {"adapter": "mesh"},
             "plaid": {"adapter": "plaid", "redirectURI": "https://app.example.com/plaid/oauth"}}}
            """)
        let run = await ToolRun(["link", "--config", file.path, "--format", "json"])
        let success = try #require(try run.lines(kind: "success").first)
        #expect(success["adapterName"] == "mesh")
        #expect(success["credential"]?["kind"] == "accessTokens")
    }

    @Test func unknownScenarioIsAUsageErrorListingTheScenarios() async {
        let run = await ToolRun(["link", "--scenario", "nope"])
        #expect(run.status == .usage)
        #expect(run.err.joined(separator: "\n").contains("scenarios: success"))
    }

    @Test func unknownEntryIsAUsageErrorWithASuggestion() async {
        let run = await ToolRun(["link", "--provider", "mesj"])
        #expect(run.status == .usage)
        #expect(run.err.first?.contains("did you mean \"mesh\"?") == true)
    }

    @Test func invalidConfigurationIsInvalidInput() async throws {
        let file = try TemporaryFile("{\"version\": 1}")
        let run = await ToolRun(["link", "--config", file.path])
        #expect(run.status == .dataError)
        #expect(run.err.contains { $0.hasPrefix(file.path) && $0.contains(": error: provider: missing") && $0.hasSuffix("[config.missingKey]") })
    }

    @Test func textOutputNeverPrintsASecret() async throws {
        let revealed = await ToolRun(["link", "--format", "json", "--show-secrets"])
        let token = try #require(try revealed.lines(kind: "success").first?["credential"]?["token"]?.stringValue)
        let text = await ToolRun(["link"])
        #expect(text.out.contains { $0.contains("publicToken <redacted>") })
        // Sandbox tokens are random per run, so also check the shape never appears.
        #expect(!text.out.joined().contains(token))
        #expect(!text.out.joined().contains("public-sandbox-"))
    }
}
