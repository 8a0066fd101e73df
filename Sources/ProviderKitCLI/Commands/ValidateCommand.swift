import ProviderKit

/// `providerkit validate FILE [--adapters FILE] [--format json]`: checks a configuration file
/// against the adapters the app really registers.
public enum ValidateCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "validate"
    /// One line for the command list.
    public static let summary = "Check a configuration file against the app's adapters; every problem with its key path."
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit validate FILE [--adapters MANIFEST] [--format text|json]

        Checks a ProviderKit configuration (JSON) the way the app's ProviderConfiguration load does
        and prints every finding with its file position, key path and stable code. A FILE ending
        in .plist is checked as a legacy Plaid v1 Info.plist (the PLKPlaidLinkConfiguration dictionary).

        Without --adapters the configuration is checked against the four built-in adapters. An app
        with its own or third-party adapters, or whose Mesh adapter has no credential store, passes
        its adapter manifest: a JSON file a test of the app writes from the registry it really
        builds, with one line (ProviderKitTesting):

            try AdapterManifest(registry: registry).write(to: url)

        The configuration is then checked against exactly those adapters, options, kinds, required
        options, allowed values and redirect URI rules included. A manifest made from descriptors
        alone (AdapterManifest(descriptors:), what a third-party adapter ships) adds its adapters
        to the built-in ones. Rules an adapter writes in Swift (validate(entry:)) run for built-in
        adapters; for the others an info finding says they run when the app loads the file.

        Text: one line per finding on standard output, FILE:LINE:COLUMN: severity: PATH: message
        [code], then a summary on standard error. JSON (--format json): one diagnostic record per
        finding, then {"kind":"summary","command":"validate","status","file","valid","errors",
        "warnings","infos"}; codes are listed in docs/cli.md.

        Exit status: 0 valid (warnings and infos allowed), 65 invalid configuration or manifest,
        or text that is not UTF-8, 66 a file that does not exist or cannot be read, 64 usage error.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--format", "--adapters"]
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(io: io, format: (try? Tool.format(arguments, allowed: [.text, .json])) ?? .text)
        let file = arguments.positionals.first ?? ""
        var diagnostics: [ToolDiagnostic] = []
        let status: ToolExitStatus
        do throws(ToolFailure) {
            guard arguments.positionals.count == 1 else {
                throw ToolFailure.usage(
                    arguments.positionals.isEmpty ? ToolDiagnosticCode.missingArgument : ToolDiagnosticCode.unexpectedArgument,
                    "validate takes exactly one FILE (got \(arguments.positionals.count))")
            }
            _ = try Tool.format(arguments, allowed: [.text, .json])
            let loaded = try AdapterCatalog.load(manifestPath: arguments.options["--adapters"])
            diagnostics = loaded.warnings
            diagnostics += try ConfigFileValidation.validate(path: file, catalog: loaded.catalog)
            status = diagnostics.contains { $0.severity == .error } ? .dataError : .ok
        } catch {
            diagnostics += error.diagnostics
            status = error.status
        }
        // Findings go to standard output; a failure to check at all (usage, unreadable file) to standard error.
        let checked = status == .ok || status == .dataError
        diagnostics.forEach { output.diagnostic($0, toStandardOutput: checked) }
        if output.isJSON {
            output.record(ValidationSummaryRecord(status: status, file: file, diagnostics: diagnostics))
        } else if status == .usage {
            io.err("\n\(help)")
        } else {
            io.err(summaryLine(file: file, status: status, diagnostics: diagnostics))
        }
        return status
    }

    /// `providers.json: valid (0 errors, 1 warning, 0 infos)`.
    static func summaryLine(file: String, status: ToolExitStatus, diagnostics: [ToolDiagnostic]) -> String {
        func count(_ severity: LinkDiagnostic.Severity, _ noun: String) -> String {
            let number = diagnostics.filter { $0.severity == severity }.count
            return "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        let verdict = status == .ok ? "valid" : status == .dataError ? "invalid" : "not checked"
        return "\(file): \(verdict) (\(count(.error, "error")), \(count(.warning, "warning")), \(count(.info, "info")))"
    }
}
