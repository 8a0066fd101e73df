import Foundation

extension LinkExit: LinkRecord {
    private enum CodingKeys: String, CodingKey {
        case kind, adapterName, entryName, reason, error, interruption, stage, institution, sessionID, requestID
        case fallbacks
    }

    /// Decodes an `"exit"` record: `"reason"` `error` needs an `"error"` object, `interrupted` an
    /// `"interruption"` object. ``metadata`` is not part of the wire format and decodes as empty.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try WireCoding.expectKind("exit", in: container, key: .kind)
        let reason: Reason
        switch try container.decode(Reason.Kind.self, forKey: .reason) {
        case .userCancelled: reason = .userCancelled
        case .error: reason = .error(try container.decode(LinkError.self, forKey: .error))
        case .interrupted: reason = .interrupted(try container.decode(LinkInterruption.self, forKey: .interruption))
        }
        self.init(
            adapterName: try container.decode(String.self, forKey: .adapterName),
            entryName: try container.decodeIfPresent(String.self, forKey: .entryName),
            reason: reason,
            stage: try container.decodeIfPresent(LinkStage.self, forKey: .stage),
            institution: try container.decodeIfPresent(LinkInstitution.self, forKey: .institution),
            sessionID: try container.decodeIfPresent(String.self, forKey: .sessionID),
            requestID: try container.decodeIfPresent(String.self, forKey: .requestID),
            metadata: .empty,
            fallbacks: try container.decodeIfPresent([String].self, forKey: .fallbacks) ?? [])
    }

    /// Encodes `{"kind": "exit", "adapterName", "entryName", "reason", "error", "interruption",
    /// "stage", "institution", "sessionID", "requestID", "fallbacks"}`, without ``metadata``.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("exit", forKey: .kind)
        try container.encode(adapterName, forKey: .adapterName)
        try container.encodeOrNull(entryName, forKey: .entryName)
        try container.encode(reason.kind, forKey: .reason)
        try container.encodeOrNull(error, forKey: .error)
        try container.encodeOrNull(interruption, forKey: .interruption)
        try container.encodeOrNull(stage, forKey: .stage)
        try container.encodeOrNull(institution, forKey: .institution)
        // Vendor ids are display text: a credential inside one is hidden unless secrets are revealed.
        let shown = VendorText(encoder: encoder)
        try container.encodeOrNull(shown(sessionID), forKey: .sessionID)
        try container.encodeOrNull(shown(requestID), forKey: .requestID)
        try container.encode(fallbacks, forKey: .fallbacks)
    }
}
