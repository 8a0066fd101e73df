import Foundation

/// The calls an adapter made to its ``LinkReporter``, in order, with whether each came on the main
/// actor: what ProviderKitTesting's conformance suite checks the adapter contract against (one
/// outcome report per vendor outcome, every call on the main actor), rather than what the
/// session's own guard made of those calls.
///
/// A session records into an audit only when its ``LinkSession/Options`` carry one, which only the
/// conformance suite sets. That also decides what a call off the main actor does:
/// - **no audit** (every app session): the process stops at once with a message naming the call
///   (`LinkReporter.succeeded(_:) was called off the main actor`), as any main-actor violation must;
/// - **with an audit**: the call is recorded and dropped, so the suite can report it as a failed
///   check naming the callback instead of crashing the test process.
///
/// Thread-safe: calls are recorded from whatever thread the adapter used.
package final class LinkReporterAudit: @unchecked Sendable, Hashable {
    /// One call to a reporter method.
    package struct Call: Sendable, Hashable {
        /// The reporter method, as Swift names it: `succeeded(_:)`, `exited(_:)`, `flowEnded()`, …
        package var name: String
        /// `false` when the adapter called it off the main actor (the call was dropped).
        package var onMainActor: Bool
    }

    // `@unchecked`: `recorded` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var recorded: [Call] = []

    /// Creates an empty audit.
    package init() {}

    /// Every call recorded so far, in the order they were made.
    package var calls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func record(_ call: Call) {
        lock.lock()
        recorded.append(call)
        lock.unlock()
    }

    /// Audits are equal only to themselves.
    package static func == (lhs: LinkReporterAudit, rhs: LinkReporterAudit) -> Bool { lhs === rhs }

    /// Hashes the audit's identity.
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
