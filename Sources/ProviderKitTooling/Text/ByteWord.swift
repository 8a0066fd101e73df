import ProviderKit
/// Tests on eight bytes at once, one `UInt64` read from text, for the scanners that step over
/// bytes they need not look at one by one (`JSONCursor` reading strings, `JSONWriter` writing
/// them).
///
/// Each `markers` function sets the high bit of the first byte (lowest address) that passes its
/// test, exactly, and may set it in later bytes too (a borrow carries upward, never downward).
/// So a union of markers is nonzero exactly when some byte passes some test, and its lowest set
/// bit, through ``firstMarkedByte(_:)``, is the first such byte. Words are read with ``load(_:)``,
/// so that the lowest address is the lowest byte on any machine.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `address`, the byte at `address` in the lowest eight bits.
    @inline(__always) static func load(_ address: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: address.loadUnaligned(as: UInt64.self))
    }

    /// Markers of the bytes below `limit` (at most 0x80): such a byte sets its high bit in
    /// `(word - limit·ones) & ~word`.
    @inline(__always) static func markers(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- UInt64(limit) &* ones) & ~word & highs
    }

    /// Markers of the bytes equal to `value`: those bytes are zero in `word ^ value·ones`, and a
    /// zero byte `z` sets its high bit in `(z - ones) & ~z`.
    @inline(__always) static func markers(of value: UInt8, in word: UInt64) -> UInt64 {
        let marked = word ^ (UInt64(value) &* ones)
        return (marked &- ones) & ~marked & highs
    }

    /// Markers of the bytes 0x80 and above (not ASCII): exact for every byte.
    @inline(__always) static func highMarkers(_ word: UInt64) -> UInt64 {
        word & highs
    }

    /// The index (0–7) of the first byte marked in `markers`, which is not zero.
    @inline(__always) static func firstMarkedByte(_ markers: UInt64) -> Int {
        markers.trailingZeroBitCount &>> 3
    }

    /// `true` when a byte of `word` is below `limit` (at most 0x80).
    @inline(__always) static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        markers(below: limit, in: word) != 0
    }

    /// `true` when a byte of `word` is `value`.
    @inline(__always) static func hasByte(_ value: UInt8, in word: UInt64) -> Bool {
        markers(of: value, in: word) != 0
    }

    /// `true` when a byte of `word` is 0x80 or above (not ASCII).
    @inline(__always) static func hasHighByte(_ word: UInt64) -> Bool {
        highMarkers(word) != 0
    }
}
