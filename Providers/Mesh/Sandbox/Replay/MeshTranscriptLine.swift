import ProviderKit
import ProviderKitMesh
import ProviderKitTesting
import ProviderKitTooling

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
enum MeshTranscriptLine: Decodable, Hashable, Sendable {
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

extension MeshTranscriptLine {
    /// Decodes a line from its UTF-8 bytes without Foundation: the same value `JSONDecoder` makes,
    /// or a ``ProviderKit/JSONCursor/Mismatch`` for any line it does not accept as is, which the
    /// replayer then decodes with `JSONDecoder` to word the problem.
    init(utf8 line: UnsafeBufferPointer<UInt8>) throws(JSONCursor.Mismatch) {
        var cursor = JSONCursor(line, matchesFoundation: true)
        try cursor.beginObject()
        var decoded: MeshTranscriptLine?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("onEvent") {
                try cursor.markRead(0, in: &seen)
                let value = try cursor.value()
                guard value.objectValue != nil || value.isNull else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
                decoded = .onEvent(value)
            } else if key.equals("onIntegrationConnected") {
                try cursor.markRead(1, in: &seen)
                decoded = .onIntegrationConnected(try MeshLinkSDK.LinkPayload(cursor: &cursor))
            } else if key.equals("onTransferFinished") {
                try cursor.markRead(2, in: &seen)
                decoded = .onTransferFinished(try MeshLinkSDK.TransferFinishedPayload(cursor: &cursor))
            } else if key.equals("onExit") {
                try cursor.markRead(3, in: &seen)
                try cursor.skipValue()
                decoded = .onExit
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        try cursor.expectEnd()
        guard let decoded, seen.nonzeroBitCount == 1 else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
        self = decoded
    }
}
