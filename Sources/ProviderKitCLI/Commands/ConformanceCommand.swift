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
        USAGE: providerkit conformance [--provider ADAPTER]

        Runs ProviderKitTesting's conformance suite against every built-in adapter (or one), through
        each adapter's conformance probe: exactly one outcome under duplicate and late callbacks,
        late events delivered, idempotent cancel, abandonment, the whole error table end to end,
        unknown codes and events, raw data kept, secrets redacted, sessions released.

        Prints one line per check and ends with `N passed, N failed`. Exit status 0 when every
        check passed, 1 otherwise.
        """
    /// Options that take a value.
    public static let valueOptions: Set<String> = ["--provider"]
    /// Options that are flags.
    public static let flags: Set<String> = []

    /// Runs the command and returns its exit status.
    public static func run(_ arguments: ParsedArguments, io: any ToolIO) async -> ToolExitStatus {
        guard arguments.positionals.isEmpty else {
            io.err("conformance takes no positional arguments")
            return .usage
        }
        guard let types = Tool.adapterTypes(arguments, io: io) else { return .usage }
        var passed = 0
        var failed = 0
        for type in types {
            let report = await runSuite(type)
            for check in report.checks {
                io.out(check.failure.map { "FAIL \(report.adapterName): \(check.name): \($0)" } ?? "pass \(report.adapterName): \(check.name)")
            }
            passed += report.passedCount
            failed += report.failures.count
        }
        io.out("\(passed) passed, \(failed) failed")
        return failed == 0 ? .ok : .failure
    }

    private static func runSuite<Sandbox: AdapterSandbox>(_ type: Sandbox.Type) async -> ConformanceReport {
        await ConformanceSuite.run(type)
    }
}
