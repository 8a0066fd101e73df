import ProviderKit
/// ASCII comparisons on UTF-8 bytes, for the byte-level fast paths that must read text exactly
/// as Foundation's URL parsing does (case-insensitive schemes and hosts).
package enum ASCIIBytes {
    /// `true` when `bytes` equal `lowercase`'s UTF-8 ignoring ASCII case; `lowercase` must be
    /// lowercase already.
    package static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: String) -> Bool {
        // Text of another length differs: told without reaching the string's bytes.
        guard bytes.count == lowercase.utf8.count else { return false }
        var lowercase = lowercase
        return lowercase.withUTF8 { other in
            bytes.count == other.count && zip(bytes, other).allSatisfy { lowercased($0) == $1 }
        }
    }

    /// `true` when `lowercase`'s UTF-8 occurs in `bytes`, ignoring ASCII case; `lowercase` must be
    /// lowercase already.
    package static func containsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: String) -> Bool {
        var lowercase = lowercase
        return lowercase.withUTF8 { needle in
            guard let first = needle.first else { return true }
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where lowercased(bytes[start]) == first {
                if needle.indices.allSatisfy({ lowercased(bytes[start + $0]) == needle[$0] }) { return true }
            }
            return false
        }
    }

    /// The offset of the first byte from `start` that is not printable ASCII (below 0x20, 0x7F,
    /// or 0x80 and above), or `bytes.count`: eight bytes at a time, then straight to that byte.
    package static func printableRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var offset = start
        while offset + 8 <= bytes.count {
            let word = ByteWord.load(base + offset)
            let markers = ByteWord.markers(below: 0x20, in: word) | ByteWord.markers(of: 0x7F, in: word) | ByteWord.highMarkers(word)
            if markers != 0 { return offset + ByteWord.firstMarkedByte(markers) }
            offset += 8
        }
        while offset < bytes.count, bytes[offset] >= 0x20, bytes[offset] < 0x7F { offset += 1 }
        return offset
    }

    /// `byte` with A–Z made a–z.
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
