import ProviderKit

/// Wire string → value for a ``LinkKitWireEnum``: the core's ``ProviderKit/NameIndex`` over the
/// cases' wire strings, and the cases in the same order.
///
/// A `Dictionary` keyed by `String` hashed every look-up with SipHash, which cost more than the
/// rest of decoding an event name. The index compares a wire string only with the cases of its
/// byte length, and finds what the dictionary found (the first case for a repeated string; a
/// string equal as Swift compares strings). The values stay here, in the adapter, so that each
/// enum's look-up is specialized for it. Built once per enum; read-only afterwards.
package struct LinkKitWireTable<Value: Sendable>: Sendable {
    private let index: NameIndex
    private let values: [Value]

    /// How many wire strings the table holds (the first of two cases sharing a string wins).
    package var count: Int { index.count }

    /// A table of `entries`; when two share a wire string, the first is kept.
    package init(_ entries: [(wire: String, value: Value)]) {
        index = NameIndex(entries.map(\.wire))
        values = entries.map(\.value)
    }

    /// The value whose wire string is `wire`, or `nil`.
    package subscript(wire wire: String) -> Value? {
        index.number(of: wire).map { values[$0] }
    }
}
