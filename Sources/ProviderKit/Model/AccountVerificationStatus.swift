/// Where an account stands in ownership verification (micro-deposits, database checks).
///
/// The wire strings are Plaid's server values, which are the most detailed in use; other vendors
/// map onto them. An unrecognised status becomes ``unknown`` and the account keeps the raw text in
/// ``LinkAccount/rawVerificationStatus``.
public enum AccountVerificationStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Verified instantly or by automated micro-deposits.
    case automaticallyVerified
    /// The user confirmed manual micro-deposits.
    case manuallyVerified
    /// Automated micro-deposits are on their way.
    case pendingAutomaticVerification
    /// Waiting for the user to confirm manual micro-deposits.
    case pendingManualVerification
    /// Matched against a database of known accounts.
    case databaseMatched
    /// A database check passed.
    case databaseInsightsPass
    /// A database check passed with caveats.
    case databaseInsightsPassWithCaution
    /// A database check failed.
    case databaseInsightsFail
    /// The verification window expired; the user must verify again.
    case verificationExpired
    /// Verification failed.
    case verificationFailed
    /// Micro-deposits were never sent.
    case unsent
    /// A status ProviderKit does not recognise.
    case unknown

    /// `true` for statuses under which the account may be used for money movement.
    public var isVerified: Bool {
        switch self {
        case .automaticallyVerified, .manuallyVerified, .databaseMatched, .databaseInsightsPass,
            .databaseInsightsPassWithCaution:
            return true
        default:
            return false
        }
    }
}
