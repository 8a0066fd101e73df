import ProviderKit
import ProviderKitTesting

/// The `providerkit` command-line tool: argument dispatch only; every command's work happens in
/// the ProviderKit libraries.
@MainActor
public enum Tool {
    /// Every subcommand, in the order `--help` lists them.
    public static let commands: [any ToolCommand.Type] = [
        LinkCommand.self, ValidateCommand.self, ProvidersCommand.self, ReplayCommand.self, ConformanceCommand.self,
        ErrorsCommand.self, StoreCommand.self,
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
        text += "\n\nRun `providerkit <command> --help` for a command's options. Start with `providerkit link`."
        return text
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], io: any ToolIO) async -> ToolExitStatus {
        guard let name = arguments.first else {
            io.err(help)
            return .usage
        }
        if name == "--version" {
            io.out("providerkit \(ProviderKitVersion.current)")
            return .ok
        }
        if name == "--help" || name == "-h" || name == "help" {
            io.out(help)
            return .ok
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            io.err("unknown command \"\(name)\"\(NameSuggester.hint(for: name, among: commands.map { $0.name }))\n\n\(help)")
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
            io.err("\(command.name): \(error.description)\n\n\(command.help)")
            return .usage
        }
    }

    /// The built-in adapters a command should cover: all of them, or the one `--provider` names.
    /// Prints a usage error and returns `nil` for an unknown name.
    static func adapterTypes(_ arguments: ParsedArguments, io: any ToolIO) -> [any AdapterSandbox.Type]? {
        guard let name = arguments.options["--provider"] else { return BuiltInAdapters.types }
        guard let type = BuiltInAdapters.type(named: name) else {
            io.err("unknown adapter \"\(name)\"\(NameSuggester.hint(for: name, among: BuiltInAdapters.names)); adapters: \(BuiltInAdapters.names.joined(separator: ", "))")
            return nil
        }
        return [type]
    }

    /// Reads `--format`, allowing only `allowed`.
    static func format(
        _ arguments: ParsedArguments, allowed: [OutputFormat], default fallback: OutputFormat = .text, io: any ToolIO
    ) -> OutputFormat? {
        guard let raw = arguments.options["--format"] else { return fallback }
        guard let format = OutputFormat(rawValue: raw), allowed.contains(format) else {
            io.err("--format must be one of: \(allowed.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return format
    }
}
