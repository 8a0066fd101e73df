/// One `providerkit` subcommand. Parsing stays in the command; the work happens in the libraries.
@MainActor
public protocol ToolCommand {
    /// The subcommand name, for example `link`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Options that take a value.
    static var valueOptions: Set<String> { get }
    /// Options that are flags.
    static var flags: Set<String> { get }

    /// Runs the command with parsed arguments.
    static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus
}
