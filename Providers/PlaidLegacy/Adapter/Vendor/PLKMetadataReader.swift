import ProviderKit

/// Reads LinkKit 1.x metadata (already turned into a ``/ProviderKit/LinkJSONValue``) field by field, treating
/// `NSNull` and missing keys alike and recording every value of the wrong type instead of failing.
struct PLKMetadataReader {
    /// The dictionary being read, or `nil` when the SDK sent none (or `NSNull`).
    let members: [String: LinkJSONValue]?
    /// The key path of this dictionary, for problem messages (`metadata.institution`).
    let path: String
    /// Values of the wrong type, as `path: expected …, found …`.
    private(set) var problems: [String] = []

    init(_ value: LinkJSONValue?, path: String) {
        self.path = path
        switch value {
        case .object(let members)?:
            self.members = members
        case nil, .null?:
            self.members = nil
        case let other?:
            self.members = nil
            problems.append("\(path): expected a dictionary or NSNull, found \(other.kindDescription)")
        }
    }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// A string member; `nil` for missing, `NSNull` or the wrong type (recorded).
    mutating func string(_ key: String) -> String? {
        switch members?[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case .number(let number)?:
            // Some bridges send numeric ids; keep them readable rather than dropping them.
            problems.append("\(keyPath(key)): expected a string, found a number")
            return number.rounded() == number ? String(Int(number)) : String(number)
        case let other?:
            problems.append("\(keyPath(key)): expected a string, found \(other.kindDescription)")
            return nil
        }
    }

    /// A nested dictionary member; ``absorb(_:)`` its problems once read.
    func dictionary(_ key: String) -> PLKMetadataReader {
        PLKMetadataReader(members?[key], path: keyPath(key))
    }

    /// An array member; `[]` for missing or `NSNull`.
    mutating func array(_ key: String) -> [LinkJSONValue] {
        switch members?[key] {
        case nil, .null?: return []
        case .array(let elements)?: return elements
        case let other?:
            problems.append("\(keyPath(key)): expected an array, found \(other.kindDescription)")
            return []
        }
    }

    /// Takes problems found by a nested reader.
    mutating func absorb(_ other: PLKMetadataReader) { problems.append(contentsOf: other.problems) }
}
