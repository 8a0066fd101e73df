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
