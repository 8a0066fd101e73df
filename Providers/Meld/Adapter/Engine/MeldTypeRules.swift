import ProviderKit

/// An event table's rules for the known Meld message types, looked up once when the engine is
/// made, so mapping a message does not hash its type name again.
struct MeldTypeRules: Sendable {
    private let initialize: EventMappingRule?
    private let error: EventMappingRule?
    private let connectComplete: EventMappingRule?
    private let handover: EventMappingRule?
    private let cancel: EventMappingRule?
    private let debug: EventMappingRule?

    /// The rules `table` gives each known type's wire name.
    init(_ table: EventMappingTable) {
        initialize = table.rule(for: MeldMessageType.initialize.rawValue)
        error = table.rule(for: MeldMessageType.error.rawValue)
        connectComplete = table.rule(for: MeldMessageType.connectComplete.rawValue)
        handover = table.rule(for: MeldMessageType.handover.rawValue)
        cancel = table.rule(for: MeldMessageType.cancel.rawValue)
        debug = table.rule(for: MeldMessageType.debug.rawValue)
    }

    /// The rule for `type`, exactly what the table gives its wire name; `nil` for an unknown
    /// type, whose rule the caller looks up by name.
    func rule(for type: MeldMessageType) -> EventMappingRule? {
        switch type {
        case .initialize: return initialize
        case .error: return error
        case .connectComplete: return connectComplete
        case .handover: return handover
        case .cancel: return cancel
        case .debug: return debug
        case .unknown: return nil
        }
    }
}
