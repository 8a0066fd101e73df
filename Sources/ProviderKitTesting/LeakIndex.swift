/// Finds any 12-byte stretch of a secret in a text, in one pass over the text's bytes and without
/// hashing: a 65,536-bit table says which byte pairs start a stretch of the secret, and only at
/// those pairs are the secret's stretches compared byte by byte.
///
/// Built once per secret (``PlantedSecret`` builds its own when created), then searched as often as
/// needed; a fuzz target searches every output of every input.
struct LeakIndex: Sendable {
    /// The secret's bytes.
    private let secret: [UInt8]
    /// The stretch length.
    private let window: Int
    /// Bit `p` set when the byte pair `p` (first byte high) starts a stretch of the secret.
    private let pairs: [UInt64]
    /// The starts of the stretches, grouped by their first byte pair through ``pairs``' order.
    private let starts: [UInt16: [Int]]

    /// An index of every `window`-byte stretch of `secret`.
    init(secret: [UInt8], window: Int) {
        self.secret = secret
        self.window = window
        var pairs = [UInt64](repeating: 0, count: 1024)
        var starts: [UInt16: [Int]] = [:]
        if secret.count >= window {
            for start in 0...(secret.count - window) {
                let pair = UInt16(secret[start]) << 8 | UInt16(secret[start + 1])
                pairs[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
                starts[pair, default: []].append(start)
            }
        }
        self.pairs = pairs
        self.starts = starts
    }

    /// `true` when `bytes` hold a stretch of the secret (or, for a secret shorter than a stretch,
    /// the whole secret).
    func isFound(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if secret.count < window || window < 2 { return contains(bytes, secret[...]) }
        guard bytes.count >= window else { return false }
        for index in 0...(bytes.count - window) {
            let pair = UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            guard pairs[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0 else { continue }
            for start in starts[pair] ?? [] where matches(bytes, at: index, secret[start..<(start + window)]) {
                return true
            }
        }
        return false
    }

    private func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: ArraySlice<UInt8>) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for index in 0...(bytes.count - needle.count) where matches(bytes, at: index, needle) { return true }
        return false
    }

    private func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ needle: ArraySlice<UInt8>) -> Bool {
        var offset = index
        for byte in needle {
            guard bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }
}
