import Foundation

extension LinkSuccess: LinkRecord {
    private enum CodingKeys: String, CodingKey {
        case kind, adapterName, entryName, credential, institution, accounts, transfer, sessionID
    }

    /// Decodes a `"success"` record. ``metadata`` is not part of the wire format and decodes as empty.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try WireCoding.expectKind("success", in: container, key: .kind)
        self.init(
            adapterName: try container.decode(String.self, forKey: .adapterName),
            entryName: try container.decodeIfPresent(String.self, forKey: .entryName),
            credential: try container.decode(LinkCredential.self, forKey: .credential),
            institution: try container.decodeIfPresent(LinkInstitution.self, forKey: .institution),
            accounts: try container.decodeIfPresent([LinkAccount].self, forKey: .accounts) ?? [],
            transfer: try container.decodeIfPresent(TransferResult.self, forKey: .transfer),
            sessionID: try container.decodeIfPresent(String.self, forKey: .sessionID),
            metadata: .empty)
    }

    /// Encodes `{"kind": "success", "adapterName", "entryName", "credential", "institution",
    /// "accounts", "transfer", "sessionID"}`, without ``metadata``.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("success", forKey: .kind)
        try container.encode(adapterName, forKey: .adapterName)
        try container.encodeOrNull(entryName, forKey: .entryName)
        try container.encode(credential, forKey: .credential)
        try container.encodeOrNull(institution, forKey: .institution)
        try container.encode(accounts, forKey: .accounts)
        try container.encodeOrNull(transfer, forKey: .transfer)
        // A vendor id is display text: a credential inside one is hidden unless secrets are revealed.
        try container.encodeOrNull(VendorText(encoder: encoder)(sessionID), forKey: .sessionID)
    }
}
