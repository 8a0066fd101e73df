/// Turns a `DecodingError` into one sentence that names the key path, for transcript errors and
/// diagnostics about malformed vendor payloads: `accounts[0].mask: expected a string; …`.
package enum DecodingErrorDescription {
    /// `accounts[0].name`, or `the line` for the top level.
    package static func keyPath(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "the line" : text
    }

    /// `path: missing`, `path: expected a string; …`, `path: expected a number, found null` or
    /// `path: <what the decoder said>`.
    package static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(keyPath(context.codingPath + [key])): missing"
        case .typeMismatch(let type, let context):
            return "\(keyPath(context.codingPath)): expected \(kind(of: type)); \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(keyPath(context.codingPath)): expected \(kind(of: type)), found null"
        case .dataCorrupted(let context):
            return "\(keyPath(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// Where the error happened (for a missing key, the path of the key itself).
    package static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(let key, let context): return context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        @unknown default: return []
        }
    }

    /// "a string", "a number", "a boolean", "an array", "an object", or the type's name.
    package static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type, is Secret.Type: return "a string"
        case is Double.Type, is Float.Type, is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: return "a number"
        case is Bool.Type: return "a boolean"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") || name.contains("KeyedDecodingContainer") { return "an object" }
            return "a value of type \(name)"
        }
    }
}
