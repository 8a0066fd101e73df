import ProviderKit

/// LinkKit 1.x event names (`linkViewController:didHandleEvent:metadata:`) mapped to unified
/// events. LinkKit 1.x forwards Link's web events, so the table holds the 26 names of Plaid's API
/// `LinkEventName` enum (reference §3.2); the "stable" flags follow react-plaid-link. Any other name
/// becomes ``LinkEvent/Name/other`` with the raw name kept.
public enum PlaidLegacyEventMapping {
    /// The event table.
    public static let table = EventMappingTable(
        provider: "plaid-legacy",
        rules: [
            EventMappingRule("OPEN", .opened, stage: .loading, stable: true),
            EventMappingRule("SEARCH_INSTITUTION", .institutionSearched, stage: .institutionSelection),
            EventMappingRule("SELECT_BRAND", .institutionSelected, stage: .institutionSelection),
            EventMappingRule("SELECT_INSTITUTION", .institutionSelected, stage: .institutionSelection, stable: true),
            EventMappingRule("SELECT_DEGRADED_INSTITUTION", .institutionSelected, stage: .institutionSelection),
            EventMappingRule("SELECT_DOWN_INSTITUTION", .institutionSelected, stage: .institutionSelection),
            EventMappingRule("SELECT_FILTERED_INSTITUTION", .institutionSelected, stage: .institutionSelection),
            EventMappingRule("SELECT_AUTH_TYPE", .other, stage: .verification),
            EventMappingRule("SUBMIT_CREDENTIALS", .credentialsSubmitted, stage: .credentials),
            EventMappingRule("SUBMIT_MFA", .mfaSubmitted, stage: .mfa),
            EventMappingRule("OPEN_OAUTH", .oauthStarted, stage: .oauth),
            EventMappingRule("CLOSE_OAUTH", .oauthCompleted, stage: .oauth),
            EventMappingRule("FAIL_OAUTH", .oauthFailed, stage: .oauth),
            EventMappingRule("SUBMIT_ACCOUNT_NUMBER", .other, stage: .verification),
            EventMappingRule("SUBMIT_ROUTING_NUMBER", .other, stage: .verification),
            EventMappingRule("SUBMIT_DOCUMENTS", .other, stage: .verification),
            EventMappingRule("SUBMIT_DOCUMENTS_SUCCESS", .other, stage: .verification),
            EventMappingRule("SUBMIT_DOCUMENTS_ERROR", .error, stage: .verification),
            EventMappingRule("VIEW_DATA_TYPES", .other, stage: .consent),
            EventMappingRule("TRANSITION_VIEW", .viewChanged),
            EventMappingRule("ISSUE_FOLLOWED", .other),
            EventMappingRule("OPEN_MY_PLAID", .other),
            EventMappingRule("BANK_INCOME_INSIGHTS_COMPLETED", .other, stable: true),
            EventMappingRule("ERROR", .error, stage: .error, stable: true),
            EventMappingRule("EXIT", .exited, stable: true),
            EventMappingRule("HANDOFF", .handoff, stage: .connected, stable: true),
        ])
}
