import Foundation
import ProviderKit
import Testing

@testable import ProviderKitMesh

/// ``MeshEventKind`` answers with one look-up what the event table and the error lists answer one
/// after another; for every type it must give the same row and the same source.
@Suite struct MeshEventKindTests {
    /// Every listed type, near misses (case, spacing, prefixes) and unknown types.
    static var types: [String] {
        let listed = MeshEventTable.rules.map(\.vendorEventName) + MeshErrorTable.errorEventTypes
            + [MeshErrorClassifier.connectionErrorType, MeshErrorTable.transferFinishedType]
        let nearMisses = listed.flatMap { [$0.uppercased(), $0.lowercased(), " \($0)", "\($0) ", String($0.dropLast())] }
        return listed + nearMisses + ["", "undefined", "Undefined message", "error", "close ", "transferfinished", "é", "😀"]
    }

    @Test func everyTypeHasTheTableRowAndTheErrorSourceOfTheSeparateChecks() {
        for type in Self.types {
            let kind = MeshEventKind.of(type)
            #expect(kind.rule == MeshEventTable.table.rule(for: type), "\(type)")
            let expected: MeshEventKind.ErrorSource =
                type == MeshErrorClassifier.connectionErrorType
                ? .classifiedMessage
                : MeshErrorTable.errorEventTypes.contains(type)
                    ? .eventType : type == MeshErrorTable.transferFinishedType ? .transferFinishedStatus : .none
            #expect(kind.errorSource == expected, "\(type)")
            #expect(MeshEventKind.errorSource(of: type) == expected, "\(type)")
        }
    }

    @Test func everyErrorTypeAndTableRowIsKnown() {
        for type in MeshErrorTable.errorEventTypes { #expect(MeshEventKind.of(type).errorSource == .eventType, "\(type)") }
        for rule in MeshEventTable.rules { #expect(MeshEventKind.of(rule.vendorEventName).rule != nil, "\(rule.vendorEventName)") }
        #expect(MeshEventKind.of(MeshErrorClassifier.connectionErrorType).errorSource == .classifiedMessage)
        #expect(MeshEventKind.of(MeshErrorTable.transferFinishedType).errorSource == .transferFinishedStatus)
    }
}
