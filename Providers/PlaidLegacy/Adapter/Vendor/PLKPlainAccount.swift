import ProviderKit

/// The fields of one account dictionary of success metadata, read in one pass over its members (a
/// `switch` on each key) instead of one hashed look-up per field: the fast path's counterpart of
/// `PLKAccountMetadata`, for a dictionary whose values are all strings or nulls.
struct PLKPlainAccount {
    /// `kPLKMetadataIdKey`.
    var id: String?
    /// `kPLKMetadataNameKey`.
    var name: String?
    /// `kPLKMetadataMaskKey`.
    var mask: String?
    /// `kPLKMetadataTypeKey`.
    var type: String?
    /// `kPLKMetadataSubtypeKey`.
    var subtype: String?
    /// `kPLKMetadataAccountVerificationStatusKey`.
    var verificationStatus: String?

    /// `nil` unless every value of `members` is a string or a null (anything else is a problem the
    /// general path reports); then exactly the strings `PLKAccountMetadata` reads.
    init?(_ members: [String: LinkJSONValue]) {
        typealias Keys = PlaidLegacyLinkKit.PLKConstants
        for (key, value) in members {
            let text: String
            switch value {
            case .string(let string): text = string
            case .null: continue
            default: return nil
            }
            // Short keys first: comparing small strings is cheap, and a key the mapping does not read
            // is compared with every case.
            switch key {
            case Keys.kPLKMetadataIdKey: id = text
            case Keys.kPLKMetadataNameKey: name = text
            case Keys.kPLKMetadataMaskKey: mask = text
            case Keys.kPLKMetadataTypeKey: type = text
            case Keys.kPLKMetadataSubtypeKey: subtype = text
            case Keys.kPLKMetadataAccountVerificationStatusKey: verificationStatus = text
            default: break
            }
        }
    }
}
