import ProviderKit

/// The `didHandleEvent` metadata fields ``PlaidLegacyMapping`` uses, read either from the full
/// mirror (`PLKEventMetadata`, which read every key and recorded its problems) or, on the fast
/// path, from ``PLKPlainEventMetadata``, which read the members once and found no problem.
protocol PlaidLegacyEventFields {
    /// `error_type`.
    var errorType: String? { get }
    /// `error_code`.
    var errorCode: String? { get }
    /// `error_message`.
    var errorMessage: String? { get }
    /// `exit_status`.
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
