import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

/// One line of a Meld replay transcript: what the web view reported, as JSON. Exactly one of
/// these shapes:
///
/// ```
/// {"navigation":"https://…","window":"root"}        window optional, root by default
/// {"message":"[meld-connect]init","handler":"meldMessageHandler","origin":"https://…"}   origin optional
/// {"universalLink":"https://app.example.com/meld/?oauth_state_id=…"}
/// {"popup":"https://bank.example.com/login"}
/// {"closed":"popup"}                                 or "root"
/// ```
///
/// A `message` that is not a JSON string stands for a non-string body (a number, an object).
public enum MeldTranscriptLine: Sendable, Hashable, Decodable {
    /// A navigation request.
    case navigation(String, window: MeldWindow)
    /// A script message.
    case message(MeldScriptMessage)
    /// A universal link the app received.
    case universalLink(String)
    /// A `window.open` from the root.
    case popup(String)
    /// A page closed itself.
    case closed(MeldWindow)

    /// What a valid line looks like, for error messages.
    public static let shapes =
        #"{"navigation":"https://…"}, {"message":"[meld-connect]init","handler":"meldMessageHandler"}, {"universalLink":"https://…"}, {"popup":"https://…"} or {"closed":"popup"|"root"}"#

    private enum Key: String, CodingKey, CaseIterable {
        case navigation, window, message, handler, origin, universalLink, popup, closed

        /// The member name, for comparing with bytes.
        var wireName: StaticString {
            switch self {
            case .navigation: return "navigation"
            case .window: return "window"
            case .message: return "message"
            case .handler: return "handler"
            case .origin: return "origin"
            case .universalLink: return "universalLink"
            case .popup: return "popup"
            case .closed: return "closed"
            }
        }

        /// The key's place in ``keys``.
        var slot: Int {
            switch self {
            case .navigation: return 0
            case .window: return 1
            case .message: return 2
            case .handler: return 3
            case .origin: return 4
            case .universalLink: return 5
            case .popup: return 6
            case .closed: return 7
            }
        }

        /// Every key, once: `allCases` builds a new array on every use.
        static let keys: [Key] = allCases
    }

    /// Decodes a line, naming the key at fault.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let kinds: [Key] = [.navigation, .message, .universalLink, .popup, .closed].filter { container.contains($0) }
        guard kinds.count == 1, let kind = kinds.first else {
            let found = kinds.isEmpty ? "none of them" : kinds.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "a line needs exactly one of \"navigation\", \"message\", \"universalLink\", \"popup\" or \"closed\"; found \(found)"))
        }
        switch kind {
        case .navigation:
            let window = try container.decodeIfPresent(MeldWindow.self, forKey: .window) ?? .root
            self = .navigation(try container.decode(String.self, forKey: .navigation), window: window)
        case .message:
            let handler = try container.decode(String.self, forKey: .handler)
            let origin = try container.decodeIfPresent(String.self, forKey: .origin)
            let body = try container.decode(LinkJSONValue.self, forKey: .message)
            let messageBody: MeldScriptMessage.Body
            if case .string(let text) = body {
                messageBody = .string(text)
            } else {
                messageBody = .nonString(body.kindDescription)
            }
            self = .message(MeldScriptMessage(handlerName: handler, body: messageBody, origin: origin))
        case .universalLink:
            self = .universalLink(try container.decode(String.self, forKey: .universalLink))
        case .popup:
            self = .popup(try container.decode(String.self, forKey: .popup))
        default:
            self = .closed(try container.decode(MeldWindow.self, forKey: .closed))
        }
    }
}

extension MeldTranscriptLine {
    /// Decodes a line from its UTF-8 bytes without Foundation: the same value `JSONDecoder` makes,
    /// or a ``ProviderKit/JSONCursor/Mismatch`` for any line it does not accept as is (a repeated
    /// key, a value of the wrong type, not exactly one kind), which the replayer then decodes with
    /// `JSONDecoder` to word the problem.
    package init(utf8 line: UnsafeBufferPointer<UInt8>) throws(JSONCursor.Mismatch) {
        var cursor = JSONCursor(line, matchesFoundation: true)
        try cursor.beginObject()
        // Every key `init(from:)` may read, kept as JSON until the line's kind is known.
        var values: [LinkJSONValue?] = Array(repeating: nil, count: Key.keys.count)
        var seen: UInt64 = 0
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            guard let known = Key.keys.firstIndex(where: { key.equals($0.wireName) }) else {
                try cursor.skipValue()
                continue
            }
            try cursor.markRead(known, in: &seen)
            // A string is read as one, without building a parser for it.
            values[known] = cursor.peek == UInt8(ascii: "\"") ? .string(try cursor.string()) : try cursor.value()
        }
        try cursor.expectEnd()
        func value(_ key: Key) -> LinkJSONValue? { values[key.slot] }
        func string(_ key: Key) throws(JSONCursor.Mismatch) -> String {
            guard case .string(let text)? = value(key) else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
            return text
        }
        func window(_ key: Key) throws(JSONCursor.Mismatch) -> MeldWindow? {
            switch value(key) {
            case nil, .null?: return nil
            case .string(let text)?:
                guard let window = MeldWindow(rawValue: text) else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
                return window
            default: throw JSONCursor.Mismatch(.unexpected, at: 0)
            }
        }
        let kinds = [Key.navigation, .message, .universalLink, .popup, .closed].filter { value($0) != nil }
        guard kinds.count == 1 else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
        switch kinds[0] {
        case .navigation:
            self = .navigation(try string(.navigation), window: try window(.window) ?? .root)
        case .message:
            let handler = try string(.handler)
            let origin: String?
            switch value(.origin) {
            case nil, .null?: origin = nil
            case .string(let text)?: origin = text
            default: throw JSONCursor.Mismatch(.unexpected, at: 0)
            }
            let body = value(.message) ?? .null
            let messageBody: MeldScriptMessage.Body
            if case .string(let text) = body {
                messageBody = .string(text)
            } else {
                messageBody = .nonString(body.kindDescription)
            }
            self = .message(MeldScriptMessage(handlerName: handler, body: messageBody, origin: origin))
        case .universalLink:
            self = .universalLink(try string(.universalLink))
        case .popup:
            self = .popup(try string(.popup))
        default:
            guard let window = try window(.closed) else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
            self = .closed(window)
        }
    }
}
