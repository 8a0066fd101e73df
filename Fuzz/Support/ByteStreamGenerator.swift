import ProviderKitTesting

/// A random number generator that reads its numbers from the fuzzer's input, eight bytes at a
/// time, then from a `SplitMix64` seeded by what it read: a structure-aware generator
/// (`EncodedSecretCase`) driven this way lets libFuzzer's mutations steer its choices.
public struct ByteStreamGenerator: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var offset = 0
    private var tail: SplitMix64

    /// A generator over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for byte in bytes { seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3 }
        self.tail = SplitMix64(seed: seed)
    }

    /// The next eight input bytes as a number, or the seeded generator's once the input is read.
    public mutating func next() -> UInt64 {
        guard offset < bytes.count else { return tail.next() }
        var value: UInt64 = 0
        for _ in 0..<8 {
            value = value << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0)
            offset += 1
        }
        return value
    }
}
