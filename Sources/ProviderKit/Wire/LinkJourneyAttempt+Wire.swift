import Foundation

extension LinkJourneyAttempt: Codable {
    private enum CodingKeys: String, CodingKey {
        case number, entryName, adapterName, purpose, tokenReason, isResumed, startedAt, duration, outcome
    }

    /// Decodes `{"number", "entryName", "adapterName", "purpose", "tokenReason", "isResumed",
    /// "startedAt", "duration", "outcome"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            number: try container.decode(Int.self, forKey: .number),
            entryName: try container.decode(String.self, forKey: .entryName),
            adapterName: try container.decode(String.self, forKey: .adapterName),
            purpose: try container.decode(LinkPurpose.self, forKey: .purpose),
            tokenReason: try container.decode(LinkTokenContext.Reason.self, forKey: .tokenReason),
            isResumed: try container.decodeIfPresent(Bool.self, forKey: .isResumed) ?? false,
            outcome: try container.decode(LinkOutcome.self, forKey: .outcome),
            startedAt: try WireCoding.decodeDate(from: container, key: .startedAt),
            duration: try container.decode(TimeInterval.self, forKey: .duration))
    }

    /// Encodes the attempt as an object (not a record): its outcome is a `success` or `exit`
    /// record, and `duration` is in seconds, rounded to the millisecond.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(entryName, forKey: .entryName)
        try container.encode(adapterName, forKey: .adapterName)
        try container.encode(purpose, forKey: .purpose)
        try container.encode(tokenReason, forKey: .tokenReason)
        try container.encode(isResumed, forKey: .isResumed)
        try container.encode(WireCoding.string(from: startedAt), forKey: .startedAt)
        try container.encode((duration * 1000).rounded() / 1000, forKey: .duration)
        try container.encode(outcome, forKey: .outcome)
    }
}
