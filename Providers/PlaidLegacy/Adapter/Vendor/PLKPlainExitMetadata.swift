import ProviderKit

/// The `didExitWithError` metadata fields the mapping uses, read in one pass over the members (a
/// `switch` on each key) instead of one hashed look-up per field: the fast path's counterpart of
/// `PLKExitMetadata`, for metadata whose values are all strings or nulls, apart from an
/// `institution` dictionary whose values are too.
struct PLKPlainExitMetadata {
    /// `kPLKMetadataStatusKey`.
    var status: String?
    /// `kPLKMetadataInstitutionKey`: `nil` when missing or `null`.
    var institution: PlaidLegacyLinkKit.PLKInstitutionMetadata?
    /// `kPLKMetadataLinkSessionIdKey`.
    var linkSessionId: String?
    /// `kPLKMetadataRequestIdKey`.
    var requestId: String?
    /// `kPLKMetadataPlaidApiRequestIdKey`, read when there is no `request_id`.
    var plaidApiRequestId: String?

    /// `nil` unless `value` is `null` or a dictionary that reads without a problem (anything else
    /// is reported by the general path); then exactly the values `PLKExitMetadata` reads.
    init?(_ value: LinkJSONValue) {
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        let members: [String: LinkJSONValue]
        switch value {
        case .null: return
        case .object(let object): members = object
        default: return nil
        }
        for (key, value) in members {
            switch value {
            case .null:
                continue
            case .string(let text):
                switch key {
                case Keys.kPLKMetadataStatusKey: status = text
                case Keys.kPLKMetadataLinkSessionIdKey: linkSessionId = text
                case Keys.kPLKMetadataRequestIdKey: requestId = text
                case Keys.kPLKMetadataInstitutionKey: return nil  // a string where a dictionary is read
                case Keys.kPLKMetadataPlaidApiRequestIdKey: plaidApiRequestId = text
                default: break
                }
            case .object(let fields):
                guard key == Keys.kPLKMetadataInstitutionKey, let institution = Self.institution(fields) else { return nil }
                self.institution = institution
            default:
                return nil
            }
        }
    }

    /// The institution of a dictionary whose values are all strings or nulls; `nil` otherwise.
    private static func institution(_ members: [String: LinkJSONValue]) -> PlaidLegacyLinkKit.PLKInstitutionMetadata? {
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        var institution = PlaidLegacyLinkKit.PLKInstitutionMetadata(name: nil, institutionId: nil)
        for (key, value) in members {
            switch value {
            case .null:
                continue
            case .string(let text):
                switch key {
                case Keys.kPLKMetadataNameKey: institution.name = text
                case Keys.kPLKMetadataInstitutionIdKey: institution.institutionId = text
                default: break
                }
            default:
                return nil
            }
        }
        return institution
    }
}
