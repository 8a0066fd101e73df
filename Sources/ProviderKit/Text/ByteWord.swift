/// Tests on eight bytes at once, one `UInt64` read from text, for the scanners that step over
/// bytes they need not look at one by one (`JSONCursor` reading strings, `JSONWriter` writing
/// them). Each test is exact: it is `true` exactly when some byte of the word passes it, in any
/// byte order.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// `true` when a byte of `word` is below `limit` (at most 0x80): such a byte sets its high bit
    /// in `(word - limit·ones) & ~word`, and no other byte can.
    @inline(__always) static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- UInt64(limit) &* ones) & ~word & highs != 0
    }

    /// `true` when a byte of `word` is `value`: that byte is zero in `word ^ value·ones`, and a
    /// zero byte `z` sets its high bit in `(z - ones) & ~z`.
    @inline(__always) static func hasByte(_ value: UInt8, in word: UInt64) -> Bool {
        let marked = word ^ (UInt64(value) &* ones)
        return (marked &- ones) & ~marked & highs != 0
    }

    /// `true` when a byte of `word` is 0x80 or above (not ASCII).
    @inline(__always) static func hasHighByte(_ word: UInt64) -> Bool {
        word & highs != 0
    }
}
