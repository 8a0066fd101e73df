import Foundation
import ProviderKit
import ProviderKitTesting

/// A leak oracle for support bundles that shares nothing with ProviderKit's redactor: each
/// planted secret's distinctive core in the encodings a secret could take on its way into a file,
/// and a search for any long enough stretch of each.
enum SecretEncodings {
    /// One encoding of a secret's core.
    struct Form {
        let name: String
        /// The encoded text (for base64, the part that does not depend on what surrounds it).
        let sample: String
        /// How many consecutive characters of ``sample`` count as a leak.
        let window: Int

        func isFound(in text: String) -> Bool {
            let characters = Array(sample)
            guard characters.count >= window else { return text.contains(sample) }
            for start in 0...(characters.count - window) where text.contains(String(characters[start..<start + window])) {
                return true
            }
            return false
        }
    }

    /// The core raw, percent-encoded byte by byte (upper and lower case hex), query- and
    /// form-encoded, double-encoded, base64 at each of the three alignments, and JSON-escaped
    /// (`\uXXXX` for every character, and Foundation's own escaping).
    static func forms(of secret: PlantedSecret) -> [Form] {
        let core = secret.core
        let bytes = Array(core.utf8)
        let upper = bytes.map { String(format: "%%%02X", $0) }.joined()
        let lower = bytes.map { String(format: "%%%02x", $0) }.joined()
        var alphanumerics = CharacterSet.alphanumerics
        alphanumerics.insert(charactersIn: "*-._")
        let form = (core.addingPercentEncoding(withAllowedCharacters: alphanumerics) ?? core).replacingOccurrences(of: "%20", with: "+")
        let query = core.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? core
        let json = (try? JSONEncoder().encode(core)).map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? core
        let unicodeEscaped = core.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
        var forms = [
            Form(name: "raw", sample: core, window: PlantedSecret.leakWindow),
            Form(name: "percent-encoded (upper case)", sample: upper, window: 3 * PlantedSecret.leakWindow),
            Form(name: "percent-encoded (lower case)", sample: lower, window: 3 * PlantedSecret.leakWindow),
            Form(name: "query-encoded", sample: query, window: PlantedSecret.leakWindow),
            Form(name: "form-encoded", sample: form, window: PlantedSecret.leakWindow),
            Form(name: "double-encoded", sample: upper.replacingOccurrences(of: "%", with: "%25"), window: 4 * PlantedSecret.leakWindow),
            Form(name: "JSON-escaped", sample: json, window: PlantedSecret.leakWindow),
            Form(name: "JSON \\u-escaped", sample: unicodeEscaped, window: 6 * PlantedSecret.leakWindow),
        ]
        // Base64 of the whole value shifted by 0, 1 and 2 bytes: the characters that encode only
        // bytes of the core do not depend on what precedes it.
        let prefix = Array(secret.value.utf8.prefix { _ in true })
        for shift in 0..<3 {
            let input = Data(Array(repeating: UInt8(ascii: "x"), count: shift) + prefix)
            let encoded = Array(input.base64EncodedString())
            let inner = encoded.count > 16 ? String(encoded[8..<(encoded.count - 8)]) : String(encoded)
            forms.append(Form(name: "base64 (shift \(shift))", sample: inner, window: 16))
        }
        return forms
    }

    /// `line` with every planted secret replaced by a harmless word, so each position can be
    /// planted one at a time.
    static func withoutPlantedSecrets(_ line: String) -> String {
        PlantedSecret.all.reduce(line) { $0.replacingOccurrences(of: $1.value, with: "plain") }
    }

    /// The path (member names and array indexes) of every string in `value`.
    static func stringPaths(in value: LinkJSONValue, prefix: [String] = []) -> [[String]] {
        switch value {
        case .string: return [prefix]
        case .object(let members): return members.keys.sorted().flatMap { stringPaths(in: members[$0]!, prefix: prefix + [$0]) }
        case .array(let elements): return elements.indices.flatMap { stringPaths(in: elements[$0], prefix: prefix + ["\($0)"]) }
        default: return []
        }
    }

    /// `value` with the string at `path` replaced by `text`.
    static func replacing(_ path: [String], in value: LinkJSONValue, with text: String) -> LinkJSONValue {
        guard let head = path.first else { return .string(text) }
        let rest = Array(path.dropFirst())
        switch value {
        case .object(var members):
            members[head] = replacing(rest, in: members[head] ?? .null, with: text)
            return .object(members)
        case .array(var elements):
            if let index = Int(head), elements.indices.contains(index) { elements[index] = replacing(rest, in: elements[index], with: text) }
            return .array(elements)
        default:
            return value
        }
    }

    /// Compact JSON text.
    static func text(of value: LinkJSONValue) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
