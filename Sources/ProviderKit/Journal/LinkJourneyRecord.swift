import Foundation

/// What the journal keeps on disk about one running journey. No secret is ever part of it: a
/// token a resume needs lives in the ``LinkSecureStore`` under ``resumeSecretKey``.
struct LinkJourneyRecord: Sendable, Hashable, Codable {
    /// The format version this library writes and reads.
    static let currentVersion = 1

    var version = Self.currentVersion
    var journeyID: UUID
    var purpose: LinkPurpose
    var startedAt: Date
    /// ``startedAt`` to the sub-second (seconds since 1970), which the ISO 8601 dates do not keep:
    /// it orders journeys started in the same second. Absent from records of older versions.
    var startInstant: Double?
    var updatedAt: Date
    /// The running attempt's number, entry, adapter and token reason.
    var attempt: Int
    var entryName: String
    var adapterName: String
    var tokenReason: LinkTokenContext.Reason
    /// How far the attempt got, and the vendor's stage.
    var phase: LinkJourneyPhase
    var stage: LinkStage?
    /// The institution the user picked (or the hint).
    var institution: LinkInstitution?
    /// The secure-store key of the resume secrets (the request's token and parameters), when the
    /// adapter can resume.
    var resumeSecretKey: String?
    /// Values the flow asked to keep for a resume (``LinkReporter/keepForResume(_:)``), such as
    /// Plaid v1's OAuth nonce. Never secrets.
    var resumeValues: [String: LinkJSONValue] = [:]
    /// The universal link that arrived for the journey after a relaunch, reduced by
    /// ``JourneyReturnLink/kept(_:queryItem:)`` to what resuming reads: scheme, host, port, path
    /// and the resume state's query item. Never its other query members (`code`, tokens).
    var redirectURL: String?
    /// Entries already tried, and entries whose token was already refreshed.
    var triedEntryNames: [String]
    var refreshedEntryNames: [String]
    /// The attempts that already ended, for the result of a resumed journey.
    var previousAttempts: [LinkJourneyAttemptSummary]

    /// The order journeys come back in: start time to the sub-second, then journey id.
    static func startsBefore(_ lhs: LinkJourneyRecord, _ rhs: LinkJourneyRecord) -> Bool {
        let left = lhs.startInstant ?? lhs.startedAt.timeIntervalSince1970
        let right = rhs.startInstant ?? rhs.startedAt.timeIntervalSince1970
        if left != right { return left < right }
        return lhs.journeyID.uuidString < rhs.journeyID.uuidString
    }

    /// The part every version of the format shares, read first to check the version. The
    /// journey id and resume-secret key are read too when present, so a newer record's secret is
    /// kept for the app's next version.
    struct Header: Decodable {
        var version: Int
        var journeyID: UUID?
        var resumeSecretKey: String?

        private enum CodingKeys: String, CodingKey {
            case version, journeyID, resumeSecretKey
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            journeyID = try? container.decodeIfPresent(UUID.self, forKey: .journeyID)
            resumeSecretKey = try? container.decodeIfPresent(String.self, forKey: .resumeSecretKey)
        }
    }
}

/// An ended attempt as the journal keeps it: enough for the resumed journey's result, no payloads.
struct LinkJourneyAttemptSummary: Sendable, Hashable, Codable {
    var number: Int
    var entryName: String
    var adapterName: String
    var tokenReason: LinkTokenContext.Reason
    var startedAt: Date
    var duration: TimeInterval
    /// `success`, `userCancelled`, `error` or `interrupted`.
    var outcomeKind: String
    var error: LinkError?
    var institution: LinkInstitution?
    var stage: LinkStage?
}
