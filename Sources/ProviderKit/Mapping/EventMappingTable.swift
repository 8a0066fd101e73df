/// An adapter's event table. Unknown vendor names map to ``LinkEvent/Name/other``; the vendor's
/// name is always kept on the event.
public struct EventMappingTable: Sendable {
    /// The adapter name.
    public let adapterName: String
    /// The rows, in the order they are published.
    public let rules: [EventMappingRule]
    private let index: [String: EventMappingRule]

    /// Builds a table. A name listed twice keeps its first row.
    public init(adapterName: String, rules: [EventMappingRule]) {
        self.adapterName = adapterName
        self.rules = rules
        var index: [String: EventMappingRule] = [:]
        for rule in rules where index[rule.vendorEventName] == nil { index[rule.vendorEventName] = rule }
        self.index = index
    }

    /// The row for a vendor event name, or `nil`.
    public func rule(for vendorEventName: String) -> EventMappingRule? { index[vendorEventName] }

    /// The unified name for a vendor event name; ``LinkEvent/Name/other`` when unknown.
    public func name(for vendorEventName: String) -> LinkEvent.Name { index[vendorEventName]?.name ?? .other }
}
