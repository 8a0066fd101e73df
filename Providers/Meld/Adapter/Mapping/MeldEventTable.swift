import ProviderKit

/// Meld's widget messages and the navigation signals the adapter observes, mapped to unified events.
///
/// `debug` produces no event at all, as Meld's guide says. Unknown message types become
/// ``ProviderKit/LinkEvent/Name/other`` with the raw type kept.
public enum MeldEventTable {
    /// The provider name of the event for an `<scheme>://oauthRequested` navigation that was opened.
    public static let oauthRequested = "oauthRequested"
    /// The provider name of the event for a redirect-URI return carrying `oauth_state_id`.
    public static let oauthStateReturned = "oauthStateReturned"
    /// The provider name of the event for a redirect-URI return carrying `status=success`.
    public static let oauthStatusReturned = "oauthStatusReturned"
    /// The provider name of the event for a redirect-URI return carrying any other `status`.
    public static let oauthStatusFailed = "oauthStatusFailed"

    /// The table.
    public static let table = EventMappingTable(provider: "meld", rules: rules)

    /// The rows, in published order.
    public static let rules: [EventMappingRule] = [
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
