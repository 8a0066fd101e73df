import ProviderKit
import ProviderKitTooling

/// `providerkit config diff OLD NEW`: what changes for users between two configuration files,
/// before a team publishes the new one.
public enum ConfigCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "config"
    /// One line for the command list.
    public static let summary = "Say what changes for users between two configuration files (config diff OLD NEW)."
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit config diff OLD NEW [--adapters MANIFEST] [--format text|json]

        Validates both files (as providerkit validate does, against the built-in adapters or the
        manifest's) and says what changes for users from OLD to NEW: the active entry or rollout
        weights (with the share of users who change entry, estimated over 10,000 sample
        identifiers), fallbacks, routes, entries switched off or on, redirect URIs, adapters,
        options, and entries added or removed. Use it before publishing a remote configuration
        (docs/remote-configuration.md).

        Text: one line per change on standard output, PATH: what changes for users (old → new),
        then a summary on standard error. JSON (--format json): one record per change,
        {"kind":"configChange","change","path","old","new","summary"}, then
        {"kind":"summary","command":"config diff","status","old","new","changes"}.

        Exit status: 0 when both files are valid (with or without changes), 65 when either is
        invalid, 66 a file that cannot be read, 64 usage error.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--format", "--adapters"]
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(io: io, format: (try? Tool.format(arguments, allowed: [.text, .json])) ?? .text)
        let changes: [ConfigurationChange]
        let files = Array(arguments.positionals.dropFirst())
        do throws(ToolFailure) {
            guard arguments.positionals.first == "diff" else {
                throw ToolFailure.usage(
                    arguments.positionals.isEmpty ? ToolDiagnosticCode.missingArgument : ToolDiagnosticCode.invalidValue,
                    "config takes the subcommand diff: providerkit config diff OLD NEW")
            }
            guard files.count == 2 else {
                throw ToolFailure.usage(
                    files.count < 2 ? ToolDiagnosticCode.missingArgument : ToolDiagnosticCode.unexpectedArgument,
                    "config diff takes exactly two files, OLD and NEW (got \(files.count))")
            }
            _ = try Tool.format(arguments, allowed: [.text, .json])
            let catalog = try AdapterSelection.catalog(arguments, output: output)
            let old = try ConfigFileValidation.load(path: files[0], catalog: catalog)
            let new = try ConfigFileValidation.load(path: files[1], catalog: catalog)
            (old.warnings + new.warnings).forEach { output.diagnostic($0) }
            changes = ConfigurationDiff.changes(from: old.configuration, to: new.configuration)
        } catch {
            return output.fail(error)
        }
        if output.isJSON {
            changes.forEach { output.record($0) }
            output.record(ConfigDiffSummaryRecord(old: files[0], new: files[1], changes: changes.count))
        } else {
            for change in changes {
                let values = change.old == nil && change.new == nil ? "" : " (\(change.old ?? "none") → \(change.new ?? "none"))"
                io.out(TerminalText.escaped("\(change.path): \(change.summary)\(values)"))
            }
            io.err("\(files[0]) → \(files[1]): \(changes.isEmpty ? "no change for users" : changes.count == 1 ? "1 change" : "\(changes.count) changes")")
        }
        return .ok
    }
}

/// The last record of `providerkit config diff --format json`:
/// `{"kind": "summary", "command": "config diff", "status", "old", "new", "changes"}`.
struct ConfigDiffSummaryRecord: Encodable {
    /// The old file.
    var old: String
    /// The new file.
    var new: String
    /// How many changes were printed.
    var changes: Int

    private enum CodingKeys: String, CodingKey { case kind, command, status, old, new, changes }

    /// Encodes the record, members in the documented order.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("summary", forKey: .kind)
        try container.encode("config diff", forKey: .command)
        try container.encode(ToolExitStatus.ok.rawValue, forKey: .status)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
        try container.encode(changes, forKey: .changes)
    }
}
