import Foundation

extension LinkJourneyResult: LinkRecord {
    private enum CodingKeys: String, CodingKey {
        case kind, journeyID, purpose, attempts, outcome, diagnostics
    }

    /// Decodes a `"journeyResult"` record.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try WireCoding.expectKind("journeyResult", in: container, key: .kind)
        self.init(
            journeyID: try container.decode(UUID.self, forKey: .journeyID),
            purpose: try container.decode(LinkPurpose.self, forKey: .purpose),
            attempts: try container.decode([LinkJourneyAttempt].self, forKey: .attempts),
            outcome: try container.decode(LinkOutcome.self, forKey: .outcome),
            diagnostics: try container.decodeIfPresent([LinkDiagnostic].self, forKey: .diagnostics) ?? [])
    }

    /// Encodes `{"kind": "journeyResult", "journeyID", "purpose", "attempts", "outcome",
    /// "diagnostics"}`: every attempt, then the one final outcome (a `success` or `exit` record).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("journeyResult", forKey: .kind)
        try container.encode(journeyID.uuidString.lowercased(), forKey: .journeyID)
        try container.encode(purpose, forKey: .purpose)
        try container.encode(attempts, forKey: .attempts)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(diagnostics, forKey: .diagnostics)
    }
}
