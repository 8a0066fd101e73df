import Foundation

/// The single final answer of a journey: its one ``outcome``, and every attempt that led to it.
public struct LinkJourneyResult: Sendable, Hashable {
    /// The journey.
    public var journeyID: UUID
    /// What the journey was for.
    public var purpose: LinkPurpose
    /// Every attempt, in order. Never empty: even a journey cancelled before its first token
    /// records one attempt, ended as a user cancel.
    public var attempts: [LinkJourneyAttempt]
    /// The journey's one final outcome: the last attempt's outcome.
    public var outcome: LinkOutcome
    /// Journey-level diagnostics: tokens refetched, fallbacks taken or declined, updates run as new
    /// links, journal problems. Never secrets.
    public var diagnostics: [LinkDiagnostic]
    /// The staged rollout's pick when the journey started on it (the file gives weighted choices,
    /// the app supplied a rollout identifier, and neither a route nor a requested entry applied).
    public var rollout: LinkRolloutAssignment?

    /// Creates a result.
    public init(
        journeyID: UUID, purpose: LinkPurpose, attempts: [LinkJourneyAttempt], outcome: LinkOutcome,
        diagnostics: [LinkDiagnostic] = [], rollout: LinkRolloutAssignment? = nil
    ) {
        self.journeyID = journeyID
        self.purpose = purpose
        self.attempts = attempts
        self.outcome = outcome
        self.diagnostics = diagnostics
        self.rollout = rollout
    }

    /// The entry that produced the final outcome.
    public var entryName: String? { attempts.last?.entryName }

    /// The total time, from the first attempt's start to the final outcome, in seconds.
    public var duration: TimeInterval {
        guard let first = attempts.first, let last = attempts.last else { return 0 }
        return last.startedAt.addingTimeInterval(last.duration).timeIntervalSince(first.startedAt)
    }
}
