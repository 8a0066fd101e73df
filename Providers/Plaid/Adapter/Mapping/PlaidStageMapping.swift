import Foundation
import ProviderKit

/// Plaid exit statuses (`ExitStatus` raw strings, `metadata.status`, event `exit_status`) mapped to
/// the unified ``/ProviderKit/LinkStage``.
///
/// Keyed by raw string so the legacy LinkKit 1.x adapter (which reads `status` from a dictionary)
/// and the LinkKit 7 adapter share it. Covers the eight statuses LinkKit 7 models, the API's
/// `LinkSessionExitMetadata` statuses, the React Native extras and `connected` (sent by LinkKit 1.x
/// on success).
package enum PlaidStageMapping {
    /// Raw status → stage, for every status Plaid is known to send.
    package static let table: [String: LinkStage] = [
        "requires_questions": .mfa,
        "requires_selections": .mfa,
        "requires_code": .mfa,
        "choose_device": .mfa,
        "requires_credentials": .credentials,
        "requires_account_selection": .accountSelection,
        "requires_oauth": .oauth,
        "institution_not_found": .institutionSelection,
        "institution_not_supported": .institutionSelection,
        "continue_to_third_party": .externalAction,
        "requires_external_action": .externalAction,
        "requires_recaptcha": .humanVerification,
        "requires_deposit_switch_allocation_configuration": .transfer,
        "requires_deposit_switch_allocation_selection": .transfer,
        "connected": .connected,
    ]

    /// The stage for a raw status: `nil` for a missing or empty status, ``/ProviderKit/LinkStage/unknown`` for a
    /// status not in ``table``.
    package static func stage(forStatus status: String?) -> LinkStage? {
        guard let status = status?.trimmingCharacters(in: .whitespaces), !status.isEmpty else { return nil }
        return table[status] ?? table[status.lowercased()] ?? .unknown
    }

}
