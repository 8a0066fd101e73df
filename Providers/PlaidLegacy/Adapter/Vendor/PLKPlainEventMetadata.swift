import ProviderKit

/// The `didHandleEvent` metadata fields the mapping uses, read in one pass over the members (a
/// `switch` on each key) instead of one hashed look-up per field: the fast path's counterpart of
/// `PLKEventMetadata`, for metadata whose values are all strings or nulls. Replay also fills one
/// straight from a transcript line's bytes (`PlaidLegacyPlainEventLine`), under the same rule.
package struct PLKPlainEventMetadata: PlaidLegacyEventFields, Sendable, Hashable {
    /// `kPLKMetadataErrorTypeKey`.
    package var errorType: String?
    /// `kPLKMetadataErrorCodeKey`.
    package var errorCode: String?
    /// `kPLKMetadataErrorMessageKey`.
    package var errorMessage: String?
    /// `kPLKMetadataExitStatusKey`.
    package var exitStatus: String?
    /// `kPLKMetadataInstitutionIdKey`.
    package var institutionId: String?
    /// `kPLKMetadataInstitutionNameKey`.
    package var institutionName: String?
    /// `kPLKMetadataLinkSessionIdKey`.
    package var linkSessionId: String?
    /// `kPLKMetadataViewNameKey`.
    package var viewName: String?
    /// `kPLKMetadataTimestampKey`.
    package var timestamp: String?

    /// Metadata with none of the fields (LinkKit's nil metadata).
    package init() {}

    /// `nil` unless `value` is `null` or a dictionary whose every value is a string or a null
    /// (anything else is a problem the general path reports); then exactly the strings
    /// `PLKEventMetadata` reads, with no problem to record.
    init?(_ value: LinkJSONValue) {
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        let members: [String: LinkJSONValue]
        switch value {
        case .null: return
        case .object(let object): members = object
        default: return nil
        }
        let longest = Keys.kPLKMetadataInstitutionNameKey.utf8.count
        for (key, value) in members {
            let text: String
            switch value {
            case .string(let string): text = string
            case .null: continue
            default: return nil
            }
            // Keys longer than any read here (`institution_search_query`) skip the comparisons;
            // the others are compared with the small strings first, which is cheap.
            guard key.utf8.count <= longest else { continue }
            switch key {
            case Keys.kPLKMetadataLinkSessionIdKey: linkSessionId = text
            case Keys.kPLKMetadataTimestampKey: timestamp = text
            case Keys.kPLKMetadataViewNameKey: viewName = text
            case Keys.kPLKMetadataErrorCodeKey: errorCode = text
            case Keys.kPLKMetadataErrorTypeKey: errorType = text
            case Keys.kPLKMetadataErrorMessageKey: errorMessage = text
            case Keys.kPLKMetadataExitStatusKey: exitStatus = text
            case Keys.kPLKMetadataInstitutionIdKey: institutionId = text
            case Keys.kPLKMetadataInstitutionNameKey: institutionName = text
            default: break
            }
        }
    }
}
