/// Why a journey links: a new connection, or an update (reconnect) of one the user already has.
///
/// The purpose reaches the token provider (``LinkTokenContext/purpose``), so your server can create
/// the right token (for Plaid, a link token created for the Item's `access_token`), and the adapter
/// (``LinkRequest/purpose``), which maps it to the vendor's own update mechanism. Adapters that have
/// none say so in ``AdapterDescriptor/updateSupport``; the journey then links anew, with a
/// ``DiagnosticCode/updateUnsupported`` diagnostic.
///
/// Encoded as `{"type": "newLink"}` or `{"type": "update", "connection": {…}}`.
public enum LinkPurpose: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Link a new connection.
    case newLink
    /// Update an existing connection: the user logs in again or grants access again, and the
    /// connection keeps its identity.
    case update(LinkConnection)

    /// The connection being updated, for ``update(_:)``.
    public var connection: LinkConnection? {
        if case .update(let connection) = self { return connection }
        return nil
    }

    /// `true` for ``update(_:)``.
    public var isUpdate: Bool { connection != nil }

    /// `newLink`, or `update(LinkConnection(plaid: item-1))`.
    public var description: String {
        switch self {
        case .newLink: return "newLink"
        case .update(let connection): return "update(\(connection))"
        }
    }
}

extension LinkPurpose {
    private enum CodingKeys: String, CodingKey {
        case type, connection
    }

    /// Decodes `{"type": "newLink"}` or `{"type": "update", "connection": {…}}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "newLink": self = .newLink
        case "update": self = .update(try container.decode(LinkConnection.self, forKey: .connection))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown purpose \"\(type)\"; expected newLink or update")
        }
    }

    /// Encodes the type, and the connection of an update.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .newLink:
            try container.encode("newLink", forKey: .type)
        case .update(let connection):
            try container.encode("update", forKey: .type)
            try container.encode(connection, forKey: .connection)
        }
    }
}
