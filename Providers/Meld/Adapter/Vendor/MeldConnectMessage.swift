import Foundation
import ProviderKit

/// A parsed `[meld-connect]<type>[?<json>]` message body.
///
/// Parsing refuses, with a reason and never a crash: bodies over ``maximumBodyBytes``, bodies
/// with NUL, control characters or invalid UTF-8 (binary), a missing `[meld-connect]` prefix, an
/// empty or oversized type, and a payload that is not a JSON object.
package struct MeldConnectMessage: Sendable, Hashable {
    /// The prefix every Meld message starts with.
    package static let prefix = "[meld-connect]"
    /// The largest body accepted, in UTF-8 bytes (64 KiB; real messages are a few hundred bytes).
    package static let maximumBodyBytes = 64 * 1024
    /// The longest type accepted, in characters.
    package static let maximumTypeLength = 64

    /// The message type.
    package var type: MeldMessageType
    /// The JSON payload after `?`, or `nil` when there is none.
    package var payload: LinkJSONValue?
    /// The payload text exactly as received, or `nil` when there is none.
    package var payloadText: String?
    /// `true` when the body was printable ASCII and the payload JSON without escapes: then every
    /// string and member name in ``payload`` is spelled, byte for byte, inside the body. It says
    /// how the message was read, not what it says, so equality and hashing leave it out.
    package var payloadIsVerbatim = false

    /// Equal when type, payload and payload text are.
    package static func == (lhs: MeldConnectMessage, rhs: MeldConnectMessage) -> Bool {
        lhs.type == rhs.type && lhs.payload == rhs.payload && lhs.payloadText == rhs.payloadText
    }

    /// Hashes type, payload and payload text.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(payload)
        hasher.combine(payloadText)
    }

    /// Creates a message.
    package init(type: MeldMessageType, payload: LinkJSONValue?, payloadText: String? = nil) {
        self.type = type
        self.payload = payload
        self.payloadText = payloadText
    }

    /// Why a body is not a usable Meld message. Messages never quote the body beyond its type.
    package struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        package var message: String
        /// The type, when the body got far enough to have one; the payload was then the problem.
        package var type: MeldMessageType?
        /// The description.
        package var description: String { message }
    }

    /// Parses a message body.
    ///
    /// - Throws: ``ParseError``. When the type is readable but the payload is not JSON, the
    ///   error carries the ``ParseError/type`` so the caller can still act on it.
    package init(parsing body: String) throws(ParseError) {
        try self.init(parsing: body, bytewise: true)
    }

    /// Parses a message body; with `bytewise`, a body of printable ASCII (plus tab, line feed and
    /// carriage return) is checked and cut on its bytes, which for such text decide exactly what
    /// the scalar and character checks decide. Without it, every body takes the exact path.
    ///
    /// - Throws: ``ParseError``, as ``init(parsing:)``.
    package init(parsing body: String, bytewise: Bool) throws(ParseError) {
        let byteCount = body.utf8.count
        guard byteCount <= Self.maximumBodyBytes else {
            throw ParseError(
                message: "a message body of \(byteCount) bytes exceeds the \(Self.maximumBodyBytes)-byte limit")
        }
        if bytewise, let (type, payloadText) = try Self.splitPlainASCII(body) {
            try self.init(type: type, typeLength: type.rawValue.count, payloadText: payloadText, plainASCII: true)
        } else {
            let (typeText, payloadText) = try Self.splitExactly(body)
            try self.init(
                type: MeldMessageType(rawValue: typeText), typeLength: typeText.count, payloadText: payloadText, plainASCII: false)
        }
    }

    /// The type and payload of a body of printable ASCII, cut on bytes; `nil` for any other body.
    private static func splitPlainASCII(_ body: String) throws(ParseError) -> (MeldMessageType, String?)? {
        var body = body
        let cut: PlainCut = body.withUTF8 { bytes in
            // Printable ASCII, tab, line feed and carriage return only: runs of printable bytes
            // are skipped eight at a time.
            var index = ASCIIBytes.printableRunEnd(bytes, from: 0)
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 0x09 || byte == 0x0A || byte == 0x0D else { return .notPlain }
                index = ASCIIBytes.printableRunEnd(bytes, from: index + 1)
            }
            let mark = bytes.count > prefixBytes.count ? bytes[prefixBytes.count...].firstIndex(of: UInt8(ascii: "?")) : nil
            guard bytes.count >= prefixBytes.count, prefixBytes.withUnsafeBufferPointer({ prefix in
                memcmp(bytes.baseAddress!, prefix.baseAddress!, prefix.count) == 0
            }) else {
                return .failure(ParseError(message: "the message body does not start with \"\(Self.prefix)\""))
            }
            let typeBytes = UnsafeBufferPointer(rebasing: bytes[prefixBytes.count..<(mark ?? bytes.count)])
            guard !typeBytes.isEmpty else {
                return .failure(ParseError(message: "the message has no type after \"\(Self.prefix)\""))
            }
            guard typeBytes.count <= Self.maximumTypeLength, typeBytes.allSatisfy(Self.isTypeByte) else {
                return .failure(Self.typeError)
            }
            let type = MeldMessageType(plainASCII: typeBytes)
            let payload = mark.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[($0 + 1)...]), as: UTF8.self) }
            return .split(type, payload)
        }
        switch cut {
        case .notPlain: return nil
        case .split(let type, let payload): return (type, payload)
        case .failure(let error): throw error
        }
    }

    /// What ``splitPlainASCII(_:)`` found.
    private enum PlainCut {
        case notPlain
        case split(MeldMessageType, String?)
        case failure(ParseError)
    }

    /// ``prefix`` as UTF-8.
    static let prefixBytes = Array(prefix.utf8)

    /// The type and payload of any body, checked scalar by scalar and cut on characters.
    private static func splitExactly(_ body: String) throws(ParseError) -> (String, String?) {
        if let bad = body.unicodeScalars.first(where: Self.isBinary) {
            let what = bad == "\u{FFFD}" ? "invalid UTF-8" : String(format: "the control character U+%04X", bad.value)
            throw ParseError(message: "the message body contains \(what); it looks binary")
        }
        guard body.hasPrefix(Self.prefix) else {
            throw ParseError(message: "the message body does not start with \"\(Self.prefix)\"")
        }
        let rest = body.dropFirst(Self.prefix.count)
        let typeText: Substring
        let payloadText: Substring?
        if let mark = rest.firstIndex(of: "?") {
            typeText = rest[..<mark]
            payloadText = rest[rest.index(after: mark)...]
        } else {
            typeText = rest
            payloadText = nil
        }
        guard !typeText.isEmpty else {
            throw ParseError(message: "the message has no type after \"\(Self.prefix)\"")
        }
        guard typeText.count <= Self.maximumTypeLength,
            typeText.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || "_-.".unicodeScalars.contains($0) })
        else {
            throw Self.typeError
        }
        return (String(typeText), payloadText.map(String.init))
    }

    /// An ASCII letter or digit, `_`, `-` or `.`: for ASCII, exactly the scalars the exact type check accepts.
    private static func isTypeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default: return false
        }
    }

    private static let typeError = ParseError(
        message: "the message type is not a word of at most \(maximumTypeLength) letters, digits, _, - or .")

    /// A message of a checked type, spelled in `typeLength` characters, its payload parsed; a
    /// `plainASCII` body's payload read as JSON without escapes is ``payloadIsVerbatim``.
    private init(type: MeldMessageType, typeLength: Int, payloadText: String?, plainASCII: Bool) throws(ParseError) {
        guard let payloadText, !payloadText.isEmpty else {
            self.init(type: type, payload: nil, payloadText: payloadText)
            return
        }
        let payload: LinkJSONValue
        do {
            payload = try LinkJSONValue(parsing: payloadText)
        } catch {
            // Meld's web docs call the error metadata "query-string metadata"; accept that form too.
            if type == .error, let form = Self.formObject(payloadText) {
                self.init(type: type, payload: form, payloadText: JSONWriter.string(form))
                return
            }
            throw ParseError(
                message: "the \(type) payload is not JSON (column \(error.position.column + Self.prefix.count + typeLength + 1) of the body: \(error.message))",
                type: type)
        }
        self.init(type: type, payload: payload, payloadText: payloadText)
        // A form (`details=…`, above) is percent-decoded, so only a payload read as JSON qualifies.
        payloadIsVerbatim = plainASCII && !Self.containsBackslash(payloadText)
    }

    /// Whether `text` holds a `\`, searched with `memchr`.
    private static func containsBackslash(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: "\\")), bytes.count) != nil
        }
    }

    /// `details=…&reason=…` as a JSON object of strings, or `nil` when the text is not a form
    /// with at least one of those keys.
    package static func formObject(_ text: String) -> LinkJSONValue? {
        guard !text.hasPrefix("{"), !text.hasPrefix("["), text.contains("="),
            let items = URLComponents(string: "x:?" + text)?.queryItems
        else { return nil }
        var members: [String: LinkJSONValue] = [:]
        for item in items where members[item.name] == nil {
            members[item.name] = item.value.map(LinkJSONValue.string) ?? .null
        }
        guard members["details"] != nil || members["reason"] != nil else { return nil }
        return .object(members)
    }

    /// NUL, C0 and C1 controls other than tab, line feed and carriage return, and U+FFFD (what
    /// invalid UTF-8 decodes to).
    package static func isBinary(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFD: return true
        default: return false
        }
    }

    /// Decodes the payload into a vendor type, straight from the payload text: from its bytes
    /// when the type is ``MeldPayloadByteDecodable`` and the bytes are in its subset, else with
    /// `JSONDecoder`.
    ///
    /// - Returns: the value, `nil` when there is no payload, or a message naming the key path.
    package func decodePayload<T: Decodable>(_: T.Type) -> Result<T?, DecodeProblem> {
        guard var payloadText else { return .success(nil) }
        if let byteDecodable = T.self as? any MeldPayloadByteDecodable.Type,
            let value = payloadText.withUTF8({ try? byteDecodable.init(utf8: $0) }) as? T
        {
            return .success(value)
        }
        return decodePayloadWithFoundation(T.self, payloadText)
    }

    /// ``decodePayload(_:)`` for a type that reads its own bytes, chosen when the type is known
    /// to: no run-time cast to find the byte reader.
    package func decodePayload<T: MeldPayloadByteDecodable>(_: T.Type) -> Result<T?, DecodeProblem> {
        guard var payloadText else { return .success(nil) }
        if let value = payloadText.withUTF8({ try? T(utf8: $0) }) { return .success(value) }
        return decodePayloadWithFoundation(T.self, payloadText)
    }

    /// ``decodePayload(_:)`` through `JSONDecoder` alone: the reference the byte readers are tested against.
    package func decodePayloadWithFoundation<T: Decodable>(_: T.Type, _ payloadText: String) -> Result<T?, DecodeProblem> {
        do {
            return .success(try JSONDecoder().decode(T.self, from: Data(payloadText.utf8)))
        } catch let error as DecodingError {
            return .failure(DecodeProblem(message: DecodingErrorDescription.describe(error)))
        } catch {
            return .failure(DecodeProblem(message: "the payload could not be decoded"))
        }
    }

    /// A payload that is JSON but not the expected shape.
    package struct DecodeProblem: Error, Sendable, Hashable {
        package var message: String
    }
}
