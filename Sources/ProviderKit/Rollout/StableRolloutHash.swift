/// A 64-bit hash that is the same in every process, on every device and in every release:
/// FNV-1a over the UTF-8 bytes, then the SplitMix64 finalizer so that inputs differing only in
/// their last bytes spread over all 64 bits.
///
/// Swift's `Hasher` is seeded per process and cannot place a user in a rollout; this can. It is
/// not a cryptographic hash: it spreads identifiers, it does not hide them.
package enum StableRolloutHash {
    /// The hash of `text`'s UTF-8 bytes.
    package static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        value ^= value >> 30
        value = value &* 0xbf58_476d_1ce4_e5b9
        value ^= value >> 27
        value = value &* 0x94d0_49bb_1331_11eb
        value ^= value >> 31
        return value
    }

    /// A number strictly between 0 and 1 drawn from `text`: the hash's top 53 bits, centred in
    /// their interval so that neither 0 nor 1 can occur.
    package static func unitInterval(_ text: String) -> Double {
        (Double(hash(text) >> 11) + 0.5) / 9_007_199_254_740_992.0
    }
}
