import Foundation

extension LinkEvent: LinkRecord {
    private enum CodingKeys: String, CodingKey {
        case kind, adapterName, entryName, name, vendorEventName, timestamp, stage, view, institution, error
        case sessionID, isStable
    }

    /// Decodes an `"event"` record; `"timestamp"` is ISO 8601. ``metadata`` is not part of the wire
    /// format and decodes as empty.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try WireCoding.expectKind("event", in: container, key: .kind)
        self.init(
            adapterName: try container.decode(String.self, forKey: .adapterName),
            entryName: try container.decodeIfPresent(String.self, forKey: .entryName),
            name: try container.decode(Name.self, forKey: .name),
            vendorEventName: try container.decode(String.self, forKey: .vendorEventName),
            timestamp: try WireCoding.decodeDate(from: container, key: .timestamp),
            institution: try container.decodeIfPresent(LinkInstitution.self, forKey: .institution),
            stage: try container.decodeIfPresent(LinkStage.self, forKey: .stage),
            view: try container.decodeIfPresent(String.self, forKey: .view),
            error: try container.decodeIfPresent(LinkError.self, forKey: .error),
            sessionID: try container.decodeIfPresent(String.self, forKey: .sessionID),
            isStable: try container.decodeIfPresent(Bool.self, forKey: .isStable) ?? false,
            metadata: .empty)
    }

    /// Encodes `{"kind": "event", "adapterName", "entryName", "name", "vendorEventName", "timestamp",
    /// "stage", "view", "institution", "error", "sessionID", "isStable"}`, without ``metadata``.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        // The vendor's text (its event name, view and ids) hides a credential inside it unless
        // secrets are revealed.
        let shown = VendorText(encoder: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("event", forKey: .kind)
        try container.encode(adapterName, forKey: .adapterName)
        try container.encodeOrNull(entryName, forKey: .entryName)
        try container.encode(name, forKey: .name)
        try container.encode(shown(vendorEventName), forKey: .vendorEventName)
        try container.encode(WireCoding.string(from: timestamp), forKey: .timestamp)
        try container.encodeOrNull(stage, forKey: .stage)
        try container.encodeOrNull(shown(view), forKey: .view)
        try container.encodeOrNull(institution, forKey: .institution)
        try container.encodeOrNull(error, forKey: .error)
        try container.encodeOrNull(shown(sessionID), forKey: .sessionID)
        try container.encode(isStable, forKey: .isStable)
    }
}
