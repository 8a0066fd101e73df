/// A script message the widget posted (`window.webkit.messageHandlers.<name>.postMessage(body)`),
/// as a host hands it to the engine.
public struct MeldScriptMessage: Sendable, Hashable {
    /// The body of a message. Meld sends strings; anything else is refused with a diagnostic.
    public enum Body: Sendable, Hashable {
        /// A string body (`[meld-connect]…`).
        case string(String)
        /// A body of another type (a number, a dictionary, binary data), described by its type name.
        case nonString(String)
    }

    /// The handler name the message was posted to (`WKScriptMessage.name`).
    public var handlerName: String
    /// The body.
    public var body: Body
    /// The origin of the frame that posted it (`https://institution-connect.meld.io`), when the
    /// host knows it. Messages from other sites are refused.
    public var origin: String?

    /// Creates a message.
    public init(handlerName: String, body: Body, origin: String? = nil) {
        self.handlerName = handlerName
        self.body = body
        self.origin = origin
    }

    /// Creates a message with a string body.
    public init(handlerName: String, text: String, origin: String? = nil) {
        self.init(handlerName: handlerName, body: .string(text), origin: origin)
    }
}
