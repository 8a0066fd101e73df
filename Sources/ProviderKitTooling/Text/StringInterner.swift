import ProviderKit
import Foundation

/// Makes strings from UTF-8 bytes, handing back the string it made last time when the same bytes
/// come again: a transcript repeats a session id, event names and view names line after line,
/// and each repeat then costs a comparison instead of an allocation (and, later, a free).
///
/// The interner holds at most ``slotCount`` strings, one per slot chosen from the bytes' length
/// and a few of them; a new string replaces whatever its slot held. Text of 15 bytes or fewer
/// is stored inside the `String` value and needs no allocation, and text over ``longestText``
/// bytes is not kept: both are made afresh every time. The string for given bytes is always
/// `String(decoding: bytes, as: UTF8.self)`, kept or not. Not thread-safe: each decoder owns one.
package struct StringInterner: Sendable {
    /// How many strings the interner holds at most: a power of two.
    package let slotCount: Int
    /// Longer text is not kept.
    package static let longestText = 256

    private var kept: [String?]

    /// An empty interner of `slots` slots (64 unless told; rounded up to a power of two, at most 4,096).
    package init(slots: Int = 64) {
        var count = 1
        while count < min(max(slots, 1), 4_096) { count *= 2 }
        slotCount = count
        kept = Array(repeating: nil, count: count)
    }

    /// `String(decoding: utf8, as: UTF8.self)`, the kept string when it has the same bytes.
    package mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        let count = utf8.count
        guard count > 15, count <= Self.longestText, let base = utf8.baseAddress else { return String(decoding: utf8, as: UTF8.self) }
        let mix = count &* 31 &+ Int(base[0]) &* 7 &+ Int(base[count - 1]) &* 3 &+ Int(base[count / 2]) &+ Int(base[count - 2]) &* 5
        let slot = mix & (slotCount - 1)
        if let string = kept[slot], string.utf8.count == count,
            string.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, base, count) == 0 }) == true
        {
            return string
        }
        let string = String(decoding: utf8, as: UTF8.self)
        kept[slot] = string
        return string
    }
}
