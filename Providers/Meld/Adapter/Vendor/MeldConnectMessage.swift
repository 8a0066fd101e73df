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
    /// The payload's JSON text, or `nil` when there is none: as received, or as written again
    /// after known secrets were taken out of ``payload``. Typed payloads are decoded from it.
    package var payloadText: String?

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

    /// Parses a message body: its scalars checked, then cut on characters into the type and the
    /// payload, which is read as JSON.
    ///
    /// - Throws: ``ParseError``. When the type is readable but the payload is not JSON, the
    ///   error carries the ``ParseError/type`` so the caller can still act on it.
    package init(parsing body: String) throws(ParseError) {
        let byteCount = body.utf8.count
        guard byteCount <= Self.maximumBodyBytes else {
            throw ParseError(
                message: "a message body of \(byteCount) bytes exceeds the \(Self.maximumBodyBytes)-byte limit")
        }
        if let bad = body.unicodeScalars.first(where: Self.isBinary) {
            let what = bad == "\u{FFFD}" ? "invalid UTF-8" : String(format: "the control character U+%04X", bad.value)
            throw ParseError(message: "the message body contains \(what); it looks binary")
        }
        guard body.hasPrefix(Self.prefix) else {
            throw ParseError(message: "the message body does not start with \"\(Self.prefix)\"")
        }
        let rest = body.dropFirst(Self.prefix.count)
        let typeText: Substring
        let payloadText: String?
        if let mark = rest.firstIndex(of: "?") {
            typeText = rest[..<mark]
            payloadText = String(rest[rest.index(after: mark)...])
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
            throw ParseError(message: "the message type is not a word of at most \(Self.maximumTypeLength) letters, digits, _, - or .")
        }
        let type = MeldMessageType(rawValue: String(typeText))
        guard let payloadText, !payloadText.isEmpty else {
            self.init(type: type, payload: nil, payloadText: payloadText)
            return
        }
        do {
            self.init(type: type, payload: try LinkJSONValue(parsing: payloadText), payloadText: payloadText)
        } catch {
            // Meld's web docs call the error metadata "query-string metadata"; accept that form too.
            if type == .error, let form = Self.formObject(payloadText) {
                let formText = (try? JSONEncoder().encode(form)).map { String(decoding: $0, as: UTF8.self) }
                self.init(type: type, payload: form, payloadText: formText)
                return
            }
            let column = error.position.column + Self.prefix.count + typeText.count + 1
            throw ParseError(message: "the \(type) payload is not JSON (column \(column) of the body: \(error.message))", type: type)
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

    /// Decodes ``payloadText`` into a vendor type with `JSONDecoder`.
    ///
    /// - Returns: the value, `nil` when there is no payload, or a problem naming the key path.
    package func decodePayload<T: Decodable>(_: T.Type) -> Result<T?, DecodeProblem> {
        guard let payloadText else { return .success(nil) }
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
        /// What is wrong, naming the key path; never a value from the payload.
        package var message: String
    }
}
