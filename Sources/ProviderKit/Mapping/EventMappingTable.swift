/// An adapter's event table. Unknown vendor names map to ``LinkEvent/Name/other``; the vendor's
/// name is always kept on the event.
public struct EventMappingTable: Sendable {
    /// The adapter name.
    public let provider: String
    /// The rows, in the order they are published.
    public let rules: [EventMappingRule]
    private let index: [String: EventMappingRule]

    /// Builds a table. A name listed twice keeps its first row.
    public init(provider: String, rules: [EventMappingRule]) {
        self.provider = provider
        self.rules = rules
        var index: [String: EventMappingRule] = [:]
        for rule in rules where index[rule.providerName] == nil { index[rule.providerName] = rule }
        self.index = index
    }

    /// The row for a vendor event name, or `nil`.
    public func rule(for providerName: String) -> EventMappingRule? { index[providerName] }

    /// The unified name for a vendor event name; ``LinkEvent/Name/other`` when unknown.
    public func name(for providerName: String) -> LinkEvent.Name { index[providerName]?.name ?? .other }
}
