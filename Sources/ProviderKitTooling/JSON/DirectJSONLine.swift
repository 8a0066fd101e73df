import ProviderKit
import Foundation

/// Writes the records `providerkit` prints most (events, successes, diagnostics) straight into
/// a ``JSONTextBuffer``, member by member, with exactly the text their `encode(to:)` makes
/// through ``JSONValueEncoder/encodeOrdered(_:appendingTo:)``: the fast path of ``OrderedJSONWriter``.
///
/// Display text goes through the same ``VendorText`` rule as the wire format, with the redacted
/// forms of recent texts kept in a memo (replay prints the same session id, event and view names
/// on line after line); an event's error is written member by member too. Members that hold
/// secrets or amounts (a credential, a transfer) are written by their own `encode(to:)` through
/// the encoder. Not copyable: one writer owns it, and moves it into a local while it writes.
struct DirectJSONLine: ~Copyable {
    /// The record's text.
    var buffer = JSONTextBuffer()
    private let rule: VendorText
    private let encoder: JSONValueEncoder
    private var redactions = TextMemo()
    /// Where a member written by its own `encode(to:)` goes first, reused.
    private var encoded: [UInt8] = []

    /// A line writing display text by `rule`, and other members through `encoder`.
    init(rule: VendorText, encoder: JSONValueEncoder) {
        self.rule = rule
        self.encoder = encoder
    }

    /// The members of `LinkEvent.encode(to:)`, in its order.
    mutating func append(_ event: LinkEvent) throws {
        appendOpening(#"{"kind":"event","adapterName":"#, adapterName: event.adapterName, entryName: event.entryName)
        buffer.append(#","name":"#)
        JSONWriter.writeString(event.name.rawValue, into: &buffer)
        buffer.append(#","vendorEventName":"#)
        JSONWriter.writeString(vendorText(event.vendorEventName), into: &buffer)
        buffer.append(#","timestamp":"#)
        WireCoding.appendQuoted(event.timestamp, to: &buffer)
        buffer.append(#","stage":"#)
        appendStringOrNull(event.stage?.rawValue)
        buffer.append(#","view":"#)
        appendVendorTextOrNull(event.view)
        buffer.append(#","institution":"#)
        appendInstitution(event.institution)
        buffer.append(#","error":"#)
        appendError(event.error)
        buffer.append(#","sessionID":"#)
        appendVendorTextOrNull(event.sessionID)
        buffer.append(event.isStable ? #","isStable":true}"# : #","isStable":false}"#)
    }

    /// The members of `LinkSuccess.encode(to:)`, in its order.
    mutating func append(_ success: LinkSuccess) throws {
        appendOpening(#"{"kind":"success","adapterName":"#, adapterName: success.adapterName, entryName: success.entryName)
        buffer.append(#","credential":"#)
        try appendEncoded(success.credential)
        buffer.append(#","institution":"#)
        appendInstitution(success.institution)
        buffer.append(#","accounts":["#)
        for (index, account) in success.accounts.enumerated() {
            if index > 0 { buffer.append(",") }
            append(account)
        }
        buffer.append(#"],"transfer":"#)
        try appendEncodedOrNull(success.transfer)
        buffer.append(#","sessionID":"#)
        appendVendorTextOrNull(success.sessionID)
        buffer.append("}")
    }

    /// The members every outcome record opens with: `opening` (the brace, the kind and the
    /// `adapterName` key), the adapter's name, then the entry's name or `null`.
    private mutating func appendOpening(_ opening: StaticString, adapterName: String, entryName: String?) {
        buffer.append(opening)
        JSONWriter.writeString(adapterName, into: &buffer)
        buffer.append(#","entryName":"#)
        appendStringOrNull(entryName)
    }

    /// The members of `LinkDiagnostic.encode(to:)`: kind, severity, code, message, line.
    mutating func append(_ diagnostic: LinkDiagnostic) {
        buffer.append(#"{"kind":"diagnostic","severity":"#)
        JSONWriter.writeString(diagnostic.severity.rawValue, into: &buffer)
        buffer.append(#","code":"#)
        JSONWriter.writeString(diagnostic.code.rawValue, into: &buffer)
        buffer.append(#","message":"#)
        JSONWriter.writeString(diagnostic.message, into: &buffer)
        buffer.append(#","line":"#)
        // The encoder writes an `Int` as the `Double` it converts to, as here.
        if let line = diagnostic.line { JSONWriter.writeNumber(Double(line), into: &buffer) } else { buffer.append("null") }
        buffer.append("}")
    }

    /// The members of `LinkAccount.encode(to:)`, in its order.
    private mutating func append(_ account: LinkAccount) {
        buffer.append(#"{"id":"#)
        appendVendorTextOrNull(account.id)
        buffer.append(#","name":"#)
        appendVendorTextOrNull(account.name)
        buffer.append(#","mask":"#)
        appendVendorTextOrNull(account.mask)
        buffer.append(#","type":"#)
        appendStringOrNull(account.type.map { [rule] in LinkAccount.written($0, rule) })
        buffer.append(#","subtype":"#)
        appendVendorTextOrNull(account.subtype)
        buffer.append(#","verificationStatus":"#)
        appendStringOrNull(account.verificationStatus?.rawValue)
        buffer.append(#","rawVerificationStatus":"#)
        appendVendorTextOrNull(account.rawVerificationStatus)
        buffer.append("}")
    }

    /// The members of `LinkInstitution.encode(to:)`, or `null`.
    private mutating func appendInstitution(_ institution: LinkInstitution?) {
        guard let institution else { return buffer.append("null") }
        buffer.append(#"{"id":"#)
        appendVendorTextOrNull(institution.id)
        buffer.append(#","name":"#)
        appendVendorTextOrNull(institution.name)
        buffer.append("}")
    }

    /// The members of `LinkError.encode(to:)`, in its order, or `null`: the vendor's type and
    /// code as ``VendorText`` shows them, the messages as they are (redacted when the error was made).
    private mutating func appendError(_ error: LinkError?) {
        guard let error else { return buffer.append("null") }
        buffer.append(#"{"code":"#)
        JSONWriter.writeString(error.code.rawValue, into: &buffer)
        buffer.append(#","recovery":"#)
        JSONWriter.writeString(error.recovery.rawValue, into: &buffer)
        buffer.append(error.isRetryable ? #","isRetryable":true,"vendorType":"# : #","isRetryable":false,"vendorType":"#)
        appendVendorTextOrNull(error.vendorType)
        buffer.append(#","vendorCode":"#)
        appendVendorTextOrNull(error.vendorCode)
        buffer.append(#","message":"#)
        JSONWriter.writeString(error.message, into: &buffer)
        buffer.append(#","displayMessage":"#)
        appendStringOrNull(error.displayMessage)
        buffer.append("}")
    }

    /// `value` written by its own `encode(to:)` through the encoder, or `null`.
    private mutating func appendEncodedOrNull(_ value: (some Encodable)?) throws {
        guard let value else { return buffer.append("null") }
        try appendEncoded(value)
    }

    /// `value` written by its own `encode(to:)` through the encoder.
    private mutating func appendEncoded(_ value: some Encodable) throws {
        encoded.removeAll(keepingCapacity: true)
        try encoder.encodeOrdered(value, appendingTo: &encoded)
        buffer.append(encoded)
    }

    /// `text` as ``VendorText`` writes it, redacted through the memo.
    private mutating func vendorText(_ text: String) -> String {
        rule.reveals ? text : redactions.answer(for: text) { SecretRedactor.standard.redactShapes($0) }
    }

    private mutating func appendVendorTextOrNull(_ text: String?) {
        if let text { JSONWriter.writeString(vendorText(text), into: &buffer) } else { buffer.append("null") }
    }

    private mutating func appendStringOrNull(_ text: String?) {
        if let text { JSONWriter.writeString(text, into: &buffer) } else { buffer.append("null") }
    }
}
