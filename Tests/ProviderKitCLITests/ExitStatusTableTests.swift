import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

/// The same failure exits with the same status, and prints the same diagnostic code, in every
/// command that can meet it; with `--format json` the failure is a JSON record on standard output.
@MainActor
@Suite(.serialized) struct ExitStatusTableTests {
    /// The inputs every row draws on, made once per test.
    final class Inputs {
        let missing = "/nonexistent/providerkit/input.json"
        let directory = FileManager.default.temporaryDirectory.path
        let notUTF8: TemporaryFile
        let invalidConfig: TemporaryFile
        let acmeManifest: TemporaryFile
        let appConfig: TemporaryFile
        let store: StoreFixture
        let corruptStore: StoreFixture
        let newerStore: StoreFixture

        init() throws {
            notUTF8 = try TemporaryFile("")
            try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: notUTF8.url)
            invalidConfig = try TemporaryFile(#"{"version": 1}"#)
            acmeManifest = try AcmeAdapter.manifestFile()
            appConfig = try TemporaryFile(AcmeAdapter.configuration())
            store = try StoreFixture()
            corruptStore = try StoreFixture(contents: #"{"format":"providerkit.mesh.credentials","version":1,"accessTokens":[{"#)
            newerStore = try StoreFixture(contents: #"{"format":"providerkit.mesh.credentials","version":99,"accessTokens":[]}"#)
        }
    }

    struct Row: CustomStringConvertible {
        var arguments: [String]
        var status: ToolExitStatus
        var code: String
        var input = ""
        var description: String { "\(arguments.joined(separator: " ")) → \(status.rawValue) \(code)" }
    }

    /// Each failure, through each command that can meet it.
    static func rows(_ inputs: Inputs) -> [Row] {
        var rows: [Row] = []
        func everyCommandReading(_ path: String, _ status: ToolExitStatus, _ code: String) {
            for arguments in [
                ["validate", path], ["validate", inputs.appConfig.path, "--adapters", path], ["link", "--config", path],
                ["link", "--adapters", path], ["providers", "--adapters", path], ["errors", "--adapters", path],
                ["conformance", "--adapters", path], ["replay", "--adapter", "mesh", "--adapters", path, "-"],
                ["replay", "--provider", "mesh", "--config", path, "-"], ["errors", "--provider", "plaid", "--config", path],
                ["conformance", "--provider", "plaid", "--config", path],
            ] {
                rows.append(Row(arguments: arguments, status: status, code: code))
            }
        }
        everyCommandReading(inputs.missing, .noInput, "input.notFound")
        everyCommandReading(inputs.directory, .noInput, "input.unreadable")
        everyCommandReading(inputs.notUTF8.path, .dataError, "input.notUTF8")
        rows.append(Row(arguments: ["replay", "--adapter", "mesh", inputs.missing], status: .noInput, code: "input.notFound"))
        rows.append(Row(arguments: ["replay", "--adapter", "mesh", inputs.directory], status: .noInput, code: "input.unreadable"))

        for arguments in [
            ["validate", inputs.invalidConfig.path], ["link", "--config", inputs.invalidConfig.path],
            ["replay", "--provider", "mesh", "--config", inputs.invalidConfig.path, "-"],
            ["errors", "--provider", "mesh", "--config", inputs.invalidConfig.path],
            ["conformance", "--provider", "mesh", "--config", inputs.invalidConfig.path],
        ] {
            rows.append(Row(arguments: arguments, status: .dataError, code: "config.missingKey"))
        }
        rows.append(
            Row(arguments: ["replay", "--adapter", "mesh", "-"], status: .dataError, code: "malformedInput", input: "{\"onEvent\": nope}\n"))

        for arguments in [
            ["link"], ["validate", "x.json"], ["providers"], ["replay", "--adapter", "mesh", "-"], ["conformance"], ["errors"],
            ["store", "list", "--path", inputs.store.path],
        ] {
            rows.append(Row(arguments: arguments + ["--bogus"], status: .usage, code: "usage.unknownOption"))
            rows.append(Row(arguments: arguments + ["--format", "yaml"], status: .usage, code: "usage.invalidValue"))
        }
        for arguments in [["link", "x"], ["providers", "x"], ["conformance", "x"], ["errors", "x"], ["validate", "a", "b"]] {
            rows.append(Row(arguments: arguments, status: .usage, code: "usage.unexpectedArgument"))
        }
        for arguments in [["validate"], ["replay", "-"], ["replay", "--adapter", "mesh"], ["store", "list"], ["store"]] {
            rows.append(Row(arguments: arguments, status: .usage, code: "usage.missingArgument"))
        }
        for command in [["link"], ["replay", "-"], ["errors"], ["conformance"]] {
            rows.append(Row(arguments: command + ["--provider", "nope"], status: .usage, code: "usage.unknownEntry"))
        }
        for command in [["replay", "-"], ["errors"], ["conformance"]] {
            rows.append(Row(arguments: command + ["--adapter", "nope"], status: .usage, code: "usage.unknownAdapter"))
            rows.append(Row(arguments: command + ["--adapter", "plaid", "--provider", "plaid"], status: .usage, code: "usage.conflictingOptions"))
            rows.append(Row(arguments: command + ["--config", inputs.appConfig.path], status: .usage, code: "usage.conflictingOptions"))
            rows.append(
                Row(arguments: command + ["--adapter", "acme", "--adapters", inputs.acmeManifest.path], status: .unavailable, code: "tool.noSandbox"))
            rows.append(
                Row(
                    arguments: command + ["--provider", "acme", "--config", inputs.appConfig.path, "--adapters", inputs.acmeManifest.path],
                    status: .unavailable, code: "tool.noSandbox"))
        }
        rows.append(
            Row(
                arguments: ["link", "--config", inputs.appConfig.path, "--adapters", inputs.acmeManifest.path], status: .unavailable,
                code: "tool.noSandbox"))
        rows.append(Row(arguments: ["link", "--scenario", "nope"], status: .usage, code: "usage.invalidValue"))
        rows.append(Row(arguments: ["link", "--journey", "nope"], status: .usage, code: "usage.invalidValue"))
        rows.append(Row(arguments: ["link", "--journey", "fallback", "--scenario", "cancel"], status: .usage, code: "usage.conflictingOptions"))
        rows.append(Row(arguments: ["link", "--journal", inputs.directory], status: .usage, code: "usage.conflictingOptions"))
        rows.append(
            Row(
                arguments: ["link", "--journey", "fallback", "--config", inputs.appConfig.path, "--adapters", inputs.acmeManifest.path],
                status: .unavailable, code: "tool.noSandbox"))
        rows.append(Row(arguments: ["lnk"], status: .usage, code: "usage.unknownCommand"))

        rows.append(Row(arguments: ["store", "remove", "--path", inputs.store.path, "nope"], status: .notFound, code: "store.notFound"))
        rows.append(Row(arguments: ["store", "list", "--path", inputs.corruptStore.path], status: .dataError, code: "store.corrupt"))
        rows.append(
            Row(arguments: ["store", "remove", "--path", inputs.newerStore.path, "x"], status: .dataError, code: "store.unsupportedVersion"))
        rows.append(Row(arguments: ["store", "purge", "--path", inputs.store.path], status: .usage, code: "usage.invalidValue"))
        return rows
    }

    @Test func everyFailureExitsWithTheSameStatusAndCodeInEveryCommand() async throws {
        // Fresh inputs for the JSON pass: the text pass moves a corrupt store aside.
        let inputs = try Inputs()
        let jsonInputs = try Inputs()
        for (row, jsonRow) in zip(Self.rows(inputs), Self.rows(jsonInputs)) {
            let text = await ToolRun(row.arguments, input: row.input)
            #expect(text.status == row.status, "\(row): \(text.err)")
            // Text lines of the tool's own diagnostics end with the code (session diagnostics of
            // replay print as the session's text lines, without it).
            if row.code.contains(".") {
                #expect((text.err + text.out).contains { $0.hasSuffix("[\(row.code)]") }, "\(row): \(text.err)")
            }
            // A row that sets --format itself cannot also ask for JSON.
            guard !row.arguments.contains("--format") else { continue }
            let json = await ToolRun(jsonRow.arguments + ["--format", "json"], input: row.input)
            #expect(json.status == row.status, "\(row) as JSON")
            #expect(json.err.isEmpty, "\(row) as JSON: \(json.err)")
            #expect(json.out.allSatisfy { $0.hasPrefix("{\"kind\":") }, "\(row) as JSON: \(json.out)")
            let error = try json.lines(kind: "diagnostic").first { $0["severity"] == "error" }
            #expect(error?["code"]?.stringValue == row.code, "\(row) as JSON: \(json.out)")
        }
    }

    /// Every status of the table is met by some row, except those no built-in input can cause
    /// (a failing conformance check or sandbox, a store write failure): covered by the docs test.
    @Test func theTableCoversTheStatuses() throws {
        let met = Set(Self.rows(try Inputs()).map(\.status))
        #expect(met == Set(ToolExitStatus.allCases).subtracting([.ok, .software, .ioError]))
    }
}
