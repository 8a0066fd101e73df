import Foundation
import ProviderKit

/// Conversions between Mesh's Codable payloads, ``ProviderKit/JSONValue`` and the untyped
/// dictionaries `onEvent` carries.
enum MeshJSON {
    /// The payload's JSON with secrets revealed, for ``ProviderKit/RawMetadata`` (which redacts on display).
    static func value(of payload: some Encodable) -> JSONValue {
        let encoder = JSONEncoder()
        encoder.userInfo[.revealSecrets] = true
        guard let data = try? encoder.encode(payload), let value = try? JSONDecoder().decode(JSONValue.self, from: data)
        else { return .null }
        return value
    }

    /// A Foundation object (`[String: Any]`, `[Any]`, `String`, `NSNumber`, `NSNull`) for a JSON value,
    /// the shape `JSONSerialization` and Mesh's message handler produce.
    static func foundationObject(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .number(let number):
            if let int = value.intValue { return int }
            return number
        case .string(let string): return string
        case .array(let elements): return elements.map(foundationObject)
        case .object(let members): return members.mapValues(foundationObject)
        }
    }

    /// A JSON object value as an `onEvent` dictionary, or `nil` for anything else.
    static func dictionary(_ value: JSONValue) -> [String: Any]? {
        foundationObject(value) as? [String: Any]
    }
}
