import Foundation

extension AccountAccessToken: Codable {
    private enum CodingKeys: String, CodingKey { case accountID, accountName, accessToken, refreshToken }

    /// Decodes `{"accountID", "accountName", "accessToken", "refreshToken"}`; tokens must be real
    /// values, not `"<redacted>"`.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            accountID: try container.decode(String.self, forKey: .accountID),
            accountName: try container.decodeIfPresent(String.self, forKey: .accountName),
            accessToken: try container.decode(Secret.self, forKey: .accessToken),
            refreshToken: try container.decodeIfPresent(Secret.self, forKey: .refreshToken))
    }

    /// Encodes every member; the tokens are redacted unless the encoder reveals secrets, and the
    /// account's id and name, the vendor's text, go through the same rule as other display text
    /// (a credential's shape inside them is hidden).
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        let shown = VendorText(encoder: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shown(accountID), forKey: .accountID)
        try container.encodeOrNull(shown(accountName), forKey: .accountName)
        try container.encode(accessToken, forKey: .accessToken)
        try container.encodeOrNull(refreshToken, forKey: .refreshToken)
    }
}
