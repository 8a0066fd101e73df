import ProviderKit

/// Every event name Acme documents. Names missing here map to `other`, keeping the raw name.
public enum AcmeEventMapping {
    /// The table.
    public static let table = EventMappingTable(
        adapterName: AcmeAdapter.name,
        rules: [
            EventMappingRule("OPEN", .opened, stage: .loading, stable: true),
            EventMappingRule("SELECT_INSTITUTION", .institutionSelected, stage: .institutionSelection, stable: true),
            EventMappingRule("SUBMIT_CREDENTIALS", .credentialsSubmitted, stage: .credentials, stable: true),
            EventMappingRule("SUBMIT_MFA", .mfaSubmitted, stage: .mfa),
            EventMappingRule("ERROR", .error, stage: .error, stable: true),
            EventMappingRule("HANDOFF", .handoff, stage: .connected, stable: true),
        ])
}
