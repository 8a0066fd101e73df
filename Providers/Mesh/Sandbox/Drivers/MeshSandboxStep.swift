import ProviderKit

/// One callback the sandbox makes.
enum MeshSandboxStep {
    case event(String, JSONValue?)
    case connected(MeshLinkSDK.LinkPayload)
    case transferFinished(MeshLinkSDK.TransferFinishedPayload)
    case exit

    /// The `onEvent` dictionary for an event step.
    static func message(type: String, payload: JSONValue?) -> [String: Any] {
        var message: [String: JSONValue] = ["type": .string(type)]
        if let payload { message["payload"] = payload }
        return MeshJSON.dictionary(.object(message)) ?? [:]
    }
}
