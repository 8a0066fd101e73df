import Foundation
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// Builds LinkKit 1.x-shaped metadata dictionaries for the sandbox and the conformance probe:
/// `kPLKMetadata*` keys, `NSNull` for every value LinkKit leaves empty.
@MainActor
enum PlaidLegacySandboxMetadata {
    static let null = NSNull()

    static func timestamp() -> String { LinkKitTimestamp.format(Date()) }

    /// Event metadata: every event key present, `NSNull` unless given.
    static func event(sessionID: String, _ values: [String: Any] = [:]) -> [String: Any] {
        var metadata: [String: Any] = [
            PLKConstants.kPLKMetadataErrorTypeKey: null,
            PLKConstants.kPLKMetadataErrorCodeKey: null,
            PLKConstants.kPLKMetadataErrorMessageKey: null,
            PLKConstants.kPLKMetadataExitStatusKey: null,
            PLKConstants.kPLKMetadataInstitutionIdKey: null,
            PLKConstants.kPLKMetadataInstitutionNameKey: null,
            PLKConstants.kPLKMetadataInstitutionSearchQueryKey: null,
            PLKConstants.kPLKMetadataLinkSessionIdKey: sessionID,
            PLKConstants.kPLKMetadataRequestIdKey: null,
            PLKConstants.kPLKMetadataMFATypeKey: null,
            PLKConstants.kPLKMetadataViewNameKey: null,
            PLKConstants.kPLKMetadataTimestampKey: timestamp(),
        ]
        metadata.merge(values) { _, new in new }
        return metadata
    }

    static func institution(id: String, name: String) -> [String: Any] {
        [PLKConstants.kPLKMetadataNameKey: name, PLKConstants.kPLKMetadataInstitutionIdKey: id]
    }

    static func account(id: String, name: String, mask: Any, type: String, subtype: String) -> [String: Any] {
        [
            PLKConstants.kPLKMetadataIdKey: id,
            PLKConstants.kPLKMetadataNameKey: name,
            PLKConstants.kPLKMetadataMaskKey: mask,
            PLKConstants.kPLKMetadataTypeKey: type,
            PLKConstants.kPLKMetadataSubtypeKey: subtype,
            PLKConstants.kPLKMetadataAccountVerificationStatusKey: null,
        ]
    }

    /// Success metadata: `status: "connected"`.
    static func success(sessionID: String, institution: [String: Any], accounts: [[String: Any]]) -> [String: Any] {
        [
            PLKConstants.kPLKMetadataStatusKey: PLKConstants.kPLKStatusConnected,
            PLKConstants.kPLKMetadataInstitutionKey: institution,
            PLKConstants.kPLKMetadataAccountsKey: accounts,
            PLKConstants.kPLKMetadataLinkSessionIdKey: sessionID,
            PLKConstants.kPLKMetadataRequestIdKey: null,
        ]
    }

    /// Exit metadata: `status` and `institution` are `NSNull` when not given.
    static func exit(sessionID: String, status: String?, institution: [String: Any]?, requestID: String? = nil)
        -> [String: Any]
    {
        [
            PLKConstants.kPLKMetadataStatusKey: status.map { $0 as Any } ?? null,
            PLKConstants.kPLKMetadataInstitutionKey: institution.map { $0 as Any } ?? null,
            PLKConstants.kPLKMetadataLinkSessionIdKey: sessionID,
            PLKConstants.kPLKMetadataRequestIdKey: requestID.map { $0 as Any } ?? null,
        ]
    }

    /// An exit error the way LinkKit 1.1.x builds it: the Plaid strings in `userInfo`
    /// (`NSNull` display message when there is none) and a legacy number in `code`.
    static func error(type: String, code: String, message: String, displayMessage: String?, legacyCode: Int) -> NSError
    {
        NSError(
            domain: PLKConstants.PLKPlaidLinkAPIErrorDomain, code: legacyCode,
            userInfo: [
                PLKConstants.kPLKErrorTypeKey: type,
                PLKConstants.kPLKErrorCodeKey: code,
                PLKConstants.kPLKErrorMessageKey: message,
                PLKConstants.kPLKDisplayMessageKey: displayMessage.map { $0 as Any } ?? null,
                NSLocalizedDescriptionKey: displayMessage ?? message,
            ])
    }
}
