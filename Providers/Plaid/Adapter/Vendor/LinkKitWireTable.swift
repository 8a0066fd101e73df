/// Wire string → value for a ``LinkKitWireEnum``: the known cases grouped by the byte length of
/// their wire string, so a look-up compares the text with the few cases of its length.
///
/// A `Dictionary` keyed by `String` hashes every look-up with SipHash, which cost more than the
/// rest of decoding an event name. Equal strings have equal UTF-8 lengths, and a native string
/// knows its length without counting, so this finds the same value with a handful of compares.
/// Built once per enum; read-only afterwards, so it is safe to share between threads.
package struct LinkKitWireTable<Value: Sendable>: Sendable {
    /// `buckets[n]` holds the entries whose wire string is `n` bytes long, in case order.
    private let buckets: [[(wire: String, value: Value)]]

    /// How many wire strings the table holds (the first of two cases sharing a string wins).
    package let count: Int

    /// A table of `entries`; when two share a wire string, the first is kept.
    package init(_ entries: [(wire: String, value: Value)]) {
        var buckets: [[(wire: String, value: Value)]] = []
        var count = 0
        for entry in entries {
            let length = entry.wire.utf8.count
            while buckets.count <= length { buckets.append([]) }
            guard !buckets[length].contains(where: { $0.wire == entry.wire }) else { continue }
            buckets[length].append(entry)
            count += 1
        }
        self.buckets = buckets
        self.count = count
    }

    /// The value whose wire string is `wire`, or `nil`.
    package subscript(wire wire: String) -> Value? {
        let length = wire.utf8.count
        guard length < buckets.count else { return nil }
        for entry in buckets[length] where entry.wire == wire { return entry.value }
        return nil
    }
}
