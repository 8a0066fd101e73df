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
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataErrorTypeKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataErrorCodeKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataErrorMessageKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataExitStatusKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionIdKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionNameKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionSearchQueryKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataLinkSessionIdKey: sessionID,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataRequestIdKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataMFATypeKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataViewNameKey: null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataTimestampKey: timestamp(),
        ]
        metadata.merge(values) { _, new in new }
        return metadata
    }

    static func institution(id: String, name: String) -> [String: Any] {
        [PlaidLegacyLinkKit.PLKConstants.kPLKMetadataNameKey: name, PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionIdKey: id]
    }

    static func account(id: String, name: String, mask: Any, type: String, subtype: String) -> [String: Any] {
        [
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataIdKey: id,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataNameKey: name,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataMaskKey: mask,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataTypeKey: type,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataSubtypeKey: subtype,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountVerificationStatusKey: null,
        ]
    }

    /// Success metadata: `status: "connected"`.
    static func success(sessionID: String, institution: [String: Any], accounts: [[String: Any]]) -> [String: Any] {
        [
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataStatusKey: PlaidLegacyLinkKit.PLKConstants.kPLKStatusConnected,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionKey: institution,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataAccountsKey: accounts,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataLinkSessionIdKey: sessionID,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataRequestIdKey: null,
        ]
    }

    /// Exit metadata: `status` and `institution` are `NSNull` when not given.
    static func exit(sessionID: String, status: String?, institution: [String: Any]?, requestID: String? = nil)
        -> [String: Any]
    {
        [
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataStatusKey: status.map { $0 as Any } ?? null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataInstitutionKey: institution.map { $0 as Any } ?? null,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataLinkSessionIdKey: sessionID,
            PlaidLegacyLinkKit.PLKConstants.kPLKMetadataRequestIdKey: requestID.map { $0 as Any } ?? null,
        ]
    }

    /// An exit error the way LinkKit 1.1.x builds it: the Plaid strings in `userInfo`
    /// (`NSNull` display message when there is none) and a legacy number in `code`.
    static func error(type: String, code: String, message: String, displayMessage: String?, legacyCode: Int) -> NSError
    {
        NSError(
            domain: PlaidLegacyLinkKit.PLKConstants.PLKPlaidLinkAPIErrorDomain, code: legacyCode,
            userInfo: [
                PlaidLegacyLinkKit.PLKConstants.kPLKErrorTypeKey: type,
                PlaidLegacyLinkKit.PLKConstants.kPLKErrorCodeKey: code,
                PlaidLegacyLinkKit.PLKConstants.kPLKErrorMessageKey: message,
                PlaidLegacyLinkKit.PLKConstants.kPLKDisplayMessageKey: displayMessage.map { $0 as Any } ?? null,
                NSLocalizedDescriptionKey: displayMessage ?? message,
            ])
    }
}
