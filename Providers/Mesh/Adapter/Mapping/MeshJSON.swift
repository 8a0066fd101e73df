import Foundation
import ProviderKit

/// Conversions between Mesh's Codable payloads, ``/ProviderKit/LinkJSONValue`` and the untyped
/// dictionaries `onEvent` carries.
package enum MeshJSON {
    /// The payload's JSON with secrets revealed, for ``/ProviderKit/RawMetadata`` (which redacts on display).
    package static func value(of payload: some Encodable) -> LinkJSONValue {
        (try? JSONValueEncoder(userInfo: [.revealSecrets: true]).encode(payload)) ?? .null
    }

    /// The payload as ``ProviderKit/RawMetadata``, turned into JSON only when read.
    package static func metadata<Payload: Encodable & Sendable>(of payload: Payload) -> RawMetadata {
        RawMetadata(deferred: payload) { value(of: $0) }
    }

    /// A JSON object value as an `onEvent` dictionary, or `nil` for anything else.
    package static func dictionary(_ value: LinkJSONValue) -> [String: Any]? {
        value.foundationObject as? [String: Any]
    }
}
