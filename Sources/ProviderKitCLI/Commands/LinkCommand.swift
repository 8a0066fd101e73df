import ProviderKit
import ProviderKitTesting

/// `providerkit link`: runs a complete link flow offline through an adapter's sandbox driver.
public enum LinkCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "link"
    /// One line for the command list.
    public static let summary = "Run a complete link flow offline, through the selected adapter's sandbox."
    /// The `--help` text.
    public static var help: String {
        var text = """
            USAGE: providerkit link [--config FILE] [--provider ENTRY] [--scenario NAME] [--format text|json] [--show-secrets]

            Runs one link session through the configuration's active entry (or ENTRY), driven by the
            adapter's sandbox driver: no network, no vendor account. Prints every event as it
            happens, then the single outcome. Secrets print as <redacted> unless --show-secrets.

            Without --config the built-in default configuration is used: provider "plaid",
            fallbacks ["meld"], and one entry per built-in adapter (plaid, plaid-legacy, mesh, meld).

            Exit status: 0 when the flow reached an outcome (success or exit), 64 for a usage error,
            65 for an invalid configuration.

            SCENARIOS
            """
        for type in BuiltInAdapters.types {
            text += "\n  \(type.descriptor.name):"
            for scenario in type.scenarios {
                let gap = String(repeating: " ", count: max(1, 26 - scenario.name.rawValue.count))
                text += "\n    \(scenario.name)\(gap)\(scenario.summary)"
            }
        }
        return text
    }
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--config", "--provider", "--scenario", "--format"]
    /// Options that are flags.
    public static let flags: Set<String> = ["--show-secrets"]

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        guard arguments.positionals.isEmpty else {
            io.err("link takes no positional arguments (got \(arguments.positionals.joined(separator: " ")))")
            return .usage
        }
        guard let format = Tool.format(arguments, allowed: [.text, .json], io: io) else { return .usage }
        let validationRegistry = BuiltInAdapters.sandboxRegistry()
        let configuration: ProviderConfiguration
        switch ConfigFileValidation.load(path: arguments.options["--config"], registry: validationRegistry) {
        case .success(let loaded): configuration = loaded
        case .failure(let error):
            error.diagnostics.forEach { io.err($0.description) }
            return .dataError
        }
        let entryName = arguments.options["--provider"] ?? configuration.activeEntryName
        guard let entry = configuration.entries[entryName] else {
            io.err("no entry \"\(entryName)\" in the configuration\(NameSuggester.hint(for: entryName, among: configuration.entries.keys.sorted())); entries: \(configuration.entries.keys.sorted().joined(separator: ", "))")
            return .usage
        }
        guard let adapterType = BuiltInAdapters.type(named: entry.adapterName) else {
            io.err("the entry \"\(entryName)\" uses the adapter \"\(entry.adapterName)\", which has no built-in sandbox; built-in adapters: \(BuiltInAdapters.names.joined(separator: ", "))")
            return .usage
        }
        let scenario = arguments.options["--scenario"].map(SandboxScenario.Name.init(rawValue:)) ?? .success
        let run: SandboxRun
        do {
            run = try adapterType.makeRun(for: scenario)
        } catch {
            io.err("\(entry.adapterName): \((error as? LinkError)?.message ?? "\(error)")")
            return .usage
        }

        var registry = ProviderRegistry()
        registry.register(run.adapter)
        let factory = LinkSessionFactory(configuration: configuration, registry: registry)
        let printer = SessionPrinter(io: io, format: format, revealSecrets: arguments.flags.contains("--show-secrets"))
        let session: LinkSession
        do {
            session = try factory.makeSession(request: run.request, entryName: entryName, options: .init(closeAfterOutcome: 0.5))
        } catch {
            // The adapter refused the request before the flow started: report it as the outcome.
            let error = error as? LinkError ?? LinkError(code: .internal, message: "\(error)")
            printer.print(
                exit: LinkExit(adapterName: entry.adapterName, entryName: entryName, reason: .error(error), stage: .loading))
            return .ok
        }
        printer.attach(to: session)
        session.open()
        _ = await session.outcome
        await session.waitUntilClosed()
        return .ok
    }
}
