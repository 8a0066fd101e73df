import ProviderKit
import ProviderKitTesting

/// `providerkit conformance`: runs the conformance suite against the built-in adapters.
public enum ConformanceCommand: ToolCommand {
    /// The subcommand name.
    public static let name = "conformance"
    /// One line for the command list.
    public static let summary = "Run the adapter conformance suite; ends with `N passed, N failed`."
    /// The `--help` text.
    public static let help = """
        USAGE: providerkit conformance [--adapter ADAPTER | --provider ENTRY [--config FILE]] [--adapters MANIFEST]
                                       [--format text|json]

        Runs ProviderKitTesting's conformance suite against every built-in adapter (or the one
        ADAPTER names, or ENTRY's adapter), through each adapter's sandbox: every declared scenario
        runs to exactly one outcome, each scenario's transcript replays to the live run's outcome
        and events, unreadable transcript lines are rejected; and through its conformance probe:
        exactly one outcome under duplicate and late callbacks, late events delivered, idempotent
        cancel, abandonment, the whole error table end to end, unknown codes and events, events
        keep their name, stage, institution and error, raw data kept, secrets redacted in
        successes, exits, events and diagnostics, sessions released. A third-party adapter runs the
        same suite in its own tests (ConformanceSuite.run; see docs/adapter-guide.md).

        Text: one line per check (`pass plaid: …` or `FAIL plaid: …: reason`), then `N passed,
        N failed`. JSON: one {"kind":"check","adapterName","name","passed","failure"} record per
        check, then {"kind":"summary","command":"conformance","status","passed","failed"}.

        Exit status: 0 when every check passed, 70 when one failed (the adapter misbehaves),
        64 usage error, 69 an adapter known only from a manifest.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = AdapterSelection.adapterOptions.union(["--format"])
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        let output = ToolOutput(io: io, format: (try? Tool.format(arguments, allowed: [.text, .json])) ?? .text)
        let types: [any AdapterSandbox.Type]
        do throws(ToolFailure) {
            try Tool.expectPositionals(arguments, atMost: 0, command: name)
            _ = try Tool.format(arguments, allowed: [.text, .json])
            let catalog = try AdapterSelection.catalog(arguments, output: output)
            let selected = try AdapterSelection.selectedAdapter(arguments, catalog: catalog, output: output)
            types = selected.map { [$0.sandbox].compactMap { $0 } } ?? BuiltInAdapters.types
        } catch {
            return output.fail(error)
        }
        var passed = 0
        var failed = 0
        for type in types {
            let report = await runSuite(type)
            for check in report.checks {
                if output.isJSON {
                    output.record(ConformanceCheckRecord(adapterName: report.adapterName, name: check.name, failure: check.failure))
                } else {
                    io.out(check.failure.map { "FAIL \(report.adapterName): \(check.name): \($0)" } ?? "pass \(report.adapterName): \(check.name)")
                }
            }
            passed += report.passedCount
            failed += report.failures.count
        }
        let status: ToolExitStatus = failed == 0 ? .ok : .software
        if output.isJSON {
            output.record(ConformanceSummaryRecord(status: status, passed: passed, failed: failed))
        } else {
            io.out("\(passed) passed, \(failed) failed")
        }
        return status
    }

    private static func runSuite<Sandbox: AdapterSandbox>(_ type: Sandbox.Type) async -> ConformanceReport {
        await ConformanceSuite.run(type)
    }
}
