import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitMeldSandbox
import ProviderKitMesh
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitPlaidLegacySandbox
import ProviderKitPlaidSandbox

/// The vendor values of a realistic transcript, decoded once with Foundation before any timing, so
/// the mapping benchmarks map exactly what replay maps.
struct MappingInputs {
    var plaidEvents: [PlaidLinkKit.LinkEvent] = []
    var plaidSuccesses: [PlaidLinkKit.LinkSuccess] = []
    var plaidExits: [PlaidLinkKit.LinkExit] = []
    var legacyEvents: [(name: String, metadata: LinkJSONValue)] = []
    var legacySuccesses: [(token: String, metadata: LinkJSONValue)] = []
    var legacyExits: [(error: PlaidLegacyLinkKit.PLKExitError?, metadata: LinkJSONValue)] = []
    var meshEvents: [LinkJSONValue] = []
    var meshSuccesses: [MeshLinkSDK.LinkPayload] = []
    var meshExits: [MeshLinkSDK.TransferFinishedErrorPayload] = []
    var meldEvents: [MeldScriptMessage] = []
    var meldSuccesses: [MeldScriptMessage] = []
    var meldExits: [MeldScriptMessage] = []

    /// Reads `<directory>/<adapter>.jsonl` for every adapter.
    init(directory: String) throws {
        let decoder = JSONDecoder()
        func lines(_ adapter: String) throws -> [Data] {
            let text = try String(contentsOfFile: "\(directory)/\(adapter).jsonl", encoding: .utf8)
            return text.split(separator: "\n").map { Data($0.utf8) }
        }
        for line in try lines("plaid") {
            switch try decoder.decode(PlaidTranscriptLine.self, from: line) {
            case .onEvent(let event): plaidEvents.append(event)
            case .onSuccess(let success): plaidSuccesses.append(success)
            case .onExit(let exit): plaidExits.append(exit)
            case .onLoad: break
            }
        }
        for line in try lines("plaid-legacy") {
            let decoded = try decoder.decode(PlaidLegacyTranscriptLine.self, from: line)
            let metadata = decoded.metadata.map(LinkJSONValue.object) ?? .null
            switch decoded.delegate {
            case .didHandleEvent: legacyEvents.append((decoded.event ?? "", metadata))
            case .didSucceedWithPublicToken: legacySuccesses.append((decoded.publicToken?.reveal() ?? "", metadata))
            case .didExitWithError:
                let error = decoded.error.map {
                    PlaidLegacyLinkKit.PLKExitError(domain: $0.domain, code: $0.code, userInfo: .object($0.userInfo))
                }
                legacyExits.append((error, metadata))
            }
        }
        let encoder = JSONEncoder()
        for line in try lines("mesh") {
            let value = try decoder.decode(LinkJSONValue.self, from: line)
            if let event = value["onEvent"] {
                meshEvents.append(event)
            } else if let payload = value["onIntegrationConnected"] {
                meshSuccesses.append(try decoder.decode(MeshLinkSDK.LinkPayload.self, from: encoder.encode(payload)))
            } else if let payload = value["onTransferFinished"],
                case .error(let error) = try decoder.decode(
                    MeshLinkSDK.TransferFinishedPayload.self, from: encoder.encode(payload))
            {
                meshExits.append(error)
            }
        }
        for line in try lines("meld") {
            guard case .message(let message) = try decoder.decode(MeldTranscriptLine.self, from: line),
                case .string(let body) = message.body
            else { continue }
            if body.hasPrefix("[meld-connect]connect_complete") {
                meldSuccesses.append(message)
            } else if body.hasPrefix("[meld-connect]init") {
                meldEvents.append(message)
                meldExits.append(
                    MeldScriptMessage(handlerName: message.handlerName, text: "[meld-connect]cancel", origin: message.origin))
            }
        }
    }
}
