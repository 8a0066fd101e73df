import ProviderKit

/// Reads LinkKit 1.x metadata (already turned into a ``/ProviderKit/LinkJSONValue``) field by field, treating
/// `NSNull` and missing keys alike and recording every value of the wrong type instead of failing.
struct PLKMetadataReader {
    /// The dictionary being read, or `nil` when the SDK sent none (or `NSNull`).
    let members: [String: LinkJSONValue]?
    /// Where this dictionary is, kept in parts: the text is built for a problem message only,
    /// never for a read that finds what it expects.
    private let location: Location
    /// Values of the wrong type, as `path: expected …, found …`.
    private(set) var problems: [String] = []

    private enum Location {
        case root(String)
        case member(parent: String, key: String)
        case element(parent: String, index: Int)
    }

    /// The key path of this dictionary, for problem messages (`metadata.institution`).
    var path: String {
        switch location {
        case .root(let path): return path
        case .member(let parent, let key): return parent.isEmpty ? key : "\(parent).\(key)"
        case .element(let parent, let index): return "\(parent)[\(index)]"
        }
    }

    init(_ value: LinkJSONValue?, path: String) {
        self.init(value, location: .root(path))
    }

    /// A reader for element `index` of the array at `arrayPath`.
    init(_ value: LinkJSONValue?, arrayPath: String, index: Int) {
        self.init(value, location: .element(parent: arrayPath, index: index))
    }

    private init(_ value: LinkJSONValue?, location: Location) {
        self.location = location
        switch value {
        case .object(let members)?:
            self.members = members
        case nil, .null?:
            self.members = nil
        case let other?:
            self.members = nil
            problems.append("\(self.path): expected a dictionary or NSNull, found \(other.kindDescription)")
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
        PLKMetadataReader(members?[key], location: .member(parent: path, key: key))
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
