import ProviderKit

/// `providerkit errors`: prints the vendor error → unified code tables.
public enum ErrorsCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "errors"
    /// One line for the command list.
    public static let summary = "Print the error-mapping table: vendor type and code → unified code, recovery, retryable."
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit errors [--adapter ADAPTER | --provider ENTRY [--config FILE]] [--adapters MANIFEST]
                                  [--format markdown|json]

        Prints each built-in adapter's error table (or ADAPTER's, or ENTRY's adapter's), the same
        table the adapter maps with at run time. docs/error-mapping/<adapter>.md is this command's
        Markdown output, and a test keeps them equal:
          swift run providerkit errors --adapter plaid --format markdown > docs/error-mapping/plaid.md
        JSON: one record per row, {"kind":"errorMapping","adapterName","vendorType","vendorCode",
        "unifiedCode","recovery","isRetryable","note"}.

        Exit status: 0, 64 usage error, 69 an adapter known only from a manifest (its table is
        Swift code this tool does not have).
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = AdapterSelection.adapterOptions.union(["--format"])
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(
            io: io, format: (try? Tool.format(arguments, allowed: [.markdown, .json], default: .markdown)) ?? .markdown)
        let descriptors: [AdapterDescriptor]
        do throws(ToolFailure) {
            try Tool.expectPositionals(arguments, atMost: 0, command: name)
            _ = try Tool.format(arguments, allowed: [.markdown, .json], default: .markdown)
            let catalog = try AdapterSelection.catalog(arguments, output: output)
            let selected = try AdapterSelection.selectedAdapter(arguments, catalog: catalog, output: output)
            descriptors = (selected.map { [$0.sandbox].compactMap { $0 } } ?? BuiltInAdapters.types).map { $0.descriptor }
        } catch {
            return output.fail(error)
        }
        for (offset, descriptor) in descriptors.enumerated() {
            if output.isJSON {
                MappingTableRenderer.jsonLines(descriptor).forEach(io.out)
            } else {
                if offset > 0 { io.out("") }
                io.out(MappingTableRenderer.markdown(descriptor))
            }
        }
        return .ok
    }
}
