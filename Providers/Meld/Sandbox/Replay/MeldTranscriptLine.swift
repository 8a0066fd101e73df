import ProviderKit
import ProviderKitMeld
import ProviderKitTesting
import ProviderKitTooling

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

        /// Every key, once: `allCases` builds a new array on every use.
        static let keys: [Key] = allCases

        /// The key `name` spells, and its place in ``keys`` (its bit for repeated members); `nil`
        /// for any other member. Names read in place are told apart by length first, so most
        /// members cost one comparison.
        static func matching(_ name: JSONKey) -> (key: Key, slot: Int)? {
            func check(_ key: Key, _ slot: Int) -> (key: Key, slot: Int)? { name.equals(key.wireName) ? (key, slot) : nil }
            guard name.unescapedName == nil else {
                return keys.indices.lazy.compactMap { check(keys[$0], $0) }.first
            }
            switch name.bytesInPlace.count {
            case 5: return check(.popup, 6)
            case 6: return check(.window, 1) ?? check(.origin, 4) ?? check(.closed, 7)
            case 7: return check(.message, 2) ?? check(.handler, 3)
            case 10: return check(.navigation, 0)
            case 13: return check(.universalLink, 5)
            default: return nil
            }
        }
    }

    /// The members a line may hold, as JSON until the line's kind is known: one stored property
    /// a key, so reading a line allocates nothing for them.
    private struct Members {
        var navigation, window, message, handler, origin, universalLink, popup, closed: LinkJSONValue?

        subscript(key: Key) -> LinkJSONValue? {
            get {
                switch key {
                case .navigation: return navigation
                case .window: return window
                case .message: return message
                case .handler: return handler
                case .origin: return origin
                case .universalLink: return universalLink
                case .popup: return popup
                case .closed: return closed
                }
            }
            set {
                switch key {
                case .navigation: navigation = newValue
                case .window: window = newValue
                case .message: message = newValue
                case .handler: handler = newValue
                case .origin: origin = newValue
                case .universalLink: universalLink = newValue
                case .popup: popup = newValue
                case .closed: closed = newValue
                }
            }
        }

        /// The one kind member present (`navigation`, `message`, `universalLink`, `popup` or
        /// `closed`), or `nil` when there is none or more than one.
        var kind: Key? {
            var found: Key?
            var count = 0
            if navigation != nil { (found, count) = (.navigation, count + 1) }
            if message != nil { (found, count) = (.message, count + 1) }
            if universalLink != nil { (found, count) = (.universalLink, count + 1) }
            if popup != nil { (found, count) = (.popup, count + 1) }
            if closed != nil { (found, count) = (.closed, count + 1) }
            return count == 1 ? found : nil
        }
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
        var interner = StringInterner(slots: 1)
        try self.init(utf8: line, interning: &interner)
    }

    /// ``init(utf8:)``, with the strings made through `interner`: a replayer's decoder keeps one,
    /// so the handler name, the origin and the widget's own URL, which come back line after line,
    /// are made once.
    package init(utf8 line: UnsafeBufferPointer<UInt8>, interning interner: inout StringInterner) throws(JSONCursor.Mismatch) {
        var cursor = JSONCursor(line, matchesFoundation: true)
        try cursor.beginObject()
        // Every key `init(from:)` may read, kept as JSON until the line's kind is known.
        var members = Members()
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            guard let (known, slot) = Key.matching(key) else {
                try cursor.skipMember(key, names: &skipped)
                continue
            }
            try cursor.markRead(slot, in: &seen)
            // A string is read as one, without building a parser for it.
            members[known] = cursor.peek == UInt8(ascii: "\"") ? .string(try cursor.string(interning: &interner)) : try cursor.value()
        }
        try cursor.expectEnd()
        func value(_ key: Key) -> LinkJSONValue? { members[key] }
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
        guard let kind = members.kind else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
        switch kind {
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
