import Foundation
import ProviderKit

/// What an `onEvent` `type` means to ``MeshEventMapper``, found with one look-up: its
/// ``MeshEventTable`` row and where its error comes from.
///
/// The same answers as asking `MeshEventTable.table.rule(for:)`, comparing the type with
/// `MeshErrorClassifier.connectionErrorType` and `MeshErrorTable.transferFinishedType`, and
/// searching `MeshErrorTable.errorEventTypes`, one after another (the tests check every type).
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

    /// The kind of `type`: read from its bytes when it is ASCII, else looked up in the dictionary.
    package static func of(_ type: String) -> MeshEventKind {
        ofASCII(type) ?? ofWithReference(type)
    }

    /// The general path of ``of(_:)``, and its reference: one look-up in the dictionary of every type.
    static func ofWithReference(_ type: String) -> MeshEventKind {
        kinds[type] ?? none
    }

    /// ``ofWithReference(_:)`` for an ASCII `type`, found by comparing bytes with the listed types
    /// of the same length (no hashing); `nil` for any other text. Exact because every listed type is
    /// ASCII, and two ASCII strings are equal as `String`s exactly when their bytes are.
    /// `MeshEventKindTests` compares the two.
    static func ofASCII(_ type: String) -> MeshEventKind? {
        let found = type.utf8.withContiguousStorageIfAvailable { bytes -> MeshEventKind? in
            guard !asciiIndex.isEmpty else { return nil }
            let count = bytes.count
            guard count > 0, let base = bytes.baseAddress else { return asciiIndex[0].first?.kind ?? none }
            // Any byte with the high bit set: not ASCII.
            let raw = UnsafeRawPointer(base)
            var high: UInt64 = 0
            var offset = 0
            while offset + 8 <= count {
                high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            while offset < count {
                high |= UInt64(bytes[offset])
                offset += 1
            }
            guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
            guard count < asciiIndex.count else { return none }
            for entry in asciiIndex[count] where entry.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, count) == 0 }) {
                return entry.kind
            }
            return none
        }
        return found ?? nil
    }

    private static let none = MeshEventKind(rule: nil, errorSource: .none)

    /// A listed type's bytes and kind.
    private struct Entry: Sendable {
        var bytes: [UInt8]
        var kind: MeshEventKind
    }

    /// The entries of ``kinds`` by byte count; empty (so ``ofASCII(_:)`` always declines) should a
    /// listed type not be ASCII.
    private static let asciiIndex: [[Entry]] = {
        guard kinds.keys.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return [] }
        let longest = kinds.keys.map(\.utf8.count).max() ?? 0
        var index = [[Entry]](repeating: [], count: longest + 1)
        for (type, kind) in kinds { index[type.utf8.count].append(Entry(bytes: Array(type.utf8), kind: kind)) }
        return index
    }()

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

    /// The error source by the mapper's original tests, in their order.
    package static func errorSource(of type: String) -> ErrorSource {
        if type == MeshErrorClassifier.connectionErrorType { return .classifiedMessage }
        if MeshErrorTable.errorEventTypes.contains(type) { return .eventType }
        if type == MeshErrorTable.transferFinishedType { return .transferFinishedStatus }
        return .none
    }
}
