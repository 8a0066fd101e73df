import Foundation

/// Everything a ``LinkTokenProvider`` is told when it must produce a ``LinkRequest``: which entry
/// and adapter the token is for, why the journey links, the institution already known, and why
/// the token is being asked for now.
public struct LinkTokenContext: Sendable, Hashable {
    /// Why the journey asks for a token at this moment.
    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// The first token for this entry in this journey (including the first token of a fallback entry).
        case firstAttempt
        /// The vendor rejected the previous token as expired or invalid (``LinkError/Code/invalidLinkToken``);
        /// create a fresh one. Asked at most once per entry per journey.
        case refreshAfterRejectedToken
        /// The app was relaunched after being killed mid-journey and the token was not kept in a
        /// secure store: return the **same** token the interrupted attempt used (Plaid v1 and Meld
        /// resume only with it), or throw if your server no longer has it.
        case resume
    }

    /// The journey asking, stable across relaunches (the journal keeps it).
    public var journeyID: UUID
    /// The attempt number, from 1.
    public var attempt: Int
    /// The configuration entry the token is for.
    public var entryName: String
    /// The entry's adapter (`plaid`, `plaid-legacy`, `mesh`, `meld`, or a third party's): what kind
    /// of token your server must create.
    public var adapterName: String
    /// A new link or the update of an existing connection.
    public var purpose: LinkPurpose
    /// The institution already known (picked in an earlier attempt, routed, or the connection's),
    /// so the server can skip the vendor's institution picker where the vendor allows it.
    public var institutionHint: LinkInstitution?
    /// Why the token is asked for now.
    public var reason: Reason

    /// Creates a context.
    public init(
        journeyID: UUID, attempt: Int, entryName: String, adapterName: String, purpose: LinkPurpose,
        institutionHint: LinkInstitution?, reason: Reason
    ) {
        self.journeyID = journeyID
        self.attempt = attempt
        self.entryName = entryName
        self.adapterName = adapterName
        self.purpose = purpose
        self.institutionHint = institutionHint
        self.reason = reason
    }
}
