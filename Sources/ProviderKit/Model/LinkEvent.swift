import Foundation

/// Something that happened during a link, for analytics and progress UI. Never drive product
/// logic from events: use the outcome.
public struct LinkEvent: Sendable, Hashable {
    /// The adapter that reported the event (`plaid`, `mesh`, …).
    public var adapterName: String
    /// The configuration entry the session was made from, stamped by the session; `nil` outside one.
    public var entryName: String?
    /// The unified name.
    public var name: Name
    /// The vendor's own event name, always kept.
    public var vendorEventName: String
    /// When the event happened, as reported by the vendor or, failing that, when it arrived.
    public var timestamp: Date
    /// The institution involved, if known.
    public var institution: LinkInstitution?
    /// The stage the event belongs to, if known.
    public var stage: LinkStage?
    /// The vendor's screen name, if it reports one.
    public var view: String?
    /// The error the event carries, if any.
    public var error: LinkError?
    /// The vendor's session identifier.
    public var sessionID: String?
    /// `true` when the vendor documents this event as stable, so it is safe for analytics funnels.
    public var isStable: Bool
    /// The vendor's payload, unchanged but redacted when displayed.
    public var metadata: RawMetadata

    /// Creates an event.
    public init(
        adapterName: String, entryName: String? = nil, name: Name, vendorEventName: String, timestamp: Date = Date(),
        institution: LinkInstitution? = nil, stage: LinkStage? = nil, view: String? = nil, error: LinkError? = nil,
        sessionID: String? = nil, isStable: Bool = false, metadata: RawMetadata = .empty
    ) {
        self.adapterName = adapterName
        self.entryName = entryName
        self.name = name
        self.vendorEventName = vendorEventName
        self.timestamp = timestamp
        self.institution = institution
        self.stage = stage
        self.view = view
        self.error = error
        self.sessionID = sessionID
        self.isStable = isStable
        self.metadata = metadata
    }
}
