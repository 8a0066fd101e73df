import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// One line of a Mesh replay transcript: exactly one native callback.
///
/// ```
/// {"onEvent":{"type":"integrationSelected","payload":{"integrationType":"robinhood","integrationName":"Robinhood"}}}
/// {"onIntegrationConnected":{"accessToken":{…AccessTokenPayload…}}}
/// {"onIntegrationConnected":{"delayedAuth":{…DelayedAuthPayload…}}}
/// {"onTransferFinished":{"status":"success","txId":"…","symbol":"USDC","amount":12.5,…}}
/// {"onTransferFinished":{"status":"error","errorMessage":"…"}}
/// {"onExit":{}}
/// ```
enum MeshTranscriptLine: Decodable {
    case onEvent(LinkJSONValue)
    case onIntegrationConnected(MeshLinkSDK.LinkPayload)
    case onTransferFinished(MeshLinkSDK.TransferFinishedPayload)
    case onExit

    enum CodingKeys: String, CodingKey, CaseIterable {
        case onEvent, onIntegrationConnected, onTransferFinished, onExit
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "a line must have exactly one of the keys "
                        + CodingKeys.allCases.map { "\"\($0.stringValue)\"" }.joined(separator: ", ")))
        }
        switch key {
        case .onEvent:
            let value = try container.decode(LinkJSONValue.self, forKey: .onEvent)
            guard value.objectValue != nil || value.isNull else {
                throw DecodingError.typeMismatch(
                    [String: LinkJSONValue].self,
                    DecodingError.Context(
                        codingPath: [CodingKeys.onEvent],
                        debugDescription: "onEvent takes an object {\"type\": …, \"payload\": …}, not \(value.kindDescription)"))
            }
            self = .onEvent(value)
        case .onIntegrationConnected:
            self = .onIntegrationConnected(try container.decode(MeshLinkSDK.LinkPayload.self, forKey: .onIntegrationConnected))
        case .onTransferFinished:
            self = .onTransferFinished(
                try container.decode(MeshLinkSDK.TransferFinishedPayload.self, forKey: .onTransferFinished))
        case .onExit:
            self = .onExit
        }
    }
}
