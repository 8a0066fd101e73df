import Foundation
import ProviderKit
import Testing

@testable import ProviderKitMesh

/// ``MeshEventKind`` answers with one look-up what the mapper used to ask the event table and the
/// error lists one after another; for every type it must give the same row and the same source.
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

    /// Types the byte comparison must answer as the dictionary does, or decline: canonically
    /// equivalent spellings (`K` as KELVIN SIGN U+212A, `;` as GREEK QUESTION MARK U+037E), text
    /// longer than any listed type, one byte away from a listed type, and embedded NUL.
    static var byteEdgeTypes: [String] {
        let listed = MeshEventTable.rules.map(\.vendorEventName) + MeshErrorTable.errorEventTypes
        let oneByteAway = listed.map { String($0.dropFirst()) + "x" } + listed.map { "x" + String($0.dropFirst()) }
        return types + oneByteAway + [
            "SDK\u{212A}injectedWalletProviders", "loaded\u{037E}", "loaded;", "l\u{0301}oaded", "loaded\u{0000}",
            String(repeating: "transferFinished", count: 8), "\u{0000}", "a", "ab", "doneX", "DONE",
        ]
    }

    @Test func theByteComparisonAnswersAsTheDictionaryOrDeclines() {
        var answered = 0
        for type in Self.byteEdgeTypes {
            let reference = MeshEventKind.ofWithReference(type)
            if let fast = MeshEventKind.ofASCII(type) {
                answered += 1
                #expect(fast.rule == reference.rule && fast.errorSource == reference.errorSource, "\(type)")
                #expect(type.utf8.allSatisfy { $0 < 0x80 }, "answered non-ASCII \(type)")
            } else {
                #expect(!type.utf8.allSatisfy { $0 < 0x80 }, "declined ASCII \(type)")
            }
            let kind = MeshEventKind.of(type)
            #expect(kind.rule == reference.rule && kind.errorSource == reference.errorSource, "\(type)")
        }
        #expect(answered > 300)
    }
}
