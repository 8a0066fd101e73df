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
    /// rules first, so a credential a vendor wrote into a name or mask is not printed. A type
    /// ProviderKit does not know is the vendor's text, lowercased, which can hide a shape the
    /// rules look for (a JWT's `eyJ`): it prints as given only when it is a plain word (letters,
    /// digits, spaces and `_ - / & ( ) + , '`), as `<redacted>` otherwise.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        let shown = VendorText(encoder: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeOrNull(shown(id), forKey: .id)
        try container.encodeOrNull(shown(name), forKey: .name)
        try container.encodeOrNull(shown(mask), forKey: .mask)
        try container.encodeOrNull(type.map { Self.written($0, shown) }, forKey: .type)
        try container.encodeOrNull(shown(subtype), forKey: .subtype)
        try container.encodeOrNull(verificationStatus, forKey: .verificationStatus)
        try container.encodeOrNull(shown(rawVerificationStatus), forKey: .rawVerificationStatus)
    }

    /// How `type` is written under `shown`'s rule.
    package static func written(_ type: AccountType, _ shown: VendorText) -> String {
        shown.reveals || isPlainWord(type) ? shown(type.rawValue) : Secret.redactedPlaceholder
    }

    /// `true` for an account type made of ASCII letters, digits, spaces and `_ - / & ( ) + , '`,
    /// as vendors' types are (`checking`, `line_of_credit`, `401(k)`, `credit card`): text with
    /// `.`, `=`, `:`, `@`, `?`, `#` or `%` in it is not a type but something a credential can
    /// hide in.
    static func isPlainWord(_ type: AccountType) -> Bool {
        type.rawValue.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: " "), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "&"),
                UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "'"):
                return true
            default:
                return false
            }
        }
    }
}
