/// One row of an adapter's event table: a vendor event name and its unified meaning.
public struct EventMappingRule: Sendable, Hashable, Codable {
    /// The vendor's event name, exactly as sent.
    public var vendorEventName: String
    /// The unified name.
    public var name: LinkEvent.Name
    /// The stage the event implies, if any.
    public var stage: LinkStage?
    /// `true` when the vendor documents the event as stable.
    public var isStable: Bool

    /// Creates a row.
    public init(_ vendorEventName: String, _ name: LinkEvent.Name, stage: LinkStage? = nil, stable: Bool = false) {
        self.vendorEventName = vendorEventName
        self.name = name
        self.stage = stage
        self.isStable = stable
    }
}
