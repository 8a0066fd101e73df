/// An existing connection the user linked earlier (a Plaid Item, a Mesh broker connection, a Meld
/// connection) that a journey can update: what update (reconnect) mode is asked for.
///
/// ProviderKit never interprets ``id``: it is whatever your server and the adapter use to find the
/// connection (a Plaid `item_id`, a Mesh `AccessTokenPayload.id`, a Meld `connectionId`). The
/// token provider receives it and creates the vendor's update token for it.
public struct LinkConnection: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The configuration entry the connection was made with. An update runs on that entry: a
    /// connection made through one vendor can only be repaired through the same vendor.
    public var entryName: String
    /// The vendor's identifier of the connection. Not a secret: never put a token here.
    public var id: String
    /// The institution of the connection, when known; it travels to the token provider as the hint.
    public var institution: LinkInstitution?

    /// Creates a reference to an existing connection.
    public init(entryName: String, id: String, institution: LinkInstitution? = nil) {
        self.entryName = entryName
        self.id = id
        self.institution = institution
    }

    /// `LinkConnection(plaid: item-1)`.
    public var description: String { "LinkConnection(\(entryName): \(id))" }

    private enum CodingKeys: String, CodingKey {
        case entryName, id, institution
    }

    /// Decodes `{"entryName", "id", "institution"}`; `institution` may be `null` or missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            entryName: try container.decode(String.self, forKey: .entryName), id: try container.decode(String.self, forKey: .id),
            institution: try container.decodeIfPresent(LinkInstitution.self, forKey: .institution))
    }

    /// Encodes `{"entryName", "id", "institution"}`, `institution` as `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entryName, forKey: .entryName)
        try container.encode(id, forKey: .id)
        try container.encodeOrNull(institution, forKey: .institution)
    }
}
