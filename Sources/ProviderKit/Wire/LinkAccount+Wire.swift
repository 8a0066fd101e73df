import Foundation

extension LinkAccount: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, mask, type, subtype, verificationStatus, rawVerificationStatus
    }

    /// Decodes `{"id", "name", "mask", "type", "subtype", "verificationStatus", "rawVerificationStatus"}`.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decodeIfPresent(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            mask: try container.decodeIfPresent(String.self, forKey: .mask),
            type: try container.decodeIfPresent(AccountType.self, forKey: .type),
            subtype: try container.decodeIfPresent(String.self, forKey: .subtype),
            verificationStatus: try container.decodeIfPresent(AccountVerificationStatus.self, forKey: .verificationStatus),
            rawVerificationStatus: try container.decodeIfPresent(String.self, forKey: .rawVerificationStatus))
    }

    /// Encodes every member, absent ones as `null`. Unless the encoder's
    /// `userInfo[.revealSecrets]` is `true`, the vendor's text goes through the redactor's shape
    /// rules first, so a credential a vendor wrote into a name or mask is not printed.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        let shown = VendorText(encoder: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeOrNull(shown(id), forKey: .id)
        try container.encodeOrNull(shown(name), forKey: .name)
        try container.encodeOrNull(shown(mask), forKey: .mask)
        try container.encodeOrNull(type, forKey: .type)
        try container.encodeOrNull(shown(subtype), forKey: .subtype)
        try container.encodeOrNull(verificationStatus, forKey: .verificationStatus)
        try container.encodeOrNull(shown(rawVerificationStatus), forKey: .rawVerificationStatus)
    }
}
