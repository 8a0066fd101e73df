import ProviderKit
import ProviderKitTesting

/// `providerkit link`: runs a complete link flow offline through an adapter's sandbox driver.
public enum LinkCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "link"
    /// One line for the command list.
    public static let summary = "Run a complete link flow offline, through the selected entry's sandbox."
    /// The `--help` text.
    public static var help: String {
        var text = """
            USAGE: providerkit link [--config FILE] [--adapters FILE] [--provider ENTRY] [--scenario NAME]
                                    [--format text|json] [--show-secrets]

            Runs one link session through the configuration's active entry (or ENTRY), driven by the
            adapter's sandbox driver: no network, no vendor account. Prints every event as it
            happens, then the single outcome. Secrets print as <redacted> unless --show-secrets.

            Without --config the built-in default configuration is used: provider "plaid",
            fallbacks ["meld"], and one entry per built-in adapter (plaid, plaid-legacy, mesh, meld).
            --provider names an entry of that configuration, never an adapter. --adapters FILE (an
            adapter manifest) lets an app's real configuration load with its third-party entries;
            those entries cannot run here (exit 69), the built-in ones run on their sandboxes.

            --format json prints JSON Lines in the wire format (docs/wire-format.md): event, success,
            exit and diagnostic records, one per line, "kind" first.

            Exit status: 0 when the flow reached an outcome (success or exit, whichever), 64 usage
            error (unknown entry or scenario), 65 invalid configuration or manifest, 66 a file that
            cannot be read, 69 an entry whose adapter has no sandbox here, 70 a sandbox that failed.

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
    public static let valueOptions: Set<String> = AdapterSelection.entryOptions.union(["--scenario", "--format"])
    /// Options that are flags.
    public static let flags: Set<String> = ["--show-secrets"]

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(io: io, format: (try? Tool.format(arguments, allowed: [.text, .json])) ?? .text)
        let session: LinkSession
        do {
            session = try makeSession(arguments, output: output)
        } catch {
            return output.fail(error)
        }
        let printer = SessionPrinter(io: io, format: output.format, revealSecrets: arguments.flags.contains("--show-secrets"))
        printer.attach(to: session)
        session.open()
        _ = await session.outcome
        await session.waitUntilClosed()
        return .ok
    }

    /// Loads the configuration, picks the entry and its sandbox run, and makes the session.
    private static func makeSession(_ arguments: ParsedArguments, output: ToolOutput) throws(ToolFailure) -> LinkSession {
        try Tool.expectPositionals(arguments, atMost: 0, command: name)
        _ = try Tool.format(arguments, allowed: [.text, .json])
        let catalog = try AdapterSelection.catalog(arguments, output: output)
        let configuration = try AdapterSelection.configuration(arguments, catalog: catalog, output: output)
        let entry = try AdapterSelection.entry(arguments, in: configuration)
        guard let sandbox = catalog.adapter(named: entry.adapterName)?.sandbox ?? BuiltInAdapters.type(named: entry.adapterName)
        else {
            throw AdapterCatalog.unavailable(entry.adapterName, manifest: catalog.manifestFile)
        }
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
            return try factory.makeSession(request: run.request, entryName: entry.name, options: .init(closeAfterOutcome: 0.5))
        } catch {
            throw ToolFailure(
                .software, [ToolDiagnostic(code: ToolDiagnosticCode.sandboxFailed, message: (error as? LinkError)?.message ?? "\(error)")])
        }
    }
}
