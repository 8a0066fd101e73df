import Foundation
import ProviderKit

/// Runs the conformance checks against one ``ConformanceSubject`` and collects their results.
/// The checks live in extensions by theme (scenarios, outcomes, mapping, redaction).
@MainActor
final class ConformanceRunner {
    /// A failed check's message.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The vendor event name prefix of the marker events ``settle(_:_:)`` sends.
    nonisolated static let markerPrefix = "PK_CONFORMANCE_MARKER_"

    let subject: ConformanceSubject
    let timeout: TimeInterval
    private(set) var checks: [ConformanceReport.Check] = []
    private var markerCount = 0
    /// The recorded live run of each scenario that ran, for the replay check.
    var liveRuns: [SandboxScenario.Name: SessionRecorder] = [:]
    /// The reporter audit of each scenario's live run.
    var scenarioAudits: [SandboxScenario.Name: LinkReporterAudit] = [:]
    /// The check running now, to say where a reporter call was made off the main actor.
    private var currentCheck = ""
    /// The audit of every session the suite made, with the check that made it.
    private(set) var audits: [(check: String, audit: LinkReporterAudit)] = []

    var descriptor: AdapterDescriptor { subject.descriptor }

    init(subject: ConformanceSubject, timeout: TimeInterval) {
        self.subject = subject
        self.timeout = timeout
    }

    func runAll() async {
        await checkScenarios()
        await checkSingleSuccess()
        await checkSingleExit()
        await checkLateEvents()
        await checkIdempotentCancel()
        await checkAbandonment()
        await checkDeclaredErrors()
        await checkUnknownError()
        await checkEvents()
        await checkRawMetadata()
        await checkRedaction()
        await checkRelease()
        await checkAsyncAPI()
        await checkSingleReports()
        checkMainActorReports()
    }

    /// Runs `body` as the check `name`: it passes unless `body` throws, and the error's
    /// description is the failure.
    func check(_ name: String, _ body: () async throws -> Void) async {
        currentCheck = name
        do {
            try await body()
            checks.append(ConformanceReport.Check(name: name, failure: nil))
        } catch {
            checks.append(ConformanceReport.Check(name: name, failure: Self.describe(error)))
        }
    }

    /// Adds a check whose result was found without running a body.
    func record(_ check: ConformanceReport.Check) {
        checks.append(check)
    }

    /// A new probe whose session stays open after its outcome, and a recorder attached to it.
    func probe() throws -> (any ConformanceProbe, SessionRecorder) {
        let probe: any ConformanceProbe
        let options = auditedOptions()
        do {
            probe = try subject.makeProbe(options)
        } catch {
            throw Failure("the conformance probe could not be created: \(Self.describe(error))")
        }
        guard probe.session.options == options else {
            throw Failure("the probe's session does not use the options makeConformanceProbe(options:) was given")
        }
        guard probe.session.settledOutcome == nil else { throw Failure("the probe's session already has an outcome") }
        return (probe, SessionRecorder(probe.session))
    }

    /// Options for a session the suite makes: open until closed, every reporter call audited.
    func auditedOptions() -> LinkSession.Options {
        var options = LinkSession.Options(closeAfterOutcome: nil)
        let audit = LinkReporterAudit()
        options.reporterAudit = audit
        audits.append((currentCheck, audit))
        return options
    }

    /// Waits until every callback the probe sent so far has arrived: sends a marker event and
    /// waits for it (callbacks arrive in the order they were sent) or for the session to close.
    ///
    /// - Returns: `false` when neither happened within ``timeout``.
    @discardableResult
    func settle(_ probe: any ConformanceProbe, _ recorder: SessionRecorder) async -> Bool {
        markerCount += 1
        let marker = "\(Self.markerPrefix)\(markerCount)"
        if !probe.session.isClosed { probe.sendEvent(named: marker) }
        return await recorder.wait(timeout: timeout) {
            probe.session.isClosed || recorder.events.contains { $0.vendorEventName == marker }
        }
    }

    /// The single outcome, once every callback sent so far has arrived.
    func outcome(_ probe: any ConformanceProbe, _ recorder: SessionRecorder) async throws -> LinkOutcome {
        let settled = await settle(probe, recorder)
        do {
            return try recorder.expectOutcome()
        } catch {
            throw Failure(Self.describe(error) + waitNote(settled))
        }
    }

    /// The single outcome, which must be a success.
    func success(_ probe: any ConformanceProbe, _ recorder: SessionRecorder) async throws -> LinkSuccess {
        guard let success = try await outcome(probe, recorder).success else {
            throw Failure("expected a success, recorded an exit; the session delivered: \(recorder.summary)")
        }
        return success
    }

    /// The single outcome, which must be an exit.
    func exit(_ probe: any ConformanceProbe, _ recorder: SessionRecorder) async throws -> LinkExit {
        guard let exit = try await outcome(probe, recorder).exit else {
            throw Failure("expected an exit, recorded a success; the session delivered: \(recorder.summary)")
        }
        return exit
    }

    /// The first outcome, waiting at most ``timeout`` for it, without waiting for later callbacks.
    func firstOutcome(_ recorder: SessionRecorder, after action: String) async throws -> LinkOutcome {
        guard let outcome = await recorder.waitForOutcome(timeout: timeout) else {
            throw Failure(
                "expected an outcome after \(action), none arrived within \(Self.seconds(timeout)); the session delivered: \(recorder.summary)")
        }
        return outcome
    }

    /// ` (waited N s for the adapter's callbacks)` when a wait timed out.
    func waitNote(_ settled: Bool) -> String {
        settled ? "" : " (waited \(Self.seconds(timeout)) for the adapter's callbacks)"
    }

    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }

    /// `true` when `credential` carries `token`, as a secret or as a server-side connection id.
    static func carries(_ credential: LinkCredential, _ token: String) -> Bool {
        if case .connection(let id) = credential { return id == token }
        return credential.secrets.contains { $0.reveal() == token }
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Failure(message()) }
    }

    /// An error's message: a `LocalizedError`'s description, or the error's own description.
    static func describe(_ error: any Error) -> String {
        if let failure = error as? Failure { return failure.description }
        return (error as? any LocalizedError)?.errorDescription ?? "\(error)"
    }
}
