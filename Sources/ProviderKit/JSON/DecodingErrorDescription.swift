/// Turns a `DecodingError` into one sentence that names the key path, for transcript errors and
/// diagnostics about malformed vendor payloads: `accounts[0].mask: expected a string, found a number`.
///
/// The sentence never quotes a value from the input: Foundation's own descriptions that do
/// (`Cannot initialize Kind from invalid String value public-sandbox-…`, `Parsed JSON number <…>`)
/// are reworded to say what kind of value was wrong, and the rest goes through
/// ``SecretRedactor/standard``.
package enum DecodingErrorDescription {
    /// `accounts[0].name`, or `root` (`the line` unless told otherwise) for the top level.
    package static func keyPath(_ codingPath: [any CodingKey], root: String = "the line") -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? root : text
    }

    /// `path: missing`, `path: expected a string, found a number`, `path: expected a number,
    /// found null` or `path: <what the decoder said, without input values>`. `root` names the
    /// top level (`the line` for transcripts).
    package static func describe(_ error: DecodingError) -> String {
        describe(error, root: "the line")
    }

    /// ``describe(_:)`` with `root` naming the top level instead of `the line` (`the file`).
    package static func describe(_ error: DecodingError, root: String) -> String {
        let text: String
        switch error {
        case .keyNotFound(let key, let context):
            text = "\(keyPath(context.codingPath + [key], root: root)): missing"
        case .typeMismatch(let type, let context):
            let found = foundKind(in: context.debugDescription).map { ", found \($0)" } ?? ""
            text = "\(keyPath(context.codingPath, root: root)): expected \(kind(of: type))\(found)"
        case .valueNotFound(let type, let context):
            text = "\(keyPath(context.codingPath, root: root)): expected \(kind(of: type)), found null"
        case .dataCorrupted(let context):
            text = "\(keyPath(context.codingPath, root: root)): \(withoutInputValues(context.debugDescription))"
        @unknown default:
            text = "the value could not be decoded"
        }
        return SecretRedactor.standard.redact(text)
    }

    /// `a string` from Foundation's `Expected to decode Int but found a string instead.`
    static func foundKind(in description: String) -> String? {
        guard let start = description.range(of: "but found "), let end = description.range(of: " instead") else {
            return nil
        }
        guard start.upperBound <= end.lowerBound else { return nil }
        var kind = String(description[start.upperBound..<end.lowerBound])
        for article in ["a ", "an "] where kind.hasPrefix(article) { kind.removeFirst(article.count) }
        switch kind {
        case "dictionary", "object": return "an object"
        case "array": return "an array"
        case "string": return "a string"
        case "number": return "a number"
        case "bool", "boolean": return "a boolean"
        case "null": return "null"
        default: return nil
        }
    }

    /// Foundation's descriptions that quote the value, reworded without it.
    static func withoutInputValues(_ description: String) -> String {
        if let range = description.range(of: "Cannot initialize "), let from = description.range(of: " from invalid ") {
            guard range.upperBound <= from.lowerBound else { return "the value is not one of the accepted values" }
            let type = description[range.upperBound..<from.lowerBound]
            return "the value is not one of the accepted \(type.count <= 64 ? String(type) : "") values"
                .replacingOccurrences(of: "  ", with: " ")
        }
        if description.hasPrefix("Parsed JSON number") { return "the number does not fit the expected type" }
        return description
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
