import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// One callback the sandbox makes.
enum MeshSandboxStep {
    case event(String, LinkJSONValue?)
    case connected(MeshLinkSDK.LinkPayload)
    case transferFinished(MeshLinkSDK.TransferFinishedPayload)
    case exit

    /// The `onEvent` dictionary for an event step.
    static func message(type: String, payload: LinkJSONValue?) -> [String: Any] {
        var message: [String: LinkJSONValue] = ["type": .string(type)]
        if let payload { message["payload"] = payload }
        return MeshJSON.dictionary(.object(message)) ?? [:]
    }
}
