import ProviderKit

/// Exactly-once as a property: for random ``VendorCallbackSequence``s played through an
/// adapter's ``ConformanceProbe`` (its real mapping code), the session delivers exactly one
/// outcome, the one the first terminal step decides; every event sent while the session is open
/// is delivered once, in order, on the right side of the outcome; every late terminal callback
/// is dropped with one diagnostic of the code the probe names
/// (``ConformanceProbe/lateOutcomeDiagnosticCode(for:)``, `duplicateOutcome` by default), except
/// those that end the vendor's flow normally (``ConformanceProbe/endsFlowNormally(afterOutcome:)``),
/// which make none; the session closes when the interface
/// vanished or the app cancelled, and otherwise only by the adapter's choice after the outcome.
///
/// The sequences run synchronously, so the probe must deliver each callback before its `send…`
/// method returns, as the four built-in adapters' probes do. For an adapter that hops to the main
/// actor asynchronously, use ``ConformanceSuite``, which waits for deliveries.
///
/// ```swift
/// let failures = await ExactlyOnceProperty.check(PlaidSandbox.self, count: 2_000, firstSeed: 1)
/// #expect(failures.isEmpty, "\(failures)")
/// ```
@MainActor
public enum ExactlyOnceProperty {
    /// Makes a probe whose session was created with `closeAfterOutcome: nil`, one per sequence.
    public typealias ProbeFactory = @MainActor () throws -> any ConformanceProbe

    /// A sequence the adapter got wrong, and how.
    public struct Counterexample: Error, Sendable, CustomStringConvertible {
        /// The adapter under test.
        public let adapterName: String
        /// The sequence that broke the property (its seed replays it).
        public let sequence: VendorCallbackSequence
        /// What went wrong.
        public let problem: String
        /// All three, on one line.
        public var description: String { "\(adapterName), \(sequence): \(problem)" }
    }

    /// Checks `count` sequences, seeds `firstSeed`, `firstSeed + 1`, …, against the adapter
    /// behind `Sandbox`; returns the counterexamples (none when the property holds).
    ///
    /// Each sequence runs synchronously on the main actor; between sequences the check yields, so
    /// tests running beside it (and their deadlines) are not starved on a loaded machine.
    public static func check<Sandbox: AdapterSandbox>(
        _ sandbox: Sandbox.Type, count: Int, firstSeed: UInt64
    ) async -> [Counterexample] {
        await check(descriptor: Sandbox.descriptor, count: count, firstSeed: firstSeed) {
            try Sandbox.makeConformanceProbe(options: LinkSession.Options(closeAfterOutcome: nil))
        }
    }

    /// Checks `count` sequences against any adapter, given its descriptor and a way to make probes
    /// whose sessions were created with `closeAfterOutcome: nil`.
    public static func check(
        descriptor: AdapterDescriptor, count: Int, firstSeed: UInt64, makeProbe: ProbeFactory
    ) async -> [Counterexample] {
        let keys = descriptor.errorTable.rules.map(\.key)
        var failures: [Counterexample] = []
        for offset in 0..<count {
            let sequence = VendorCallbackSequence(seed: firstSeed &+ UInt64(offset), errorKeys: keys)
            if let problem = problem(in: sequence, table: descriptor.errorTable, makeProbe: makeProbe) {
                failures.append(Counterexample(adapterName: descriptor.name, sequence: sequence, problem: problem))
            }
            await Task.yield()
        }
        return failures
    }

    /// Plays one sequence; returns what broke the property, or `nil` when it held.
    public static func problem(
        in sequence: VendorCallbackSequence, table: ErrorMappingTable, makeProbe: ProbeFactory
    ) -> String? {
        let probe: any ConformanceProbe
        do {
            probe = try makeProbe()
        } catch {
            return "no probe: \(error)"
        }
        defer { probe.session.close() }
        let recorder = SessionRecorder(probe.session)
        var model = Model()
        for step in sequence.steps {
            if let problem = model.observe(closed: probe.session.isClosed) { return problem }
            model.expect(
                step, endsFlowNormally: probe.endsFlowNormally(afterOutcome: step),
                lateCode: probe.lateOutcomeDiagnosticCode(for: step))
            step.send(to: probe)
        }
        if let problem = model.observe(closed: probe.session.isClosed) { return problem }
        // The vendor never decided: the app gives up, and that is the outcome.
        let cancelled = probe.session.cancel()
        if cancelled != (model.first == nil) { return "cancel() returned \(cancelled) at the end" }
        return verify(recorder, model: model, table: table)
    }

    private static func verify(_ recorder: SessionRecorder, model: Model, table: ErrorMappingTable) -> String? {
        let outcomes = recorder.outcomes
        guard outcomes.count == 1, let outcome = outcomes.first else { return "\(outcomes.count) outcomes" }
        if let mismatch = mismatch(outcome, expected: model.first ?? .appCancel, table: table) { return mismatch }
        var delivered: [String] = []
        var beforeOutcome = 0
        for entry in recorder.entries {
            switch entry {
            case .event(let event) where event.vendorEventName.hasPrefix(VendorCallbackSequence.eventPrefix):
                delivered.append(event.vendorEventName)
            case .success, .exit:
                beforeOutcome = delivered.count
            default:
                break
            }
        }
        if delivered != model.events { return "events delivered \(delivered), expected \(model.events)" }
        if beforeOutcome != model.eventsBeforeOutcome {
            return "\(beforeOutcome) events before the outcome, expected \(model.eventsBeforeOutcome)"
        }
        for code in Set(model.lateCallbacks.keys).union([LinkDiagnostic.Code.duplicateOutcome]) {
            let dropped = recorder.diagnostics.filter { $0.code == code }.count
            let expected = model.lateCallbacks[code, default: 0]
            if dropped != expected { return "\(dropped) \(code) diagnostics for \(expected) late callbacks" }
        }
        return nil
    }

    private static func mismatch(_ outcome: LinkOutcome, expected: VendorCallbackStep, table: ErrorMappingTable) -> String? {
        switch expected {
        case .success(let secret):
            guard let success = outcome.success else { return "expected a success, got \(outcome)" }
            let carried: Bool
            if case .connection(let id) = success.credential {
                carried = id == secret
            } else {
                carried = success.credential.secrets.contains { $0.reveal() == secret }
            }
            return carried ? nil : "the success does not carry the first success's credential"
        case .error(let key):
            let code = table.rule(type: key.type, code: key.code)?.unifiedCode ?? .unknown
            guard let error = outcome.exit?.error else { return "expected an exit with \(code.rawValue), got \(outcome)" }
            return error.code == code ? nil : "expected \(code.rawValue), got \(error.code.rawValue)"
        case .userExit, .abandonment, .appCancel, .event:
            guard let exit = outcome.exit, exit.reason == .userCancelled else { return "expected userCancelled, got \(outcome)" }
            return nil
        }
    }

    /// What the session must do, step by step: the reference the adapter is held to.
    private struct Model {
        var closed = false
        var closingStep = ""
        var first: VendorCallbackStep?
        var events: [String] = []
        var eventsBeforeOutcome = 0
        /// The diagnostics expected for the terminal callbacks after the outcome, by code.
        var lateCallbacks: [LinkDiagnostic.Code: Int] = [:]

        /// Compares the session's `isClosed` with the model. An adapter may close its session
        /// itself once the outcome is settled (Meld's widget closes after an exit), never before.
        mutating func observe(closed isClosed: Bool) -> String? {
            if closed, !isClosed { return "the session is still open after \(closingStep)" }
            guard isClosed, !closed else { return nil }
            guard first != nil else { return "the session closed before any outcome" }
            closed = true
            closingStep = "the adapter closed it"
            return nil
        }

        mutating func expect(_ step: VendorCallbackStep, endsFlowNormally: Bool, lateCode: LinkDiagnostic.Code) {
            guard !closed else { return }  // a closed session hears nothing
            switch step {
            case .event(let name):
                events.append(name)
                if first == nil { eventsBeforeOutcome += 1 }
            case .success, .userExit, .error:
                if first == nil { first = step } else if !endsFlowNormally { lateCallbacks[lateCode, default: 0] += 1 }
            case .abandonment:
                // Before the outcome it settles as userCancelled and closes; after it, the adapter
                // may close the session or leave that to the app (``observe(closed:)`` sees which).
                guard first == nil else { return }
                first = step
                closed = true
                closingStep = step.description
            case .appCancel:
                // cancel() after the outcome does nothing (it returns false); before, it settles and closes.
                guard first == nil else { return }
                first = step
                closed = true
                closingStep = step.description
            }
        }
    }
}
