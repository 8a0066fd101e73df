import Foundation
import ProviderKit

/// `providerkit validate FILE [--format json]`: checks a configuration file.
public enum ValidateCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "validate"
    /// One line for the command list.
    public static let summary = "Check a configuration file; list every problem with its key path."
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit validate FILE [--format text|json]

        Checks a ProviderKit configuration (JSON) against the schema and the built-in adapters and
        prints every problem, one `path: message` line each, with the file position. A FILE ending
        in .plist is checked as a legacy Plaid v1 Info.plist (the PLKPlaidLinkConfiguration dictionary).

        Exit status: 0 when valid (warnings allowed), 65 when invalid, 64 for a usage error.
        JSON output: {"valid":bool,"diagnostics":[{"severity","path","message","line","column"}]}
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--format"]
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            io.err("validate needs exactly one FILE\n\n\(help)")
            return .usage
        }
        guard let format = Tool.format(arguments, allowed: [.text, .json], io: io) else { return .usage }
        let diagnostics = ConfigFileValidation.validate(path: path, registry: BuiltInAdapters.sandboxRegistry())
        let valid = !diagnostics.contains { $0.severity == .error }
        if format == .json {
            io.out(
                JSONWriter.string(orderedObject: [
                    ("valid", .bool(valid)),
                    ("diagnostics", .array(diagnostics.map(json))),
                ]))
        } else {
            diagnostics.forEach { io.out($0.description) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            io.err(valid ? "\(path): valid (\(diagnostics.count) warning(s))" : "\(path): invalid (\(errors) error(s), \(diagnostics.count - errors) warning(s))")
        }
        return valid ? .ok : .dataError
    }

    private static func json(_ diagnostic: ConfigDiagnostic) -> LinkJSONValue {
        var members: [String: LinkJSONValue] = [
            "severity": .string(diagnostic.severity.rawValue), "path": .string(diagnostic.path),
            "message": .string(diagnostic.message),
        ]
        if let position = diagnostic.position {
            members["line"] = .number(Double(position.line))
            members["column"] = .number(Double(position.column))
        }
        return .object(members)
    }
}
