import Foundation

/// The member names a decoder knows, numbered in the order given: finds the number of a
/// ``JSONKey`` in one call, comparing it only with the names of its byte length.
///
/// For decoders with many members, where a chain of ``JSONKey/equals(_:)`` would compare each
/// key with most names, each comparison a call across modules. Immutable once built, so a
/// decoder keeps one in a `static let` and shares it between threads.
package struct JSONMemberNames: Sendable {
    /// Every name's UTF-8 bytes, one after another.
    private let text: [UInt8]
    /// `byLength[n]`: the numbers and offsets in ``text`` of the names `n` bytes long.
    private let byLength: [[(number: Int, offset: Int)]]
    /// The names, for keys that held escapes.
    private let names: [String]

    /// The names `names`, numbered 0, 1, 2… in this order. A name given twice keeps its first number.
    package init(_ names: [String]) {
        var text: [UInt8] = []
        var byLength: [[(number: Int, offset: Int)]] = []
        for (number, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            let known = byLength[bytes.count].contains { text[$0.offset..<($0.offset + bytes.count)].elementsEqual(bytes) }
            if !known { byLength[bytes.count].append((number, text.count)) }
            text.append(contentsOf: bytes)
        }
        self.text = text
        self.byLength = byLength
        self.names = names
    }

    /// The number of the name whose UTF-8 bytes are exactly `key`'s (after its escapes are
    /// decoded), as ``JSONKey/equals(_:)`` compares, or `nil` when it is none of them.
    package func number(of key: JSONKey) -> Int? {
        if let unescaped = key.unescapedName { return names.firstIndex { $0.utf8.elementsEqual(unescaped.utf8) } }
        let bytes = key.bytesInPlace
        guard bytes.count < byLength.count else { return nil }
        let candidates = byLength[bytes.count]
        guard !bytes.isEmpty else { return candidates.first?.number }
        guard let keyStart = bytes.baseAddress, !candidates.isEmpty else { return nil }
        return text.withUnsafeBufferPointer { text in
            // A candidate exists, so `text` holds at least its bytes.
            guard let textStart = text.baseAddress else { return nil }
            for candidate in candidates where memcmp(textStart + candidate.offset, keyStart, bytes.count) == 0 {
                return candidate.number
            }
            return nil
        }
    }
}
