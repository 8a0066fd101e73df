/// An adapter's event table. Unknown vendor names map to ``LinkEvent/Name/other``; the vendor's
/// name is always kept on the event.
public struct EventMappingTable: Sendable {
    /// The adapter name.
    public let adapterName: String
    /// The rows, in the order they are published.
    public let rules: [EventMappingRule]
    /// Vendor event name → position in ``rules`` (the first row for a name listed twice).
    private let index: [String: Int]

    /// Builds a table. A name listed twice keeps its first row.
    public init(adapterName: String, rules: [EventMappingRule]) {
        self.adapterName = adapterName
        self.rules = rules
        self.index = Dictionary(rules.enumerated().map { ($1.vendorEventName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The row for a vendor event name, or `nil`. Names compare as Swift strings compare.
    public func rule(for vendorEventName: String) -> EventMappingRule? { index[vendorEventName].map { rules[$0] } }

    /// The unified name for a vendor event name; ``LinkEvent/Name/other`` when unknown.
    public func name(for vendorEventName: String) -> LinkEvent.Name { rule(for: vendorEventName)?.name ?? .other }
}
