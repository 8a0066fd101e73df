import ProviderKit
import ProviderKitTesting

/// The `providerkit` command-line tool: argument dispatch only; every command's work happens in
/// the ProviderKit libraries.
@MainActor
public enum Tool {
    /// Every subcommand, in the order `--help` lists them.
    public static let commands: [any ToolCommand.Type] = [
        LinkCommand.self, ValidateCommand.self, ConfigCommand.self, ProvidersCommand.self, ReplayCommand.self,
        ConformanceCommand.self, ErrorsCommand.self, StoreCommand.self,
    ]

    /// The top-level help.
    public static var help: String {
        var text = """
            providerkit: link financial accounts through any aggregator, offline.

            USAGE: providerkit <command> [options]
                   providerkit --version

            COMMANDS
            """
        for command in commands {
            text += "\n  \(command.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(command.summary)"
        }
        text += """


            OPTIONS SHARED BY THE COMMANDS
              --format json        JSON Lines on standard output, one record per line, "kind" first
                                   (docs/wire-format.md); diagnostics included, each with its stable code.
              --provider ENTRY     always an entry of the configuration (--config FILE, or the built-in
                                   default, whose entries are named after their adapters).
              --adapter ADAPTER    always an adapter (replay, conformance, errors).
              --adapters FILE      an adapter manifest: the app's own adapters, third-party ones included
                                   (made with AdapterManifest from ProviderKitTesting; docs/cli.md).

            EXIT STATUS (every command, sysexits.h)
            """
        for status in ToolExitStatus.allCases {
            text += "\n  \(String(status.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0)) \(status.summary)"
        }
        text += "\n\nRun `providerkit <command> --help` for a command's options. Start with `providerkit link`."
        return text
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], io: any ToolIO) async -> ToolExitStatus {
        CrashHook.install()
        let output = ToolOutput(io: io, format: requestsJSON(arguments) ? .json : .text)
        guard let name = arguments.first else {
            io.err(help)
            return .usage
        }
        if name == "--version" {
            io.out("providerkit \(ProviderKitRelease.version)")
            return .ok
        }
        if name == "--help" || name == "-h" || name == "help" {
            io.out(help)
            return .ok
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            let message = "unknown command \"\(name)\"\(NameSuggester.hint(for: name, among: commands.map { $0.name }))"
            output.diagnostic(ToolDiagnostic(code: ToolDiagnosticCode.unknownCommand, message: message))
            if !output.isJSON { io.err("\n\(help)") }
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            io.out(command.help)
            return .ok
        }
        do {
            let parsed = try ParsedArguments(rest, valueOptions: command.valueOptions, flags: command.flags)
            return await command.run(parsed, io: io)
        } catch {
            return usageError(command, ToolFailure.usage(error.code, "\(command.name): \(error.description)"), output: output)
        }
    }

    /// Prints a usage failure (followed by the command's help in text) and returns `64`.
    static func usageError(_ command: any ToolCommand.Type, _ failure: ToolFailure, output: ToolOutput) -> ToolExitStatus {
        let status = output.fail(failure)
        if !output.isJSON { output.io.err("\n\(command.help)") }
        return status
    }

    /// `true` when the command line asks for JSON, so even a usage error prints as a JSON record.
    static func requestsJSON(_ arguments: [String]) -> Bool {
        if arguments.contains("--format=json") { return true }
        return zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "json" }
    }

    /// Reads `--format`, allowing only `allowed`.
    ///
    /// - Throws: `64` for any other value.
    static func format(
        _ arguments: ParsedArguments, allowed: [OutputFormat], default fallback: OutputFormat = .text
    ) throws(ToolFailure) -> OutputFormat {
        guard let raw = arguments.options["--format"] else { return fallback }
        guard let format = OutputFormat(rawValue: raw), allowed.contains(format) else {
            throw .usage(
                ToolDiagnosticCode.invalidValue, "--format must be one of: \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }

    /// Fails with `64` unless the command got at most `count` positional arguments.
    static func expectPositionals(
        _ arguments: ParsedArguments, atMost count: Int, command: String
    ) throws(ToolFailure) {
        guard arguments.positionals.count > count else { return }
        let extra = arguments.positionals.dropFirst(count).joined(separator: " ")
        throw .usage(
            ToolDiagnosticCode.unexpectedArgument,
            count == 0 ? "\(command) takes no arguments (got \(extra))" : "\(command) takes \(count) argument(s); extra: \(extra)")
    }
}
