import Foundation

extension LinkJourneyEvent: LinkRecord {
    private enum CodingKeys: String, CodingKey {
        case kind, journeyID, attempt, entryName, adapterName
        case purpose, tokenReason, isResumed, institutionHint, event, diagnostic, result
    }

    /// The record kinds, one per ``Kind`` case.
    private enum RecordKind: String, Codable {
        case attemptStarted, journeyEvent, journeyDiagnostic, attemptEnded, journeyFinished
    }

    /// Decodes one of the journey event records.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind: Kind
        switch try container.decode(RecordKind.self, forKey: .kind) {
        case .attemptStarted:
            kind = .attemptStarted(
                purpose: try container.decode(LinkPurpose.self, forKey: .purpose),
                tokenReason: try container.decode(LinkTokenContext.Reason.self, forKey: .tokenReason),
                isResumed: try container.decodeIfPresent(Bool.self, forKey: .isResumed) ?? false,
                institutionHint: try container.decodeIfPresent(LinkInstitution.self, forKey: .institutionHint))
        case .journeyEvent: kind = .event(try container.decode(LinkEvent.self, forKey: .event))
        case .journeyDiagnostic: kind = .diagnostic(try container.decode(LinkDiagnostic.self, forKey: .diagnostic))
        case .attemptEnded: kind = .attemptEnded(try container.decode(LinkJourneyAttempt.self, forKey: .result))
        case .journeyFinished: kind = .finished(try container.decode(LinkJourneyResult.self, forKey: .result))
        }
        self.init(
            journeyID: try container.decode(UUID.self, forKey: .journeyID),
            attempt: try container.decode(Int.self, forKey: .attempt),
            entryName: try container.decode(String.self, forKey: .entryName),
            adapterName: try container.decode(String.self, forKey: .adapterName), kind: kind)
    }

    /// Encodes `{"kind", "journeyID", "attempt", "entryName", "adapterName", …}` where `kind` is
    /// `attemptStarted` (then `purpose`, `tokenReason`, `isResumed`, `institutionHint`), `journeyEvent` (`event`: an
    /// event record), `journeyDiagnostic` (`diagnostic`: a diagnostic record), `attemptEnded`
    /// (`result`: the attempt) or `journeyFinished` (`result`: the journey's result record).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let recordKind: RecordKind
        switch kind {
        case .attemptStarted: recordKind = .attemptStarted
        case .event: recordKind = .journeyEvent
        case .diagnostic: recordKind = .journeyDiagnostic
        case .attemptEnded: recordKind = .attemptEnded
        case .finished: recordKind = .journeyFinished
        }
        try container.encode(recordKind, forKey: .kind)
        try container.encode(journeyID.uuidString.lowercased(), forKey: .journeyID)
        try container.encode(attempt, forKey: .attempt)
        try container.encode(entryName, forKey: .entryName)
        try container.encode(adapterName, forKey: .adapterName)
        switch kind {
        case .attemptStarted(let purpose, let tokenReason, let isResumed, let institutionHint):
            try container.encode(purpose, forKey: .purpose)
            try container.encode(tokenReason, forKey: .tokenReason)
            try container.encode(isResumed, forKey: .isResumed)
            try container.encodeOrNull(institutionHint, forKey: .institutionHint)
        case .event(let event): try container.encode(event, forKey: .event)
        case .diagnostic(let diagnostic): try container.encode(diagnostic, forKey: .diagnostic)
        case .attemptEnded(let attempt): try container.encode(attempt, forKey: .result)
        case .finished(let result): try container.encode(result, forKey: .result)
        }
    }
}
