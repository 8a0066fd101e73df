import ProviderKit
import ProviderKitTesting

/// `providerkit providers [--adapters FILE] [--format json]`: lists the adapters the tool knows.
public enum ProvidersCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "providers"
    /// One line for the command list.
    public static let summary = "List the adapters (built in, or from --adapters): options, redirect URI, scenarios."
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit providers [--adapters MANIFEST] [--format text|json]

        Lists every adapter a configuration may name: the built-in ones, or with --adapters those of
        an adapter manifest (see validate --help). For each: its name (the value of "adapter" in a
        configuration entry), whether entries need an https redirectURI, its options with their
        kinds, requiredness and allowed values, its sandbox scenarios, and how it updates an
        existing connection and resumes after the app was killed mid-OAuth.

        JSON: one {"kind":"adapter",…} record per adapter, with the descriptor members of the
        adapter manifest, plus "source" (builtIn or manifest), "scenarios", "errorCodes" and
        "eventNames" (null for an adapter known only from a manifest).

        Exit status: 0, 64 usage error, 65 invalid manifest, 66 a manifest that cannot be read.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--format", "--adapters"]
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(io: io, format: (try? Tool.format(arguments, allowed: [.text, .json])) ?? .text)
        let catalog: AdapterCatalog
        do throws(ToolFailure) {
            try Tool.expectPositionals(arguments, atMost: 0, command: name)
            _ = try Tool.format(arguments, allowed: [.text, .json])
            catalog = try AdapterSelection.catalog(arguments, output: output)
        } catch {
            return output.fail(error)
        }
        for adapter in catalog.adapters {
            if output.isJSON {
                output.record(AdapterRecord(adapter: adapter))
            } else {
                describe(adapter).forEach(io.out)
            }
        }
        return .ok
    }

    /// The text lines for one adapter.
    static func describe(_ adapter: AdapterCatalog.Adapter) -> [String] {
        let descriptor = adapter.descriptor
        var lines = [
            "\(descriptor.name)  \(descriptor.displayName)\(adapter.isFromManifest ? "  (from the adapter manifest)" : "")",
            "  redirectURI: \(descriptor.requiresRedirectURI ? "required (https universal link)" : "optional")",
        ]
        for option in descriptor.options {
            var traits = [option.kind.rawValue]
            if option.isRequired { traits.append("required") }
            if let allowed = option.allowedValues {
                traits.append("one of \(allowed.map(JSONWriter.string).joined(separator: ", "))")
            }
            lines.append("  option \(option.key) (\(traits.joined(separator: ", "))): \(option.summary)")
            if let reason = option.allowedValuesReason { lines.append("    only those values: \(reason)") }
        }
        if let sandbox = adapter.sandbox {
            lines.append("  scenarios: \(sandbox.scenarios.map(\.name.rawValue).joined(separator: ", "))")
            lines.append(
                "  mappings: \(sandbox.descriptor.errorTable.rules.count) vendor errors, \(sandbox.descriptor.eventTable.rules.count) vendor events")
        } else {
            lines.append("  no sandbox here: validation only")
        }
        lines.append("  update: \(descriptor.updateSupport.isSupported ? "" : "not supported; ")\(descriptor.updateSupport.summary)")
        lines.append(
            "  resume after a relaunch: \(descriptor.resumeSupport?.summary ?? "not possible; an interrupted journey ends as interrupted")")
        return lines
    }
}
