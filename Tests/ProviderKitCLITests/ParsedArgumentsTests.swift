import ProviderKitCLI
import Testing

@Suite struct ParsedArgumentsTests {
    @Test func splitsPositionalsOptionsAndFlags() throws {
        let parsed = try ParsedArguments(
            ["--provider", "plaid", "file.jsonl", "--format=json", "--show-secrets", "-"],
            valueOptions: ["--provider", "--format"], flags: ["--show-secrets"])
        #expect(parsed.positionals == ["file.jsonl", "-"])
        #expect(parsed.options == ["--provider": "plaid", "--format": "json"])
        #expect(parsed.flags == ["--show-secrets"])
    }

    @Test func unknownOptionSuggestsTheClosestOne() {
        #expect(throws: ParsedArguments.UsageError(
                description: "unknown option --scenari; did you mean --scenario?", code: "usage.unknownOption")) {
            try ParsedArguments(["--scenari", "x"], valueOptions: ["--scenario", "--config"], flags: [])
        }
    }

    @Test func optionWithoutValueIsAUsageError() {
        #expect(throws: ParsedArguments.UsageError(description: "--config needs a value")) {
            try ParsedArguments(["--config"], valueOptions: ["--config"], flags: [])
        }
    }

    @Test func flagWithValueIsAUsageError() {
        #expect(throws: ParsedArguments.UsageError(description: "--show-secrets takes no value")) {
            try ParsedArguments(["--show-secrets=yes"], valueOptions: [], flags: ["--show-secrets"])
        }
    }

    @Test func anOptionGivenTwiceIsAUsageError() {
        #expect(throws: ParsedArguments.UsageError(description: "--config is given twice; give it once")) {
            try ParsedArguments(["--config", "a", "--config=b"], valueOptions: ["--config"], flags: [])
        }
    }
}
