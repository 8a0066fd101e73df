import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting
import ProviderKitTooling

/// One line of a LinkKit 7 transcript: a single-member object naming the callback.
///
/// ```
/// {"onLoad":{}}
/// {"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"…","timestamp":"2024-05-01T12:00:00.000Z"}}}
/// {"onSuccess":{"public_token":"public-sandbox-…","metadata":{…}}}
/// {"onExit":{"error":null,"metadata":{"status":"requires_credentials",…}}}
/// ```
public enum PlaidTranscriptLine: Sendable, Hashable, Decodable {
    /// `onLoad`.
    case onLoad
    /// `onEvent` with LinkKit's `LinkEvent` JSON.
    case onEvent(PlaidLinkKit.LinkEvent)
    /// `onSuccess` with LinkKit's `LinkSuccess` JSON.
    case onSuccess(PlaidLinkKit.LinkSuccess)
    /// `onExit` with LinkKit's `LinkExit` JSON.
    case onExit(PlaidLinkKit.LinkExit)

    enum CodingKeys: String, CodingKey, CaseIterable {
        case onLoad, onEvent, onSuccess, onExit
    }

    /// Decodes the one-member object.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // In declaration order: `allKeys` comes from a dictionary, so its order changes between runs.
        let keys = CodingKeys.allCases.filter(container.allKeys.contains)
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription:
                        keys.isEmpty
                        ? "the line must be an object with exactly one member: onLoad, onEvent, onSuccess or onExit"
                        : "the line has \(keys.count) callback members (\(keys.map(\.stringValue).joined(separator: ", "))); put one callback per line"))
        }
        switch key {
        case .onLoad: self = .onLoad
        case .onEvent: self = .onEvent(try container.decode(PlaidLinkKit.LinkEvent.self, forKey: .onEvent))
        case .onSuccess: self = .onSuccess(try container.decode(PlaidLinkKit.LinkSuccess.self, forKey: .onSuccess))
        case .onExit: self = .onExit(try container.decode(PlaidLinkKit.LinkExit.self, forKey: .onExit))
        }
    }

    /// What a line for `callback` looks like, for error messages.
    static func example(for callback: String?) -> String {
        switch callback {
        case "onLoad":
            return #"{"onLoad":{}}"#
        case "onEvent":
            return #"{"onEvent":{"event_name":"SELECT_INSTITUTION","metadata":{"link_session_id":"…","timestamp":"2024-05-01T12:00:00.000Z","institution_id":"ins_3","institution_name":"Chase"}}}"#
        case "onSuccess":
            return #"{"onSuccess":{"public_token":"public-sandbox-…","metadata":{"institution":{"id":"ins_3","name":"Chase"},"accounts":[{"id":"…","name":"Plaid Checking","mask":"0000","subtype":"depository.checking","verificationStatus":null}],"link_session_id":"…","metadata_json":null}}}"#
        case "onExit":
            return #"{"onExit":{"error":{"errorCode":{"type":"ITEM_ERROR","code":"INVALID_CREDENTIALS"},"errorMessage":"…","displayMessage":"…"},"metadata":{"status":"requires_credentials","institution":{"id":"ins_3","name":"Chase"},"link_session_id":"…","request_id":"…","metadata_json":null}}}"#
        default:
            return #"{"onLoad":{}}, {"onEvent":{…}}, {"onSuccess":{…}} or {"onExit":{…}}"#
        }
    }
}

extension PlaidTranscriptLine {
    /// Decodes a line from its UTF-8 bytes without Foundation: the same value `JSONDecoder` makes,
    /// or a ``ProviderKit/JSONCursor/Mismatch`` for any line it does not accept as is (the replayer
    /// then decodes the line with `JSONDecoder`, which words the problem).
    package init(utf8 line: UnsafeBufferPointer<UInt8>) throws(JSONCursor.Mismatch) {
        var cursor = JSONCursor(line, matchesFoundation: true)
        try cursor.beginObject()
        var decoded: PlaidTranscriptLine?
        var seen: UInt64 = 0
        var skipped = Set<String>()
        var index = 0
        while let key = try cursor.nextMember(index) {
            index += 1
            if key.equals("onEvent") {
                try cursor.markRead(0, in: &seen)
                decoded = .onEvent(try PlaidLinkKit.LinkEvent(cursor: &cursor))
            } else if key.equals("onSuccess") {
                try cursor.markRead(1, in: &seen)
                decoded = .onSuccess(try PlaidLinkKit.LinkSuccess(cursor: &cursor))
            } else if key.equals("onExit") {
                try cursor.markRead(2, in: &seen)
                decoded = .onExit(try PlaidLinkKit.LinkExit(cursor: &cursor))
            } else if key.equals("onLoad") {
                try cursor.markRead(3, in: &seen)
                try cursor.skipValue()
                decoded = .onLoad
            } else {
                try cursor.skipMember(key, names: &skipped)
            }
        }
        try cursor.expectEnd()
        // Exactly one callback: anything else is worded by the `Decodable` path.
        guard let decoded, seen.nonzeroBitCount == 1 else { throw JSONCursor.Mismatch(.unexpected, at: 0) }
        self = decoded
    }
}
