/// Turns a `DecodingError` into one sentence naming the key path, for diagnostics and transcript errors.
enum MeldDecodingErrorText {
    /// `accounts[0].name: expected a string, found a number`-style text.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type)); \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type)), found null"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// `accounts[0].name`, or `(root)`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(root)" : text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "a boolean"
        default: return "\(type)"
        }
    }
}
