import Foundation
import ProviderKit

/// The behaviours every adapter must have, checked through its ``AdapterSandbox`` so the
/// adapter's real mapping code runs. Our adapters and third-party ones run it the same way:
///
/// ```swift
/// @MainActor @Test func conformance() async throws {
///     let report = await ConformanceSuite.run(MyAdapterSandbox.self)
///     #expect(report.failures.isEmpty, "\(report)")
/// }
/// ```
///
/// Checks, one ``ConformanceReport/Check`` each:
/// - **Sandbox**: the required scenarios are declared; every declared scenario runs to exactly one
///   outcome (the required ones to the outcome their name promises); each scenario's transcript
///   (required for the required scenarios) replays to the live run's outcome and events; a replayer rejects an unreadable
///   line with a ``TranscriptLineError``.
/// - **Outcomes**: exactly one outcome under duplicate and late terminal callbacks; events after
///   the outcome are delivered in order; `cancel()` is idempotent; abandonment ends as
///   `userCancelled`; sessions release themselves when closed; the async API agrees with the callbacks.
/// - **Reporting** (the adapter's own calls to its ``/ProviderKit/LinkReporter``, recorded before the
///   session's guard drops anything): one vendor success is reported with one `succeeded(_:)` and
///   nothing else, one vendor exit with at most one `exited(_:)`, no sandbox scenario reports another
///   outcome after its success, and every call comes on the main actor. A call off the main actor is dropped and
///   fails the last check, naming the method, instead of stopping the test process.
/// - **Mapping**: no duplicate error keys; every declared vendor error maps to its declared code
///   end to end; unknown codes and events map to `unknown` and `other` keeping the raw values; every
///   declared event keeps its name, stage, institution and error; raw vendor data is kept.
/// - **Redaction**: neither the request token nor a credential appears in any description, dump
///   or JSON encoding of a success, an exit, an event or a diagnostic.
///
/// ### Timing
/// Adapters may deliver callbacks after a hop to the main actor (`Task { @MainActor in … }`,
/// ``/ProviderKit/MainActorRelay``) or from another thread. After sending callbacks the suite waits until they
/// have arrived: it sends a marker event through the probe and waits for it (callbacks arrive in
/// the order they were sent), or for the session to close, or for the outcome it expects. Each
/// wait gives up after `timeout` seconds; a check then fails saying what it expected and what
/// arrived. A conforming adapter never makes the suite wait for a timeout.
@MainActor
public enum ConformanceSuite {
    /// How long, in seconds, the suite waits for an expected delivery before it reports what
    /// arrived: 10, generous enough for a busy CI machine. A conforming adapter never makes the
    /// suite wait that long; a check that times out stops trying further rows.
    public static let defaultTimeout: TimeInterval = 10

    /// Runs every check against an adapter through its ``AdapterSandbox``.
    ///
    /// - Parameters:
    ///   - sandbox: the adapter's sandbox, which declares its scenarios, transcripts and probe.
    ///   - timeout: the longest wait, in seconds, for one expected delivery.
    public static func run<Sandbox: AdapterSandbox>(
        _ sandbox: Sandbox.Type, timeout: TimeInterval = defaultTimeout
    ) async -> ConformanceReport {
        await run(ConformanceSubject(sandbox), timeout: timeout)
    }

    /// Runs every check against the adapter `subject` describes.
    ///
    /// - Parameters:
    ///   - subject: the adapter under test: its descriptor, scenarios, replayer and probe.
    ///   - timeout: the longest wait, in seconds, for one expected delivery.
    public static func run(_ subject: ConformanceSubject, timeout: TimeInterval = defaultTimeout) async
        -> ConformanceReport
    {
        let runner = ConformanceRunner(subject: subject, timeout: timeout)
        await runner.runAll()
        return ConformanceReport(adapterName: subject.descriptor.name, checks: runner.checks)
    }
}
