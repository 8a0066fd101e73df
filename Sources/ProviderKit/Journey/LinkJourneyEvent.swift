import Foundation

/// One thing that happened in a journey, stamped with the attempt it belongs to. All attempts'
/// events arrive on one stream (``LinkJourney/events()``, ``LinkJourney/onEvent``), in order.
public struct LinkJourneyEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// An attempt started: the token is being asked for, with this institution as the hint.
        case attemptStarted(
            purpose: LinkPurpose, tokenReason: LinkTokenContext.Reason, isResumed: Bool, institutionHint: LinkInstitution?)
        /// A vendor event of the attempt's session (including events after its outcome, until it closes).
        case event(LinkEvent)
        /// A diagnostic of the attempt's session, or of the journey itself.
        case diagnostic(LinkDiagnostic)
        /// The attempt ended with its outcome.
        case attemptEnded(LinkJourneyAttempt)
        /// The journey ended with its one final outcome. Sent once, last but for late session events.
        case finished(LinkJourneyResult)
    }

    /// The journey.
    public var journeyID: UUID
    /// The attempt number, from 1.
    public var attempt: Int
    /// The attempt's configuration entry.
    public var entryName: String
    /// The attempt's adapter.
    public var adapterName: String
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(journeyID: UUID, attempt: Int, entryName: String, adapterName: String, kind: Kind) {
        self.journeyID = journeyID
        self.attempt = attempt
        self.entryName = entryName
        self.adapterName = adapterName
        self.kind = kind
    }
}
