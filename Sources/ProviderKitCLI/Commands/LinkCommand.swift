import Foundation
import ProviderKit
import ProviderKitTesting

/// `providerkit link`: runs a complete link flow, or a whole journey, offline through the
/// adapters' sandbox drivers.
public enum LinkCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "link"
    /// One line for the command list.
    public static let summary = "Run a complete link flow (or a journey) offline, through the selected entry's sandbox."
    /// The `--help` text.
    public static var help: String {
        var text = """
            USAGE: providerkit link [--config FILE] [--adapters MANIFEST] [--provider ENTRY] [--scenario NAME]
                                    [--config-url URL [--config-cache DIR]] [--format text|json] [--show-secrets]
                   providerkit link --journey NAME [--config FILE] [--adapters MANIFEST] [--provider ENTRY]
                                    [--config-url URL [--config-cache DIR]] [--journal DIR] [--bundle FILE]
                                    [--format text|json] [--show-secrets]

            Runs one link session through the configuration's active entry (or ENTRY), driven by the
            adapter's sandbox driver: no network, no vendor account. Prints every event as it
            happens, then the single outcome. Secrets print as <redacted> unless --show-secrets.

            Without --config the built-in default configuration is used: provider "plaid",
            fallbacks ["meld"], and one entry per built-in adapter (plaid, plaid-legacy, mesh, meld).
            --provider names an entry of that configuration, never an adapter. --adapters MANIFEST
            (an adapter manifest) lets an app's real configuration load with its third-party
            entries; those entries cannot run here (exit 69), the built-in ones run on their sandboxes.

            --config-url URL layers a remote configuration over --config FILE (the bundled layer) as an
            app's LinkConfigurationSource does: the file is fetched once before the run and used only
            if it is valid; --config-cache DIR keeps the last valid file between runs, so the next run
            starts on it and makes a conditional request (ETag). Which layer is active, and why, is
            printed as remote.layer and remote.fetch diagnostics (docs/remote-configuration.md).

            With --journey, runs a whole journey instead (token provider, sessions, fresh tokens,
            fallbacks, update, an app killed mid-OAuth), starting on the active entry (or ENTRY), and
            prints one stream: each attempt with its events, then the single final result
            (JSON: the journey records of docs/wire-format.md). --journal keeps the journal of
            killed-mid-oauth in DIR instead of a temporary directory. --bundle FILE records every
            attempt and writes the journey's support bundle (docs/support-bundles.md) to FILE;
            `providerkit replay FILE` replays it and says whether it reproduces.

            --format json prints JSON Lines in the wire format (docs/wire-format.md): event, success,
            exit, diagnostic (or journey) records, one per line, "kind" first.

            Exit status: 0 when the flow (or journey) reached an outcome, whichever; 64 usage error
            (unknown entry, scenario or journey, options that conflict); 65 invalid configuration or
            manifest; 66 a file that cannot be read; 69 an entry whose adapter has no sandbox here;
            70 a sandbox that failed; 74 a journal (--journey killed-mid-oauth) that could not be
            written, after the journey's result and every journal problem.

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
    public static let valueOptions: Set<String> = AdapterSelection.entryOptions.union(RemoteConfigurationLayer.options).union([
        "--scenario", "--format", "--journey", "--journal", "--bundle",
    ])
    /// Options that are flags.
    public static let flags: Set<String> = ["--show-secrets"]

    /// What a command line asks `link` to run.
    private enum Plan {
        case session(LinkSession)
        case journey(SandboxJourneyScenario, ProviderConfiguration)
    }

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(io: io, format: (try? Tool.format(arguments, allowed: [.text, .json])) ?? .text)
        let revealSecrets = arguments.flags.contains("--show-secrets")
        let plan: Plan
        do throws(ToolFailure) {
            let prepared = try prepare(arguments, output: output)
            let configuration = try await RemoteConfigurationLayer.configuration(
                arguments, bundled: prepared.configuration, registry: prepared.catalog.validationRegistry, output: output)
            plan = try makePlan(arguments, journey: prepared.journey, catalog: prepared.catalog, configuration: configuration)
        } catch {
            return output.fail(error)
        }
        switch plan {
        case .session(let session):
            let printer = SessionPrinter(io: io, format: output.format, revealSecrets: revealSecrets)
            printer.attach(to: session)
            session.open()
            _ = await session.outcome
            await session.waitUntilClosed()
            return .ok
        case .journey(let scenario, let configuration):
            let printer = JourneyPrinter(io: io, format: output.format, revealSecrets: revealSecrets)
            do {
                let report = try await SandboxJourneyRunner.run(
                    scenario, configuration: configuration, entryName: arguments.options["--provider"],
                    journalDirectory: arguments.options["--journal"].map { URL(fileURLWithPath: $0) },
                    bundle: arguments.options["--bundle"].map { URL(fileURLWithPath: $0) }, printer: printer)
                if let failed = report.journalProblems.first(where: { $0.kind == .writeFailed }) {
                    return output.fail(
                        ToolFailure(
                            .ioError,
                            [ToolDiagnostic(code: ToolDiagnosticCode.journalWriteFailed, message: "the journal could not be written: \(failed)")]))
                }
                return .ok
            } catch {
                // A journey the configuration cannot run (killed-mid-oauth without a plaid-legacy
                // entry) is a usage error; anything else is a sandbox that failed.
                let linkError = error as? LinkError
                let message = linkError?.message ?? "\(error)"
                return output.fail(
                    linkError?.code == .configuration
                        ? .usage(ToolDiagnosticCode.invalidValue, message)
                        : ToolFailure(.software, [ToolDiagnostic(code: ToolDiagnosticCode.sandboxFailed, message: message)]))
            }
        }
    }

    /// Checks the command line and loads the catalog and the (bundled) configuration.
    private static func prepare(
        _ arguments: ParsedArguments, output: ToolOutput
    ) throws(ToolFailure) -> (journey: SandboxJourneyScenario?, catalog: AdapterCatalog, configuration: ProviderConfiguration) {
        try Tool.expectPositionals(arguments, atMost: 0, command: name)
        _ = try Tool.format(arguments, allowed: [.text, .json])
        let journey = try journeyScenario(arguments)
        let catalog = try AdapterSelection.catalog(arguments, output: output)
        let configuration = try AdapterSelection.configuration(arguments, catalog: catalog, output: output)
        return (journey, catalog, configuration)
    }

    /// Picks the entry of `configuration` and makes the session (or names the journey).
    private static func makePlan(
        _ arguments: ParsedArguments, journey: SandboxJourneyScenario?, catalog: AdapterCatalog,
        configuration: ProviderConfiguration
    ) throws(ToolFailure) -> Plan {
        let entry = try AdapterSelection.entry(arguments, in: configuration)
        guard let sandbox = catalog.adapter(named: entry.adapterName)?.sandbox ?? BuiltInAdapters.type(named: entry.adapterName)
        else {
            throw AdapterCatalog.unavailable(entry.adapterName, manifest: catalog.manifestFile)
        }
        if let journey { return .journey(journey, configuration) }
        let scenario = arguments.options["--scenario"].map(SandboxScenario.Name.init(rawValue:)) ?? .success
        guard sandbox.scenario(named: scenario) != nil else {
            let names = sandbox.scenarios.map(\.name.rawValue)
            throw .usage(
                ToolDiagnosticCode.invalidValue,
                "the \(entry.adapterName) sandbox has no scenario \"\(scenario.rawValue)\"\(NameSuggester.hint(for: scenario.rawValue, among: names)); scenarios: \(names.joined(separator: ", "))")
        }
        let run: SandboxRun
        do {
            run = try sandbox.makeRun(for: scenario)
        } catch {
            throw ToolFailure(
                .software,
                [ToolDiagnostic(code: ToolDiagnosticCode.sandboxFailed, message: "\(entry.adapterName): \((error as? LinkError)?.message ?? "\(error)")")])
        }
        let factory = LinkSessionFactory(configuration: configuration, registry: ProviderRegistry([run.adapter]))
        do {
            // A request the adapter refuses is the session's outcome (an exit at stage loading);
            // only an entry missing from the configuration throws, and it was checked above.
            return .session(try factory.makeSession(request: run.request, entryName: entry.name, options: .init(closeAfterOutcome: 0.5)))
        } catch {
            throw ToolFailure(
                .software, [ToolDiagnostic(code: ToolDiagnosticCode.sandboxFailed, message: (error as? LinkError)?.message ?? "\(error)")])
        }
    }

    /// The journey `--journey` names, or `nil` for a single session.
    ///
    /// - Throws: `64` for an unknown journey, `--scenario` with `--journey`, `--journal` without it.
    private static func journeyScenario(_ arguments: ParsedArguments) throws(ToolFailure) -> SandboxJourneyScenario? {
        guard let name = arguments.options["--journey"] else {
            if arguments.options["--journal"] != nil {
                throw .usage(ToolDiagnosticCode.conflictingOptions, "--journal goes with --journey")
            }
            if arguments.options["--bundle"] != nil {
                throw .usage(ToolDiagnosticCode.conflictingOptions, "--bundle goes with --journey")
            }
            return nil
        }
        guard let scenario = SandboxJourneyScenario(rawValue: name) else {
            let names = SandboxJourneyScenario.allCases.map(\.rawValue)
            throw .usage(
                ToolDiagnosticCode.invalidValue,
                "unknown journey \"\(name)\"\(NameSuggester.hint(for: name, among: names)); journeys: \(names.joined(separator: ", "))")
        }
        if arguments.options["--scenario"] != nil {
            throw .usage(
                ToolDiagnosticCode.conflictingOptions, "--scenario and --journey cannot be combined: a journey picks each attempt's scenario")
        }
        return scenario
    }
}
