import Foundation
import ProviderKit

/// The behaviours every adapter must have, checked through its ``ConformanceProbe`` so the
/// adapter's real mapping code runs. Our adapters and third-party ones run it the same way:
///
/// ```swift
/// @MainActor @Test func conformance() async throws {
///     let report = await ConformanceSuite.run(MyAdapterSandbox.self)
///     #expect(report.failures.isEmpty, "\(report)")
/// }
/// ```
///
/// Checks: exactly one outcome under duplicate and late terminal callbacks; events after the
/// outcome are delivered; `cancel()` is idempotent; abandonment ends as `userCancelled`; every
/// error the adapter declares maps to its declared code (not `unknown`) end to end; unknown codes
/// and events map to `unknown` and `other` keeping the raw values; raw vendor data is kept;
/// secrets never appear in any description, dump or encoding; sessions release themselves when
/// closed; the async API agrees with the callbacks; the required sandbox scenarios exist.
@MainActor
public enum ConformanceSuite {
    /// Builds a probe for one check.
    public typealias ProbeFactory = @MainActor () throws -> any ConformanceProbe

    /// Runs every check against an adapter through its ``AdapterSandbox``.
    public static func run<Sandbox: AdapterSandbox>(_ sandbox: Sandbox.Type) async -> ConformanceReport {
        await run(descriptor: Sandbox.descriptor, scenarios: Sandbox.scenarios) {
            try Sandbox.makeConformanceProbe(options: LinkSession.Options(closeAfterOutcome: nil))
        }
    }

    /// Runs every check against any adapter, given its descriptor, its sandbox scenarios and a way
    /// to make probes whose sessions were created with `closeAfterOutcome: nil`.
    public static func run(
        descriptor: AdapterDescriptor, scenarios: [SandboxScenario], makeProbe: @escaping ProbeFactory
    ) async -> ConformanceReport {
        let runner = Runner(descriptor: descriptor, scenarios: scenarios, makeProbe: makeProbe)
        await runner.runAll()
        return ConformanceReport(adapterName: descriptor.name, checks: runner.checks)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @MainActor
    final class Runner {
        let descriptor: AdapterDescriptor
        let scenarios: [SandboxScenario]
        let makeProbe: ProbeFactory
        var checks: [ConformanceReport.Check] = []

        init(descriptor: AdapterDescriptor, scenarios: [SandboxScenario], makeProbe: @escaping ProbeFactory) {
            self.descriptor = descriptor
            self.scenarios = scenarios
            self.makeProbe = makeProbe
        }

        func check(_ name: String, _ body: () async throws -> Void) async {
            do {
                try await body()
                checks.append(ConformanceReport.Check(name: name, failure: nil))
            } catch {
                checks.append(ConformanceReport.Check(name: name, failure: String(describing: error)))
            }
        }

        func probe() throws -> (any ConformanceProbe, SessionRecorder) {
            let probe = try makeProbe()
            guard probe.session.settledOutcome == nil else { throw Failure("the probe's session already has an outcome") }
            return (probe, SessionRecorder(probe.session))
        }

        /// `true` when `credential` carries `token`, as a secret or as a server-side connection id.
        static func carries(_ credential: LinkCredential, _ token: String) -> Bool {
            if case .connection(let id) = credential { return id == token }
            return credential.secrets.contains { $0.reveal() == token }
        }

        static func require(_ condition: Bool, _ message: String) throws {
            if !condition { throw Failure(message) }
        }

        func runAll() async {
            await check("declares the required sandbox scenarios") {
                let names = Set(scenarios.map(\.name))
                let missing = SandboxScenario.Name.required.filter { !names.contains($0) }
                try Self.require(missing.isEmpty, "missing scenarios: \(missing.map(\.rawValue).joined(separator: ", "))")
            }
            await check("error table has no duplicate keys") {
                try Self.require(
                    descriptor.errorTable.duplicateKeys.isEmpty,
                    "duplicate keys: \(descriptor.errorTable.duplicateKeys.map(\.description).joined(separator: ", "))")
            }
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
        }

        func checkSingleSuccess() async {
            await check("exactly one outcome under duplicate and late terminal callbacks (success first)") {
                let (probe, recorder) = try probe()
                probe.sendSuccess(secret: "pk-conformance-token-1")
                probe.sendSuccess(secret: "pk-conformance-token-2")
                probe.sendUserExit()
                if let key = descriptor.errorTable.rules.first?.key { probe.sendError(key, message: "late error") }
                probe.sendAbandonment()
                let success = try recorder.expectSuccess()
                try Self.require(Self.carries(success.credential, "pk-conformance-token-1"), "the success does not carry the first token")
                try Self.require(
                    recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.duplicateOutcome },
                    "dropped duplicates were not reported as diagnostics")
                probe.session.close()
            }
        }

        func checkSingleExit() async {
            await check("exactly one outcome under duplicate and late terminal callbacks (exit first)") {
                let (probe, recorder) = try probe()
                probe.sendUserExit()
                probe.sendUserExit()
                probe.sendSuccess(secret: "pk-conformance-late-success")
                let exit = try recorder.expectExit()
                try Self.require(exit.reason == .userCancelled, "expected userCancelled, got \(exit.reason.kind)")
                probe.session.close()
            }
        }

        func checkLateEvents() async {
            await check("events after the outcome are delivered in order") {
                let (probe, recorder) = try probe()
                probe.sendSuccess(secret: "pk-conformance-token")
                probe.sendEvent(named: "PK_CONFORMANCE_LATE_1")
                probe.sendEvent(named: "PK_CONFORMANCE_LATE_2")
                _ = try recorder.expectSuccess()
                guard let outcomeIndex = recorder.entries.firstIndex(where: { if case .success = $0 { return true } else { return false } }) else {
                    throw Failure("no success recorded")
                }
                let late = recorder.entries[(outcomeIndex + 1)...].compactMap { entry -> String? in
                    if case .event(let event) = entry { return event.vendorEventName } else { return nil }
                }
                try Self.require(
                    late.firstIndex(of: "PK_CONFORMANCE_LATE_1").map { first in late.firstIndex(of: "PK_CONFORMANCE_LATE_2").map { $0 > first } ?? false } ?? false,
                    "events sent after the outcome were not delivered in order; delivered after the outcome: \(late)")
                probe.session.close()
            }
        }

        func checkIdempotentCancel() async {
            await check("cancel() is idempotent") {
                let (probe, recorder) = try probe()
                let first = probe.session.cancel()
                let second = probe.session.cancel()
                probe.sendSuccess(secret: "pk-conformance-after-cancel")
                try Self.require(first, "the first cancel() returned false")
                try Self.require(!second, "the second cancel() returned true")
                let exit = try recorder.expectExit()
                try Self.require(exit.reason == .userCancelled, "cancel ended as \(exit.reason.kind)")
                try Self.require(probe.session.isClosed, "the session did not close after cancel()")
            }
        }

        func checkAbandonment() async {
            await check("abandonment with no callback ends as userCancelled") {
                let (probe, recorder) = try probe()
                probe.sendAbandonment()
                let exit = try recorder.expectExit()
                try Self.require(exit.reason == .userCancelled, "abandonment ended as \(exit.reason.kind)")
                try Self.require(probe.session.isClosed, "the session did not close after abandonment")
            }
        }

        func checkDeclaredErrors() async {
            await check("every declared vendor error maps to its declared code end to end") {
                var problems: [String] = []
                for rule in descriptor.errorTable.rules {
                    if rule.unifiedCode == .unknown { problems.append("\(rule.key) is declared as unknown") }
                    let (probe, recorder) = try probe()
                    probe.sendError(rule.key, message: "conformance \(rule.key)")
                    defer { probe.session.close() }
                    guard let exit = recorder.outcomes.first?.exit else {
                        problems.append("\(rule.key): no exit")
                        continue
                    }
                    guard let error = exit.error else {
                        problems.append("\(rule.key): exit without error")
                        continue
                    }
                    if error.code != rule.unifiedCode { problems.append("\(rule.key): got \(error.code.rawValue), declared \(rule.unifiedCode.rawValue)") }
                    if error.recovery != rule.recovery { problems.append("\(rule.key): recovery \(error.recovery.rawValue), declared \(rule.recovery.rawValue)") }
                }
                try Self.require(problems.isEmpty, problems.prefix(10).joined(separator: "; "))
            }
        }

        func checkUnknownError() async {
            await check("an unknown vendor error maps to unknown and keeps its raw code") {
                let (probe, recorder) = try probe()
                probe.sendError(VendorErrorKey(type: "PK_UNKNOWN_TYPE", code: "PK_UNKNOWN_CODE"), message: "PK_UNKNOWN_CODE happened")
                let exit = try recorder.expectExit()
                guard let error = exit.error else { throw Failure("the exit has no error") }
                try Self.require(error.code == .unknown, "mapped to \(error.code.rawValue)")
                let kept = [error.vendorCode, error.vendorType, error.message].compactMap { $0 }.contains { $0.contains("PK_UNKNOWN_CODE") }
                try Self.require(kept, "the raw code is lost (vendorCode: \(error.vendorCode ?? "nil"))")
                probe.session.close()
            }
        }

        func checkEvents() async {
            await check("unknown events map to other and keep the raw name") {
                let (probe, recorder) = try probe()
                probe.sendEvent(named: "PK_UNKNOWN_EVENT")
                let event = try recorder.expectEvent(named: "PK_UNKNOWN_EVENT")
                try Self.require(event.name == .other, "mapped to \(event.name.rawValue)")
                try Self.require(event.adapterName == descriptor.name, "the event's adapterName is \(event.adapterName)")
                probe.session.close()
            }
            await check("every declared vendor event maps to its declared name") {
                var problems: [String] = []
                for rule in descriptor.eventTable.rules {
                    let (probe, recorder) = try probe()
                    probe.sendEvent(named: rule.vendorEventName)
                    defer { probe.session.close() }
                    let matching = recorder.events.filter { $0.vendorEventName == rule.vendorEventName }
                    if matching.isEmpty, rule.name != .other {
                        problems.append("\(rule.vendorEventName): no event")
                    } else if let event = matching.first, event.name != rule.name {
                        problems.append("\(rule.vendorEventName): got \(event.name.rawValue), declared \(rule.name.rawValue)")
                    }
                }
                try Self.require(problems.isEmpty, problems.prefix(10).joined(separator: "; "))
            }
        }

        func checkRawMetadata() async {
            await check("raw vendor data is preserved") {
                let (probe, recorder) = try probe()
                probe.sendSuccess(secret: "pk-conformance-token")
                let success = try recorder.expectSuccess()
                try Self.require(!success.metadata.isEmpty, "the success has no raw metadata")
                try Self.require(
                    JSONWriter.string(success.metadata.revealed()).contains("pk-conformance-token")
                        || !success.metadata.redacted.isNull,
                    "the raw metadata is empty")
                probe.session.close()

                if let key = descriptor.errorTable.rules.first?.key {
                    let (errorProbe, errorRecorder) = try self.probe()
                    errorProbe.sendError(key, message: "raw check")
                    let exit = try errorRecorder.expectExit()
                    try Self.require(exit.error?.vendorCode == key.code, "the exit lost the vendor code \(key.code)")
                    errorProbe.session.close()
                }
            }
        }

        func checkRedaction() async {
            await check("secrets are redacted in every description") {
                let secret = "pk-conformance-secret-\(UUID().uuidString)"
                let (probe, recorder) = try probe()
                probe.sendEvent(named: "PK_CONFORMANCE_EVENT")
                probe.sendSuccess(secret: secret)
                probe.sendEvent(named: "PK_CONFORMANCE_AFTER")
                let success = try recorder.expectSuccess()
                // A server-side connection credential holds no token: only the request token is secret then.
                let holdsToken = !success.credential.secrets.isEmpty
                try Self.require(
                    !holdsToken || success.credential.secrets.contains { $0.reveal() == secret },
                    "the probe's secret is not in the credential, so redaction cannot be checked")
                var texts: [String] = [
                    String(describing: success), String(reflecting: success), String(describing: success.credential),
                    String(describing: probe.session), String(describing: success.metadata),
                ]
                var dumped = ""
                dump(success, to: &dumped)
                texts.append(dumped)
                for entry in recorder.entries {
                    texts.append(String(describing: entry))
                    var entryDump = ""
                    dump(entry, to: &entryDump)
                    texts.append(entryDump)
                }
                let encoder = JSONEncoder()
                for secretValue in success.credential.secrets {
                    texts.append(String(decoding: try encoder.encode(secretValue), as: UTF8.self))
                }
                texts.append(String(decoding: try encoder.encode(success.metadata), as: UTF8.self))
                let leaks = texts.filter { (holdsToken && $0.contains(secret)) || $0.contains(probe.requestToken) }
                try Self.require(leaks.isEmpty, "a secret appears in: \(leaks.first.map { String($0.prefix(200)) } ?? "")")
                probe.session.close()
            }
        }

        func checkRelease() async {
            await check("a session releases itself when closed") {
                let before = LinkSession.liveSessionCount
                let (probe, _) = try probe()
                try Self.require(LinkSession.liveSessionCount >= before + 1, "an open session is not kept alive")
                probe.sendSuccess(secret: "pk-conformance-token")
                probe.session.close()
                try Self.require(LinkSession.liveSessionCount == before, "the session is still kept alive after close()")
            }
        }

        func checkAsyncAPI() async {
            await check("the async API delivers the same outcome and events") {
                let (probe, recorder) = try probe()
                let stream = probe.session.events()
                probe.sendEvent(named: "PK_CONFORMANCE_ASYNC")
                probe.sendUserExit()
                // Never wait on an adapter that failed to settle: a suite must not hang on what it tests.
                guard probe.session.settledOutcome != nil else {
                    probe.session.close()
                    throw Failure("the user exit did not settle the session's outcome")
                }
                let outcome = await probe.session.outcome
                try Self.require(outcome == (try recorder.expectOutcome()), "the async outcome differs from the callback's")
                probe.session.close()
                var names: [String] = []
                for await event in stream { names.append(event.vendorEventName) }
                try Self.require(names.contains("PK_CONFORMANCE_ASYNC"), "the event stream missed an event: \(names)")
            }
        }
    }
}
