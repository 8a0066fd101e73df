import Foundation

extension LinkInstitution: Codable {
    private enum CodingKeys: String, CodingKey { case id, name }

    /// Decodes `{"id", "name"}`.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decodeIfPresent(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name))
    }

    /// Encodes `{"id", "name"}`.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeOrNull(id, forKey: .id)
        try container.encodeOrNull(name, forKey: .name)
    }
}
