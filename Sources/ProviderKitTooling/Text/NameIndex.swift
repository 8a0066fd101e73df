import ProviderKit
import Foundation

/// Names numbered in the order given, found by comparing a text only with the names of its
/// UTF-8 length: the one look-up under decoders' member names, adapters' event tables and
/// LinkKit's wire enums, where a `[String: …]` dictionary hashed every look-up with SipHash.
///
/// A name given twice keeps its first number. Immutable once built, so it is kept in a
/// `static let` and shared between threads.
package struct NameIndex: Sendable {
    /// Every name's UTF-8 bytes, one after another.
    private let text: [UInt8]
    /// `byLength[n]`: the numbers and offsets in ``text`` of the names `n` bytes long.
    private let byLength: [[(number: Int, offset: Int)]]
    /// The names, for look-ups that bytes alone cannot decide.
    private let names: [String]
    /// `true` when every name is ASCII: an ASCII text then equals a name exactly when its bytes do.
    private let namesAreASCII: Bool

    /// How many names with different bytes the index holds.
    package let count: Int

    /// The names `names`, numbered 0, 1, 2… in this order.
    package init(_ names: [String]) {
        var text: [UInt8] = []
        var byLength: [[(number: Int, offset: Int)]] = []
        var count = 0
        for (number, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            let known = byLength[bytes.count].contains { text[$0.offset..<($0.offset + bytes.count)].elementsEqual(bytes) }
            if !known {
                byLength[bytes.count].append((number, text.count))
                count += 1
            }
            text.append(contentsOf: bytes)
        }
        self.text = text
        self.byLength = byLength
        self.names = names
        self.namesAreASCII = names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        self.count = count
    }

    /// The number of the name whose UTF-8 bytes are exactly `bytes`, or `nil`.
    package func number(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count < byLength.count else { return nil }
        let candidates = byLength[bytes.count]
        guard !bytes.isEmpty else { return candidates.first?.number }
        guard let start = bytes.baseAddress, !candidates.isEmpty else { return nil }
        return text.withUnsafeBufferPointer { text in
            // A candidate exists, so `text` holds at least its bytes.
            guard let textStart = text.baseAddress else { return nil }
            for candidate in candidates where memcmp(textStart + candidate.offset, start, bytes.count) == 0 {
                return candidate.number
            }
            return nil
        }
    }

    /// The number of the first name equal to `name` as Swift compares strings (canonical
    /// equivalence: `"\u{212A}"`, the Kelvin sign, is `"K"`), which is the name a dictionary keyed
    /// by the names would find. Decided by bytes when the name and every indexed name are ASCII.
    package func number(of name: String) -> Int? {
        guard namesAreASCII else { return names.firstIndex(of: name) }
        var name = name
        let byBytes = name.withUTF8 { bytes -> (decided: Bool, number: Int?) in
            bytes.allSatisfy { $0 < 0x80 } ? (true, number(ofUTF8: bytes)) : (false, nil)
        }
        return byBytes.decided ? byBytes.number : names.firstIndex(of: name)
    }
}
