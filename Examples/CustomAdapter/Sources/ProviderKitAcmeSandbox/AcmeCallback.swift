import ProviderKitAcme

/// One Acme Link SDK callback: a step of a sandbox script and one line of a transcript,
/// `{"onEvent":{…}}`, `{"onSuccess":{…}}`, `{"onExit":{…}}` or `{"onDismiss":{}}`.
public enum AcmeCallback: Sendable, Hashable, Codable {
    /// `onEvent`.
    case onEvent(AcmeLinkSDK.Event)
    /// `onSuccess`.
    case onSuccess(AcmeLinkSDK.Success)
    /// `onExit`.
    case onExit(AcmeLinkSDK.Exit)
    /// `onDismiss`.
    case onDismiss

    private enum Key: String, CodingKey, CaseIterable {
        case onEvent, onSuccess, onExit, onDismiss
    }

    private struct Empty: Codable {}

    /// Calls the matching callback.
    public func deliver(to callbacks: AcmeLinkCallbacks) {
        switch self {
        case .onEvent(let event): callbacks.onEvent(event)
        case .onSuccess(let success): callbacks.onSuccess(success)
        case .onExit(let exit): callbacks.onExit(exit)
        case .onDismiss: callbacks.onDismiss()
        }
    }

    /// Decodes an object with exactly one member naming the callback.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "expected exactly one of onEvent, onSuccess, onExit, onDismiss"))
        }
        switch key {
        case .onEvent: self = .onEvent(try container.decode(AcmeLinkSDK.Event.self, forKey: key))
        case .onSuccess: self = .onSuccess(try container.decode(AcmeLinkSDK.Success.self, forKey: key))
        case .onExit: self = .onExit(try container.decode(AcmeLinkSDK.Exit.self, forKey: key))
        case .onDismiss: self = .onDismiss
        }
    }

    /// Encodes the one-member object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .onEvent(let event): try container.encode(event, forKey: .onEvent)
        case .onSuccess(let success): try container.encode(success, forKey: .onSuccess)
        case .onExit(let exit): try container.encode(exit, forKey: .onExit)
        case .onDismiss: try container.encode(Empty(), forKey: .onDismiss)
        }
    }
}
