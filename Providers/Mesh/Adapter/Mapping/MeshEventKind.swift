import Foundation
import ProviderKit

/// What an `onEvent` `type` means to ``MeshEventMapper``, found with one look-up: its
/// ``MeshEventTable`` row and where its error comes from.
///
/// The same answers as asking `MeshEventTable.table.rule(for:)`, comparing the type with
/// `MeshErrorClassifier.connectionErrorType` and `MeshErrorTable.transferFinishedType`, and
/// searching `MeshErrorTable.errorEventTypes`, one after another.
package struct MeshEventKind: Sendable {
    /// Where an event of this type takes its ``/ProviderKit/LinkError`` from.
    package enum ErrorSource: Sendable, Hashable {
        /// No error.
        case none
        /// `integrationConnectionError`: the message, classified by ``MeshErrorClassifier``.
        case classifiedMessage
        /// One of ``MeshErrorTable/errorEventTypes``: the type, looked up as the code.
        case eventType
        /// `transferFinished`: an error only when its `status` is `error`.
        case transferFinishedStatus
    }

    /// The table row, or `nil` for a type the table does not list.
    package let rule: EventMappingRule?
    /// Where the error comes from.
    package let errorSource: ErrorSource

    /// The kind of `type`: its entry in the dictionary of every listed type, or no row and no error.
    package static func of(_ type: String) -> MeshEventKind {
        kinds[type] ?? MeshEventKind(rule: nil, errorSource: .none)
    }

    /// Every type with a row or an error, built from the tables.
    private static let kinds: [String: MeshEventKind] = {
        var types: [String] = []
        for rule in MeshEventTable.table.rules { types.append(rule.vendorEventName) }
        types += MeshErrorTable.errorEventTypes
        types += [MeshErrorClassifier.connectionErrorType, MeshErrorTable.transferFinishedType]
        var kinds: [String: MeshEventKind] = [:]
        for type in types where kinds[type] == nil {
            kinds[type] = MeshEventKind(rule: MeshEventTable.table.rule(for: type), errorSource: errorSource(of: type))
        }
        return kinds
    }()

    /// The error source of `type`: the connection-error type first, then the error-event types, then
    /// `transferFinished`.
    package static func errorSource(of type: String) -> ErrorSource {
        if type == MeshErrorClassifier.connectionErrorType { return .classifiedMessage }
        if MeshErrorTable.errorEventTypes.contains(type) { return .eventType }
        if type == MeshErrorTable.transferFinishedType { return .transferFinishedStatus }
        return .none
    }
}
