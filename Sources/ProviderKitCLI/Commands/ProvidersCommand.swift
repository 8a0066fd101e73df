import ProviderKit
import ProviderKitTesting

/// `providerkit providers [--format json]`: lists the registered adapters.
public enum ProvidersCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "providers"
    /// One line for the command list.
    public static let summary = "List the registered adapters, their options and sandbox scenarios."
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit providers [--format text|json]

        Lists every built-in adapter: its name (the value of "adapter" in a configuration entry),
        whether entries need an https redirectURI, its configuration keys, its sandbox scenarios, and
        how it updates an existing connection and resumes after the app was killed mid-OAuth.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--format"]
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        guard arguments.positionals.isEmpty else {
            io.err("providers takes no arguments")
            return .usage
        }
        guard let format = Tool.format(arguments, allowed: [.text, .json], io: io) else { return .usage }
        for type in BuiltInAdapters.types {
            let descriptor = type.descriptor
            if format == .json {
                io.out(
                    JSONWriter.string(orderedObject: [
                        ("name", .string(descriptor.name)), ("displayName", .string(descriptor.displayName)),
                        ("requiresRedirectURI", .bool(descriptor.requiresRedirectURI)),
                        ("options", .array(descriptor.options.map { .string($0.key) })),
                        ("scenarios", .array(type.scenarios.map { .string($0.name.rawValue) })),
                        ("errorCodes", .number(Double(descriptor.errorTable.rules.count))),
                        ("eventNames", .number(Double(descriptor.eventTable.rules.count))),
                        ("update", .object(["supported": .bool(descriptor.updateSupport.isSupported), "summary": .string(descriptor.updateSupport.summary)])),
                        ("resume", descriptor.resumeSupport.map { .object(["redirectQueryItem": .string($0.redirectQueryItem), "summary": .string($0.summary)]) } ?? .null),
                    ]))
            } else {
                io.out("\(descriptor.name)  \(descriptor.displayName)")
                io.out("  redirectURI: \(descriptor.requiresRedirectURI ? "required (https universal link)" : "not used")")
                for option in descriptor.options {
                    io.out("  option \(option.key) (\(option.kind.rawValue)\(option.isRequired ? ", required" : "")): \(option.summary)")
                }
                io.out("  scenarios: \(type.scenarios.map(\.name.rawValue).joined(separator: ", "))")
                io.out("  mappings: \(descriptor.errorTable.rules.count) vendor errors, \(descriptor.eventTable.rules.count) vendor events")
                io.out("  update: \(descriptor.updateSupport.isSupported ? "" : "not supported; ")\(descriptor.updateSupport.summary)")
                io.out("  resume after a relaunch: \(descriptor.resumeSupport?.summary ?? "not possible; an interrupted journey ends as interrupted")")
            }
        }
        return .ok
    }
}
