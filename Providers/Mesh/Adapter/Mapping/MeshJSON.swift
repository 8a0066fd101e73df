import Foundation
import ProviderKit

/// Conversions between Mesh's Codable payloads, ``ProviderKit/JSONValue`` and the untyped
/// dictionaries `onEvent` carries.
enum MeshJSON {
    /// The payload's JSON with secrets revealed, for ``ProviderKit/RawMetadata`` (which redacts on display).
    static func value(of payload: some Encodable) -> JSONValue {
        (try? JSONValueEncoder(userInfo: [.revealSecrets: true]).encode(payload)) ?? .null
    }

    /// A JSON object value as an `onEvent` dictionary, or `nil` for anything else.
    static func dictionary(_ value: JSONValue) -> [String: Any]? {
        value.foundationObject as? [String: Any]
    }
}
