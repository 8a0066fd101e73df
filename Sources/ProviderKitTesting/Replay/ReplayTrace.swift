import ProviderKit

/// A line of replay output that is neither an event nor an outcome, such as Meld's navigation
/// decisions. `providerkit replay` prints each trace as one JSON object whose first member is
/// `"kind"`, followed by ``fields`` in order (see `docs/wire-format.md`).
public struct ReplayTrace: Sendable, Hashable, Encodable {
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

    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes `{"kind": kind, field.name: field.value, …}`.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MemberKey.self)
        try container.encode(kind, forKey: MemberKey("kind"))
        for field in fields { try container.encode(field.value, forKey: MemberKey(field.name)) }
    }
}
