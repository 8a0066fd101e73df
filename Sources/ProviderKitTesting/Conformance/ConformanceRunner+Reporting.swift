import ProviderKit

/// The adapter's own calls to its reporter, read from the sessions' ``/ProviderKit/LinkReporterAudit``:
/// each vendor outcome reported once, and every call made on the main actor. These check the
/// adapter, not the session: the session drops a second outcome and would hide it.
extension ConformanceRunner {
    /// The reporter methods that report an outcome.
    static let outcomeReports: Set<String> = ["succeeded(_:)", "exited(_:)"]

    func checkSingleReports() async {
        await check("one vendor success is reported once") {
            let (probe, recorder) = try probe()
            defer { probe.session.close() }
            probe.sendSuccess(secret: "pk-conformance-token")
            _ = try await success(probe, recorder)
            let reports = Self.outcomeReports(of: probe)
            try Self.require(
                reports == ["succeeded(_:)"],
                "expected the adapter to report one vendor success with one succeeded(_:) and nothing else; it reported \(Self.list(calls: reports))")
        }
        await check("one vendor exit is reported once") {
            var problems: [String] = []
            let sends: [(String, (any ConformanceProbe) -> Void)] =
                [("the user exit", { $0.sendUserExit() })]
                + (descriptor.errorTable.rules.first.map { rule in
                    [("the error \(rule.key)", { $0.sendError(rule.key, message: "pk conformance error") })]
                } ?? [])
            for (label, send) in sends {
                let (probe, recorder) = try probe()
                defer { probe.session.close() }
                send(probe)
                _ = try await exit(probe, recorder)
                let reports = Self.outcomeReports(of: probe)
                if reports.count > 1 || reports.contains("succeeded(_:)") {
                    problems.append("\(label): expected at most one exited(_:), the adapter reported \(Self.list(calls: reports))")
                }
            }
            try Self.require(problems.isEmpty, Self.list(problems))
        }
    }

    func checkMainActorReports() {
        let name = "the adapter calls its reporter on the main actor only"
        var offActor: [String: (count: Int, checks: [String])] = [:]
        var order: [String] = []
        for (check, audit) in audits {
            for call in audit.calls where !call.onMainActor {
                if offActor[call.name] == nil { order.append(call.name) }
                var entry = offActor[call.name, default: (0, [])]
                entry.count += 1
                if !entry.checks.contains(check) { entry.checks.append(check) }
                offActor[call.name] = entry
            }
        }
        let failure = order.isEmpty ? nil : "called off the main actor (the calls were dropped): " + order.map { callback in
            let entry = offActor[callback]!
            return "LinkReporter.\(callback) \(entry.count) time\(entry.count == 1 ? "" : "s") (first in “\(entry.checks[0])”)"
        }.joined(separator: "; ")
        record(ConformanceReport.Check(name: name, failure: failure))
    }

    /// The outcome reports (`succeeded(_:)`, `exited(_:)`) the probe's adapter made, in order.
    static func outcomeReports(of probe: any ConformanceProbe) -> [String] {
        (probe.session.options.reporterAudit?.calls ?? []).map(\.name).filter { outcomeReports.contains($0) }
    }

    /// Why a scenario's adapter reported another outcome after its success, or `nil`. A scenario
    /// may play a vendor that sends its exit twice (the adapter forwards both, and the session
    /// keeps the first), but nothing a vendor sends after its success is a second outcome: its
    /// closing callback is `flowEnded()`.
    static func repeatedOutcome(_ audit: LinkReporterAudit) -> String? {
        let reports = audit.calls.map(\.name).filter { outcomeReports.contains($0) }
        guard let success = reports.firstIndex(of: "succeeded(_:)"), reports.count > success + 1 else { return nil }
        return "expected the adapter to report the outcome once, it reported \(list(calls: reports)) (the session kept the first)"
    }

    /// `succeeded(_:), exited(_:)`, or `nothing`.
    static func list(calls: [String]) -> String {
        calls.isEmpty ? "nothing" : calls.joined(separator: ", ")
    }
}
