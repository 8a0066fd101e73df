import Foundation

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

    // MARK: - Events

    /// Replaces ``bytes`` with `event`'s JSON: exactly the text of ``write(_:)`` (the wire format's
    /// `LinkEvent.encode(to:)`), with the event's own members written straight into the buffer
    /// instead of through the `Encoder` protocol, whose keyed containers cost several times the
    /// text they write; replay prints one event a line.
    ///
    /// The members, their order and their values are those of `LinkEvent.encode(to:)`;
    /// `institution` and `error` are written by their own `encode(to:)` through the same stream,
    /// so their redaction (``CodingUserInfoKey/revealSecrets``) is unchanged. The tests compare
    /// both paths over a table of events.
    ///
    /// - Throws: as ``write(_:)``; ``bytes`` is then empty.
    package func write(event: LinkEvent) throws {
        bytes.removeAll(keepingCapacity: true)
        do {
            try appendEvent(event)
        } catch {
            bytes.removeAll(keepingCapacity: true)
            throw error
        }
    }

    private func appendEvent(_ event: LinkEvent) throws {
        JSONWriter.append(#"{"kind":"event","adapterName":"#, to: &bytes)
        JSONWriter.writeString(event.adapterName, into: &bytes)
        JSONWriter.append(#","entryName":"#, to: &bytes)
        appendStringOrNull(event.entryName)
        JSONWriter.append(#","name":"#, to: &bytes)
        JSONWriter.writeString(event.name.rawValue, into: &bytes)
        JSONWriter.append(#","vendorEventName":"#, to: &bytes)
        JSONWriter.writeString(event.vendorEventName, into: &bytes)
        JSONWriter.append(#","timestamp":"#, to: &bytes)
        JSONWriter.writeString(WireCoding.string(from: event.timestamp), into: &bytes)
        JSONWriter.append(#","stage":"#, to: &bytes)
        appendStringOrNull(event.stage?.rawValue)
        JSONWriter.append(#","view":"#, to: &bytes)
        appendStringOrNull(event.view)
        JSONWriter.append(#","institution":"#, to: &bytes)
        if let institution = event.institution {
            try stream.write(institution, appendingTo: &bytes, encoder: encoder)
        } else {
            JSONWriter.append("null", to: &bytes)
        }
        JSONWriter.append(#","error":"#, to: &bytes)
        if let error = event.error {
            try stream.write(error, appendingTo: &bytes, encoder: encoder)
        } else {
            JSONWriter.append("null", to: &bytes)
        }
        JSONWriter.append(#","sessionID":"#, to: &bytes)
        appendStringOrNull(event.sessionID)
        JSONWriter.append(event.isStable ? #","isStable":true}"# : #","isStable":false}"#, to: &bytes)
    }

    private func appendStringOrNull(_ text: String?) {
        if let text { JSONWriter.writeString(text, into: &bytes) } else { JSONWriter.append("null", to: &bytes) }
    }
}
