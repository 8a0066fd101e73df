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
    /// The universal link that arrived for the journey after a relaunch.
    var redirectURL: String?
    /// Entries already tried, and entries whose token was already refreshed.
    var triedEntryNames: [String]
    var refreshedEntryNames: [String]
    /// The attempts that already ended, for the result of a resumed journey.
    var previousAttempts: [LinkJourneyAttemptSummary]

    /// The part every version of the format shares, read first to check the version.
    struct Header: Decodable {
        var version: Int
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
