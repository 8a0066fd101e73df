import Foundation
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
                   providerkit link --journey NAME [--config FILE] [--provider ENTRY] [--journal DIR] [--format text|json] [--show-secrets]

            Runs one link session through the configuration's active entry (or ENTRY), driven by the
            adapter's sandbox driver: no network, no vendor account. Prints every event as it
            happens, then the single outcome. Secrets print as <redacted> unless --show-secrets.

            Without --config the built-in default configuration is used: provider "plaid",
            fallbacks ["meld"], and one entry per built-in adapter (plaid, plaid-legacy, mesh, meld).

            With --journey, runs a whole journey instead (token provider, sessions, fresh tokens,
            fallbacks, update, an app killed mid-OAuth), starting on the active entry (or ENTRY), and
            prints one stream: each attempt with its events, then the single final result
            (JSON: the journey records of docs/wire-format.md). --journal keeps the journal of
            killed-mid-oauth in DIR instead of a temporary directory.

            Exit status: 0 when the flow reached an outcome (success or exit), 64 for a usage error,
            65 for an invalid configuration.

            JOURNEYS
            """
        for journey in SandboxJourneyScenario.allCases {
            let gap = String(repeating: " ", count: max(1, 26 - journey.rawValue.count))
            text += "\n    \(journey.rawValue)\(gap)\(journey.summary)"
        }
        text += "\n\nSCENARIOS"
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
    public static let valueOptions: Set<String> = ["--config", "--provider", "--scenario", "--format", "--journey", "--journal"]
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
        if let name = arguments.options["--journey"] {
            return await runJourney(name, arguments: arguments, configuration: configuration, format: format, io: io)
        }
        if arguments.options["--journal"] != nil {
            io.err("--journal goes with --journey")
            return .usage
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
            // A request the adapter refuses is the session's outcome (an exit at stage loading);
            // only an entry missing from the configuration throws, and it was checked above.
            session = try factory.makeSession(request: run.request, entryName: entryName, options: .init(closeAfterOutcome: 0.5))
        } catch {
            io.err("\((error as? LinkError)?.message ?? "\(error)")")
            return .usage
        }
        printer.attach(to: session)
        session.open()
        _ = await session.outcome
        await session.waitUntilClosed()
        return .ok
    }

    /// `--journey NAME`: a whole journey on the sandboxes, printed as one stream.
    private static func runJourney(
        _ name: String, arguments: ParsedArguments, configuration: ProviderConfiguration, format: OutputFormat,
        io: any ToolIO
    ) async -> ToolExitStatus {
        guard let scenario = SandboxJourneyScenario(rawValue: name) else {
            let names = SandboxJourneyScenario.allCases.map(\.rawValue)
            io.err("unknown journey \"\(name)\"\(NameSuggester.hint(for: name, among: names)); journeys: \(names.joined(separator: ", "))")
            return .usage
        }
        if arguments.options["--scenario"] != nil {
            io.err("--scenario and --journey cannot be combined: a journey picks each attempt's scenario")
            return .usage
        }
        let entryName = arguments.options["--provider"]
        if let entryName, configuration.entries[entryName] == nil {
            io.err("no entry \"\(entryName)\" in the configuration\(NameSuggester.hint(for: entryName, among: configuration.entries.keys.sorted())); entries: \(configuration.entries.keys.sorted().joined(separator: ", "))")
            return .usage
        }
        let printer = JourneyPrinter(io: io, format: format, revealSecrets: arguments.flags.contains("--show-secrets"))
        do {
            _ = try await SandboxJourneyRunner.run(
                scenario, configuration: configuration, entryName: entryName,
                journalDirectory: arguments.options["--journal"].map { URL(fileURLWithPath: $0) }, printer: printer)
            return .ok
        } catch {
            io.err((error as? LinkError)?.message ?? "\(error)")
            return .usage
        }
    }
}
