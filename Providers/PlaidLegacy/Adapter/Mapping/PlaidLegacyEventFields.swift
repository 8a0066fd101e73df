import ProviderKit

/// The `didHandleEvent` metadata fields ``PlaidLegacyMapping`` uses, read either from the full
/// mirror (`PLKEventMetadata`, which read every key and recorded its problems) or, on the fast
/// path, straight from ``PLKPlainMetadata``, one key at a time and only when the mapping asks.
protocol PlaidLegacyEventFields {
    /// `error_type`.
    var errorType: String? { get }
    /// `error_code`.
    var errorCode: String? { get }
    /// `error_message`; read only for an event carrying an error.
    var errorMessage: String? { get }
    /// `exit_status`; read only when neither the event nor its view gives a stage.
    var exitStatus: String? { get }
    /// `institution_id`.
    var institutionId: String? { get }
    /// `institution_name`.
    var institutionName: String? { get }
    /// `link_session_id`.
    var linkSessionId: String? { get }
    /// `view_name`.
    var viewName: String? { get }
    /// `timestamp`, ISO 8601 text.
    var timestamp: String? { get }
}

extension PlaidLegacyLinkKit.PLKEventMetadata: PlaidLegacyEventFields {}

extension PLKPlainMetadata: PlaidLegacyEventFields {
    private typealias Keys = PlaidLegacyLinkKit.PLKConstants

    var errorType: String? { string(Keys.kPLKMetadataErrorTypeKey) }
    var errorCode: String? { string(Keys.kPLKMetadataErrorCodeKey) }
    var errorMessage: String? { string(Keys.kPLKMetadataErrorMessageKey) }
    var exitStatus: String? { string(Keys.kPLKMetadataExitStatusKey) }
    var institutionId: String? { string(Keys.kPLKMetadataInstitutionIdKey) }
    var institutionName: String? { string(Keys.kPLKMetadataInstitutionNameKey) }
    var linkSessionId: String? { string(Keys.kPLKMetadataLinkSessionIdKey) }
    var viewName: String? { string(Keys.kPLKMetadataViewNameKey) }
    var timestamp: String? { string(Keys.kPLKMetadataTimestampKey) }
}
