import ProviderKit

/// A line of replay output that is neither an event nor an outcome, such as Meld's navigation
/// decisions. `providerkit replay` prints each trace as one JSON object whose first member is
/// `"kind"`, followed by ``fields`` in order.
public struct ReplayTrace: Sendable, Hashable {
    /// One named value of a trace, in output order.
    public struct Field: Sendable, Hashable {
        /// The member name.
        public var name: String
        /// The value.
        public var value: LinkJSONValue

        /// Creates a field.
        public init(_ name: String, _ value: LinkJSONValue) {
            self.name = name
            self.value = value
        }
    }

    /// The `kind` member, for example `navigation`.
    public var kind: String
    /// The other members, in order.
    public var fields: [Field]

    /// Creates a trace.
    public init(kind: String, fields: [Field]) {
        self.kind = kind
        self.fields = fields
    }
}
