import Foundation

/// A journey that was running when the system killed the app, found in the journal on the next
/// launch. End each one with ``LinkJourneyCoordinator/resume(_:from:)`` (which continues the
/// vendor session where the vendor allows it) or ``LinkJourneyCoordinator/abandon(_:)``: either
/// way it ends with exactly one outcome.
public struct InterruptedLinkJourney: Sendable, Hashable, Identifiable {
    /// The journey.
    public var id: UUID
    /// What the journey was for.
    public var purpose: LinkPurpose
    /// The interrupted attempt's number, entry and adapter.
    public var attempt: Int
    /// The interrupted attempt's entry.
    public var entryName: String
    /// The interrupted attempt's adapter.
    public var adapterName: String
    /// How far the attempt got.
    public var phase: LinkJourneyPhase
    /// The vendor's stage when the app was killed.
    public var stage: LinkStage?
    /// The institution the user had picked.
    public var institution: LinkInstitution?
    /// When the journey started.
    public var startedAt: Date
    /// When the journal was last written, about when the app was killed.
    public var interruptedAt: Date
    /// `true` when the universal link that returns from OAuth arrived after the relaunch.
    public var hasReceivedRedirect: Bool
    /// `true` when ``LinkJourneyCoordinator/resume(_:from:)`` continues the vendor session now
    /// (the adapter supports it and the returning universal link arrived). When it is `false`,
    /// resuming either waits for the link (``waitsForReturn``) or ends the journey as
    /// ``LinkExit/Reason/interrupted(_:)`` without showing anything.
    public var canResume: Bool
    /// `true` when the vendor could continue but the return link has not arrived yet:
    /// ``LinkJourneyCoordinator/resume(_:from:)`` waits for it up to
    /// ``LinkJourneyCoordinator/returnWindow`` seconds, then continues or ends as interrupted.
    public var waitsForReturn: Bool

    /// Creates a value (a snapshot: the coordinator's ``LinkJourneyCoordinator/interruptedJourneys`` reads it anew).
    public init(
        id: UUID, purpose: LinkPurpose, attempt: Int, entryName: String, adapterName: String, phase: LinkJourneyPhase,
        stage: LinkStage?, institution: LinkInstitution?, startedAt: Date, interruptedAt: Date,
        hasReceivedRedirect: Bool, canResume: Bool, waitsForReturn: Bool = false
    ) {
        self.waitsForReturn = waitsForReturn
        self.id = id
        self.purpose = purpose
        self.attempt = attempt
        self.entryName = entryName
        self.adapterName = adapterName
        self.phase = phase
        self.stage = stage
        self.institution = institution
        self.startedAt = startedAt
        self.interruptedAt = interruptedAt
        self.hasReceivedRedirect = hasReceivedRedirect
        self.canResume = canResume
    }
}
