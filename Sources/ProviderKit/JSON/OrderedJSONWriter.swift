/// Writes records one after another into one reusable buffer, each exactly as
/// ``JSONValueEncoder/encodeOrderedText(_:)`` writes it: how `providerkit` prints JSON lines.
/// Reusing the writer keeps the stream's bookkeeping and the buffer allocated between records.
package final class OrderedJSONWriter {
    private let encoder: JSONValueEncoder
    private let stream: OrderedJSONStream
    /// The UTF-8 text of the last record written.
    package private(set) var bytes: [UInt8] = []

    /// A writer passing `userInfo` (such as ``CodingUserInfoKey/revealSecrets``) to every `encode(to:)`.
    package init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        encoder = JSONValueEncoder(userInfo: userInfo)
        stream = OrderedJSONStream(userInfo: userInfo)
    }

    /// Replaces ``bytes`` with `value`'s JSON.
    ///
    /// - Throws: as ``JSONValueEncoder/encode(_:)``; ``bytes`` is then empty.
    package func write<Value: Encodable>(_ value: Value) throws {
        bytes.removeAll(keepingCapacity: true)
        try stream.write(value, appendingTo: &bytes, encoder: encoder)
    }
}
