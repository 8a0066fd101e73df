import Foundation

extension LinkSession {
    /// The lifecycle of a session. It only moves forward.
    public enum State: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// Created; the vendor session does not exist yet.
        case created
        /// The vendor session is being created and loaded.
        case loading
        /// The vendor finished loading; the flow can be shown.
        case ready
        /// The vendor's interface was shown.
        case presented
        /// The outcome is settled. Events may still arrive until the session closes.
        case finished

        private var rank: Int {
            switch self {
            case .created: return 0
            case .loading: return 1
            case .ready: return 2
            case .presented: return 3
            case .finished: return 4
            }
        }

        /// Orders states along the lifecycle.
        public static func < (lhs: State, rhs: State) -> Bool { lhs.rank < rhs.rank }
    }

    /// Tunables for a session.
    public struct Options: Sendable, Hashable {
        /// How long, in seconds, a session stays open for late events after its outcome when the
        /// flow does not say it ended. `nil` keeps it open until the flow ends or
        /// ``LinkSession/close()`` is called; zero or less closes it right after the outcome.
        public var closeAfterOutcome: TimeInterval?
        /// Records every call the adapter makes to the session's ``LinkReporter``; set only by
        /// ProviderKitTesting's conformance suite (see ``LinkReporterAudit``). `nil` otherwise.
        package var reporterAudit: LinkReporterAudit?

        /// Creates options.
        /// - Parameter closeAfterOutcome: seconds the session stays open for late events after its
        ///   outcome (10 by default); `nil` waits for the flow's end or ``LinkSession/close()``.
        public init(closeAfterOutcome: TimeInterval? = 10) {
            self.closeAfterOutcome = closeAfterOutcome
        }

        /// The defaults: late events are accepted for 10 seconds after the outcome.
        public static let `default` = Options()
    }
}
