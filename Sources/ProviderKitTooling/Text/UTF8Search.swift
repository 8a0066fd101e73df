import ProviderKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search on UTF-8 bytes, to replace Foundation's `contains(_:)` where it is exact to.
///
/// Foundation's `StringProtocol.contains(_:)` and `replacingOccurrences(of:with:)` compare by
/// canonical equivalence, through UTF-16. For an ASCII needle that differs from a byte search in
/// two ways only: a match followed by a combining mark does not count for Foundation, and three
/// characters are canonically equal to ASCII ones (KELVIN SIGN to `K`, GREEK QUESTION MARK to `;`,
/// GREEK VARIA to `` ` ``). ``mayContain(_:in:)`` answers `false` only when Foundation would too,
/// so callers skip Foundation on that answer and ask it otherwise.
package enum UTF8Search {
    /// `true` when `needle`'s bytes occur in `haystack`'s.
    package static func containsBytes(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count, let haystackBase = haystack.baseAddress, let needleBase = needle.baseAddress
        else { return false }
        // memchr for the first byte, memcmp for the rest (memmem is not in every C library module).
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            guard let hit = memchr(haystackBase + start, Int32(needle[0]), last - start + 1) else { return false }
            let offset = UnsafeRawPointer(haystackBase).distance(to: UnsafeRawPointer(hit))
            if memcmp(hit, needleBase, needle.count) == 0 { return true }
            start = offset + 1
        }
        return false
    }

    /// `text` with every occurrence of `needle`'s bytes, left to right and not overlapping, replaced
    /// by `replacement`'s; `nil` when there is none. For ASCII text and an ASCII needle without line
    /// breaks this is what Foundation's `replacingOccurrences(of:with:)` makes.
    package static func replacingOccurrences(of needle: [UInt8], in text: String, with replacement: [UInt8]) -> String? {
        guard !needle.isEmpty else { return nil }
        var text = text
        return text.withUTF8 { haystack -> String? in
            needle.withUnsafeBufferPointer { needle -> String? in
                guard let first = firstRange(of: needle, in: haystack, from: 0) else { return nil }
                var output: [UInt8] = []
                output.reserveCapacity(haystack.count)
                var cursor = 0
                var match: Range<Int>? = first
                while let found = match {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: haystack[cursor..<found.lowerBound]))
                    output.append(contentsOf: replacement)
                    cursor = found.upperBound
                    match = firstRange(of: needle, in: haystack, from: cursor)
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: haystack[cursor...]))
                return String(decoding: output, as: UTF8.self)
            }
        }
    }

    /// Where `needle`'s bytes first occur in `haystack` at or after `start`.
    private static func firstRange(
        of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Range<Int>? {
        guard start <= haystack.count else { return nil }
        let rest = UnsafeBufferPointer(rebasing: haystack[start...])
        guard rest.count >= needle.count, let restBase = rest.baseAddress, let needleBase = needle.baseAddress else { return nil }
        let last = rest.count - needle.count
        var offset = 0
        while offset <= last {
            guard let hit = memchr(restBase + offset, Int32(needle[0]), last - offset + 1) else { return nil }
            let position = UnsafeRawPointer(restBase).distance(to: UnsafeRawPointer(hit))
            if memcmp(hit, needleBase, needle.count) == 0 { return (start + position)..<(start + position + needle.count) }
            offset = position + 1
        }
        return nil
    }

    /// `false` only when Foundation's `haystack.contains(needle)` is `false` (see above): the needle
    /// is ASCII, its bytes do not occur in the haystack, and the haystack holds none of the three
    /// characters canonically equal to ASCII ones. `true` means "ask Foundation".
    package static func mayContain(_ needle: String, in haystack: String) -> Bool {
        var needle = needle
        var haystack = haystack
        return needle.withUTF8 { needleBytes in
            haystack.withUTF8 { haystackBytes in
                guard !needleBytes.contains(where: { $0 >= 0x80 }) else { return true }
                if containsBytes(needleBytes, in: haystackBytes) { return true }
                return haystackBytes.contains(where: { $0 >= 0x80 }) && holdsASCIIEquivalent(haystackBytes)
            }
        }
    }

    /// `true` when the text holds U+212A, U+037E or U+1FEF.
    private static func holdsASCIIEquivalent(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let sequences: [[UInt8]] = [[0xE2, 0x84, 0xAA], [0xCD, 0xBE], [0xE1, 0xBF, 0xAF]]
        return sequences.contains { sequence in sequence.withUnsafeBufferPointer { containsBytes($0, in: text) } }
    }
}
