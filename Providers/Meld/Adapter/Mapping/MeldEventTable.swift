import ProviderKit

/// Meld's widget messages and the navigation signals the adapter observes, mapped to unified events.
///
/// `debug` produces no event at all, as Meld's guide says. Unknown message types become
/// ``/ProviderKit/LinkEvent/Name/other`` with the raw type kept.
package enum MeldEventTable {
    /// The provider name of the event for an `<scheme>://oauthRequested` navigation that was opened.
    package static let oauthRequested = "oauthRequested"
    /// The provider name of the event for a redirect-URI return carrying `oauth_state_id`.
    package static let oauthStateReturned = "oauthStateReturned"
    /// The provider name of the event for a redirect-URI return carrying `status=success`.
    package static let oauthStatusReturned = "oauthStatusReturned"
    /// The provider name of the event for a redirect-URI return carrying any other `status`.
    package static let oauthStatusFailed = "oauthStatusFailed"

    /// The table.
    package static let table = EventMappingTable(adapterName: "meld", rules: rules)

    /// The rows, in published order.
    package static let rules: [EventMappingRule] = [
        EventMappingRule(MeldMessageType.initialize.rawValue, .loaded, stable: true),
        EventMappingRule(MeldMessageType.error.rawValue, .error, stage: .error, stable: true),
        EventMappingRule(MeldMessageType.connectComplete.rawValue, .connected, stage: .connected, stable: true),
        EventMappingRule(MeldMessageType.handover.rawValue, .handoff, stage: .connected),
        EventMappingRule(MeldMessageType.cancel.rawValue, .exited),
        EventMappingRule(oauthRequested, .oauthStarted, stage: .oauth),
        EventMappingRule(oauthStateReturned, .oauthCompleted, stage: .oauth),
        EventMappingRule(oauthStatusReturned, .oauthCompleted, stage: .oauth),
        EventMappingRule(oauthStatusFailed, .oauthFailed, stage: .oauth),
    ]
}
