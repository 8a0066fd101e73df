import ProviderKit

/// `providerkit errors`: prints the vendor error → unified code tables.
public enum ErrorsCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "errors"
    /// One line for the command list.
    public static let summary = "Print the error-mapping table: vendor type and code → unified code, recovery, retryable."
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit errors [--provider ADAPTER] [--format markdown|json]

        Prints each adapter's error table, the same table the adapter maps with at run time.
        docs/error-mapping/<adapter>.md is this command's Markdown output, and a test keeps them equal:
          swift run providerkit errors --provider plaid --format markdown > docs/error-mapping/plaid.md
        JSON: one object per line, {"provider","type","code","unifiedCode","recovery","retryable","note"}.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--provider", "--format"]
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        guard arguments.positionals.isEmpty else {
            io.err("errors takes no positional arguments")
            return .usage
        }
        guard let format = Tool.format(arguments, allowed: [.markdown, .json], default: .markdown, io: io) else {
            return .usage
        }
        guard let types = Tool.adapterTypes(arguments, io: io) else { return .usage }
        for (offset, type) in types.enumerated() {
            if format == .json {
                MappingTableRenderer.jsonLines(type.descriptor).forEach(io.out)
            } else {
                if offset > 0 { io.out("") }
                io.out(MappingTableRenderer.markdown(type.descriptor))
            }
        }
        return .ok
    }
}
