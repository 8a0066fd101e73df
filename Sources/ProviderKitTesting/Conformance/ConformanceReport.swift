/// The result of a conformance run: one ``Check`` per behaviour, passed or failed.
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// One checked behaviour.
    public struct Check: Sendable, Hashable {
        /// The behaviour, for example "exactly one outcome under duplicate callbacks".
        public var name: String
        /// `nil` when the check passed, otherwise what went wrong.
        public var failure: String?

        /// `true` when the check passed.
        public var passed: Bool { failure == nil }
    }

    /// The name of the adapter under test.
    public var adapterName: String
    /// Every check, in the order they ran.
    public var checks: [Check]

    /// The checks that failed.
    public var failures: [Check] { checks.filter { !$0.passed } }
    /// How many checks passed.
    public var passedCount: Int { checks.count - failures.count }

    /// One line per check and a closing `N passed, N failed` line.
    public var description: String {
        var lines = checks.map { check in
            check.failure.map { "FAIL \(adapterName): \(check.name): \($0)" } ?? "pass \(adapterName): \(check.name)"
        }
        lines.append("\(passedCount) passed, \(failures.count) failed")
        return lines.joined(separator: "\n")
    }
}
