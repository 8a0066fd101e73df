import ProviderKit
import Foundation

/// Writes records one after another into one reusable buffer, each exactly as
/// ``JSONValueEncoder/encodeOrderedText(_:)`` writes it: how `providerkit` prints JSON lines.
/// Reusing the writer keeps the buffer allocated between records. Not thread-safe: one writer a thread.
package final class OrderedJSONWriter {
    private let encoder: JSONValueEncoder
    /// The UTF-8 text of the last record written.
    package private(set) var bytes: [UInt8] = []
    /// What the direct writers write with: their buffer and redaction memo. Taken out while a
    /// record is written (so it is a local, whose accesses are not checked at run time as a
    /// class's stored properties are), and put back after.
    private var direct: DirectJSONLine?

    /// A writer passing `userInfo` (such as ``CodingUserInfoKey/revealSecrets``) to every `encode(to:)`.
    package init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        encoder = JSONValueEncoder(userInfo: userInfo)
        direct = DirectJSONLine(rule: VendorText(reveal: (userInfo[.revealSecrets] as? Bool) ?? false), encoder: encoder)
    }

    /// Replaces ``bytes`` with `value`'s JSON.
    ///
    /// - Throws: as ``JSONValueEncoder/encode(_:)``; ``bytes`` is then empty.
    package func write<Value: Encodable>(_ value: Value) throws {
        bytes.removeAll(keepingCapacity: true)
        do {
            try encoder.encodeOrdered(value, appendingTo: &bytes)
        } catch {
            bytes.removeAll(keepingCapacity: true)
            throw error
        }
    }

    // MARK: - Events

    /// Replaces ``bytes`` with `event`'s JSON: exactly the text of ``write(_:)`` (the wire format's
    /// `LinkEvent.encode(to:)`), with the event's members written straight into the buffer
    /// instead of through the `Encoder` protocol, whose keyed containers cost several times the
    /// text they write; replay prints one event a line.
    ///
    /// The members, their order and their values are those of `LinkEvent.encode(to:)` and
    /// `LinkInstitution.encode(to:)` and `LinkError.encode(to:)` (display text through the same
    /// ``VendorText`` rule). The tests compare both paths over a table of events.
    ///
    /// - Throws: as ``write(_:)``; ``bytes`` is then empty.
    package func write(event: LinkEvent) throws {
        try writeDirectly { try $0.append(event) }
    }

    // MARK: - Successes

    /// Replaces ``bytes`` with `success`'s JSON: exactly the text of ``write(_:)`` (the wire
    /// format's `LinkSuccess.encode(to:)`), with the institution, the accounts and the plain
    /// members written straight into the buffer as ``write(event:)`` writes an event's. The
    /// credential and the transfer, which hold secrets and amounts, are written by their own
    /// `encode(to:)`. The tests compare both paths over a table of successes.
    ///
    /// - Throws: as ``write(_:)``; ``bytes`` is then empty.
    package func write(success: LinkSuccess) throws {
        try writeDirectly { try $0.append(success) }
    }

    // MARK: - Diagnostics

    /// Replaces ``bytes`` with `diagnostic`'s JSON: exactly the text of ``write(_:)`` (the wire
    /// format's `LinkDiagnostic.encode(to:)`: kind, severity, code, message, line), written
    /// straight into the buffer. The tests compare both paths over a table of diagnostics.
    package func write(diagnostic: LinkDiagnostic) {
        writeDirectly { $0.append(diagnostic) }
    }

    /// Replaces ``bytes`` with what `body` appends, or empties it when `body` throws.
    private func writeDirectly(_ body: (inout DirectJSONLine) throws -> Void) rethrows {
        guard var line = direct.take() else { preconditionFailure("OrderedJSONWriter is not reentrant") }
        line.buffer.removeAll()
        bytes.removeAll(keepingCapacity: true)
        do {
            try body(&line)
        } catch {
            direct = consume line
            throw error
        }
        line.buffer.withBytes { bytes.append(contentsOf: $0) }
        direct = consume line
    }
}
