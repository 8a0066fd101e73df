import Foundation

/// One attempt of a journey: one entry, one token, at most one vendor session, one outcome.
public struct LinkJourneyAttempt: Sendable, Hashable {
    /// The attempt number, from 1, across the whole journey (including before a relaunch).
    public var number: Int
    /// The configuration entry the attempt ran.
    public var entryName: String
    /// The entry's adapter.
    public var adapterName: String
    /// What the attempt asked the adapter for. An update on an adapter without an update
    /// mechanism runs as ``LinkPurpose/newLink``.
    public var purpose: LinkPurpose
    /// Why the token was asked for.
    public var tokenReason: LinkTokenContext.Reason
    /// `true` when the attempt continued a session interrupted by the app being killed.
    public var isResumed: Bool
    /// `true` when the journey skipped the entry because the configuration switched it off
    /// (`"enabled": false`): no token was asked for and nothing was shown, and the outcome is a
    /// ``LinkError/Code/providerUnavailable`` exit whose message says why.
    public var isSkipped: Bool
    /// The attempt's one outcome. An attempt that never reached a session (the token provider
    /// failed, the journey was cancelled first, or an interrupted attempt could not resume) ends
    /// with an exit too.
    public var outcome: LinkOutcome
    /// When the attempt started.
    public var startedAt: Date
    /// How long the attempt took, from asking for the token to its outcome, in seconds.
    public var duration: TimeInterval

    /// Creates an attempt record.
    public init(
        number: Int, entryName: String, adapterName: String, purpose: LinkPurpose,
        tokenReason: LinkTokenContext.Reason, isResumed: Bool = false, outcome: LinkOutcome, startedAt: Date,
        duration: TimeInterval, isSkipped: Bool = false
    ) {
        self.number = number
        self.entryName = entryName
        self.adapterName = adapterName
        self.purpose = purpose
        self.tokenReason = tokenReason
        self.isResumed = isResumed
        self.isSkipped = isSkipped
        self.outcome = outcome
        self.startedAt = startedAt
        self.duration = duration
    }
}
