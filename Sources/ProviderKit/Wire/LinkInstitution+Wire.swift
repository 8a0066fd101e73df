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

    /// Encodes `{"id", "name"}`, the vendor's text through the redactor's shape rules unless the
    /// encoder's `userInfo[.revealSecrets]` is `true`.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        let shown = VendorText(encoder: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeOrNull(shown(id), forKey: .id)
        try container.encodeOrNull(shown(name), forKey: .name)
    }
}
