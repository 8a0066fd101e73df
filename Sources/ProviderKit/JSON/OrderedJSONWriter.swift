import Foundation

/// Writes records one after another into one reusable buffer, each exactly as
/// ``JSONValueEncoder/encodeOrderedText(_:)`` writes it: how `providerkit` prints JSON lines.
/// Reusing the writer keeps the stream's bookkeeping and the buffer allocated between records.
package final class OrderedJSONWriter {
    private let encoder: JSONValueEncoder
    private let stream: OrderedJSONStream
    /// How vendor display text is written (``CodingUserInfoKey/revealSecrets``).
    private let vendorTextRule: VendorText
    /// The redacted forms of recent display text: replay prints the same session id, event and
    /// view names on line after line.
    private var redactions = TextMemo()
    /// The UTF-8 text of the last record written.
    package private(set) var bytes: [UInt8] = []

    /// A writer passing `userInfo` (such as ``CodingUserInfoKey/revealSecrets``) to every `encode(to:)`.
    package init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        encoder = JSONValueEncoder(userInfo: userInfo)
        stream = OrderedJSONStream(userInfo: userInfo)
        vendorTextRule = VendorText(reveal: (userInfo[.revealSecrets] as? Bool) ?? false)
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
    /// `LinkEvent.encode(to:)`), with the event's members written straight into the buffer
    /// instead of through the `Encoder` protocol, whose keyed containers cost several times the
    /// text they write; replay prints one event a line.
    ///
    /// The members, their order and their values are those of `LinkEvent.encode(to:)` and
    /// `LinkInstitution.encode(to:)` (display text through the same ``VendorText`` rule); `error`
    /// is written by its own `encode(to:)` through the same stream. The tests compare both paths
    /// over a table of events.
    ///
    /// - Throws: as ``write(_:)``; ``bytes`` is then empty.
    package func write(event: LinkEvent) throws {
        try writeDirectly { try append(event, to: &$0) }
    }

    // MARK: - Successes

    /// Replaces ``bytes`` with `success`'s JSON: exactly the text of ``write(_:)`` (the wire
    /// format's `LinkSuccess.encode(to:)`), with the institution, the accounts and the plain
    /// members written straight into the buffer as ``write(event:)`` writes an event's. The
    /// credential and the transfer, which hold secrets and amounts, are written by their own
    /// `encode(to:)` through the same stream. The tests compare both paths over a table of successes.
    ///
    /// - Throws: as ``write(_:)``; ``bytes`` is then empty.
    package func write(success: LinkSuccess) throws {
        try writeDirectly { try append(success, to: &$0) }
    }

    // MARK: - Diagnostics

    /// Replaces ``bytes`` with `diagnostic`'s JSON: exactly the text of ``write(_:)`` (the wire
    /// format's `LinkDiagnostic.encode(to:)`: kind, severity, code, message, line), written
    /// straight into the buffer. The tests compare both paths over a table of diagnostics.
    package func write(diagnostic: LinkDiagnostic) {
        bytes.removeAll(keepingCapacity: true)
        JSONWriter.append(#"{"kind":"diagnostic","severity":"#, to: &bytes)
        JSONWriter.writeString(diagnostic.severity.rawValue, into: &bytes)
        JSONWriter.append(#","code":"#, to: &bytes)
        JSONWriter.writeString(diagnostic.code.rawValue, into: &bytes)
        JSONWriter.append(#","message":"#, to: &bytes)
        JSONWriter.writeString(diagnostic.message, into: &bytes)
        JSONWriter.append(#","line":"#, to: &bytes)
        // The encoder writes an `Int` as the `Double` it converts to, as here.
        if let line = diagnostic.line { JSONWriter.writeNumber(Double(line), into: &bytes) } else { JSONWriter.append("null", to: &bytes) }
        JSONWriter.append("}", to: &bytes)
    }

    /// Replaces ``bytes`` with what `body` appends, or empties it when `body` throws.
    private func writeDirectly(_ body: (inout [UInt8]) throws -> Void) throws {
        // Written into a local buffer: every access to a class's stored array is checked for
        // exclusivity at run time.
        var buffer: [UInt8] = []
        swap(&buffer, &bytes)
        defer { swap(&buffer, &bytes) }
        buffer.removeAll(keepingCapacity: true)
        do {
            try body(&buffer)
        } catch {
            buffer.removeAll(keepingCapacity: true)
            throw error
        }
    }

    private func append(_ success: LinkSuccess, to buffer: inout [UInt8]) throws {
        JSONWriter.append(#"{"kind":"success","adapterName":"#, to: &buffer)
        JSONWriter.writeString(success.adapterName, into: &buffer)
        JSONWriter.append(#","entryName":"#, to: &buffer)
        Self.appendStringOrNull(success.entryName, to: &buffer)
        JSONWriter.append(#","credential":"#, to: &buffer)
        try stream.write(success.credential, appendingTo: &buffer, encoder: encoder)
        JSONWriter.append(#","institution":"#, to: &buffer)
        appendInstitution(success.institution, to: &buffer)
        JSONWriter.append(#","accounts":["#, to: &buffer)
        for (index, account) in success.accounts.enumerated() {
            if index > 0 { JSONWriter.append(",", to: &buffer) }
            append(account, to: &buffer)
        }
        JSONWriter.append(#"],"transfer":"#, to: &buffer)
        try appendEncodedOrNull(success.transfer, to: &buffer)
        JSONWriter.append(#","sessionID":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(success.sessionID), to: &buffer)
        JSONWriter.append("}", to: &buffer)
    }

    /// The members of `LinkAccount.encode(to:)`, in its order, display text through ``VendorText``.
    private func append(_ account: LinkAccount, to buffer: inout [UInt8]) {
        JSONWriter.append(#"{"id":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(account.id), to: &buffer)
        JSONWriter.append(#","name":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(account.name), to: &buffer)
        JSONWriter.append(#","mask":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(account.mask), to: &buffer)
        JSONWriter.append(#","type":"#, to: &buffer)
        Self.appendStringOrNull(account.type.map { LinkAccount.written($0, vendorTextRule) }, to: &buffer)
        JSONWriter.append(#","subtype":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(account.subtype), to: &buffer)
        JSONWriter.append(#","verificationStatus":"#, to: &buffer)
        Self.appendStringOrNull(account.verificationStatus?.rawValue, to: &buffer)
        JSONWriter.append(#","rawVerificationStatus":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(account.rawVerificationStatus), to: &buffer)
        JSONWriter.append("}", to: &buffer)
    }

    /// The members of `LinkInstitution.encode(to:)`, or `null`.
    private func appendInstitution(_ institution: LinkInstitution?, to buffer: inout [UInt8]) {
        guard let institution else { return JSONWriter.append("null", to: &buffer) }
        JSONWriter.append(#"{"id":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(institution.id), to: &buffer)
        JSONWriter.append(#","name":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(institution.name), to: &buffer)
        JSONWriter.append("}", to: &buffer)
    }

    private func append(_ event: LinkEvent, to buffer: inout [UInt8]) throws {
        JSONWriter.append(#"{"kind":"event","adapterName":"#, to: &buffer)
        JSONWriter.writeString(event.adapterName, into: &buffer)
        JSONWriter.append(#","entryName":"#, to: &buffer)
        Self.appendStringOrNull(event.entryName, to: &buffer)
        JSONWriter.append(#","name":"#, to: &buffer)
        JSONWriter.writeString(event.name.rawValue, into: &buffer)
        JSONWriter.append(#","vendorEventName":"#, to: &buffer)
        JSONWriter.writeString(vendorText(event.vendorEventName), into: &buffer)
        JSONWriter.append(#","timestamp":"#, to: &buffer)
        WireCoding.appendQuoted(event.timestamp, to: &buffer)
        JSONWriter.append(#","stage":"#, to: &buffer)
        Self.appendStringOrNull(event.stage?.rawValue, to: &buffer)
        JSONWriter.append(#","view":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(event.view), to: &buffer)
        JSONWriter.append(#","institution":"#, to: &buffer)
        appendInstitution(event.institution, to: &buffer)
        JSONWriter.append(#","error":"#, to: &buffer)
        try appendEncodedOrNull(event.error, to: &buffer)
        JSONWriter.append(#","sessionID":"#, to: &buffer)
        Self.appendStringOrNull(vendorText(event.sessionID), to: &buffer)
        JSONWriter.append(event.isStable ? #","isStable":true}"# : #","isStable":false}"#, to: &buffer)
    }

    /// `value` written by its own `encode(to:)` through the same stream, or `null`.
    private func appendEncodedOrNull(_ value: (some Encodable)?, to buffer: inout [UInt8]) throws {
        guard let value else { return JSONWriter.append("null", to: &buffer) }
        try stream.write(value, appendingTo: &buffer, encoder: encoder)
    }

    /// `text` as ``VendorText`` writes it, redacted through the memo.
    private func vendorText(_ text: String?) -> String? {
        guard let text else { return nil }
        return vendorText(text)
    }

    /// `text` as ``VendorText`` writes it, redacted through the memo.
    private func vendorText(_ text: String) -> String {
        vendorTextRule.reveals ? text : redactions.answer(for: text) { SecretRedactor.standard.redactShapes($0) }
    }

    private static func appendStringOrNull(_ text: String?, to buffer: inout [UInt8]) {
        if let text { JSONWriter.writeString(text, into: &buffer) } else { JSONWriter.append("null", to: &buffer) }
    }
}
