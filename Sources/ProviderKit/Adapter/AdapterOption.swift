/// One configuration key an adapter accepts in its entry, besides `adapter` and `redirectURI`.
public struct AdapterOption: Sendable, Hashable {
    /// The JSON type an option's value must have.
    public enum ValueKind: String, Sendable, Hashable, CaseIterable {
        /// A string.
        case string
        /// `true` or `false`.
        case bool
        /// A number.
        case number
        /// An array.
        case array
        /// An object.
        case object
        /// A string or an array of strings.
        case stringOrArray
        /// Any JSON value.
        case any

        func accepts(_ value: LinkJSONValue) -> Bool {
            switch (self, value) {
            case (.any, _), (.string, .string), (.bool, .bool), (.number, .number), (.array, .array),
                (.object, .object), (.stringOrArray, .string):
                return true
            case (.stringOrArray, .array(let elements)):
                return elements.allSatisfy { $0.stringValue != nil }
            default:
                return false
            }
        }

        var article: String {
            switch self {
            case .string: return "a string"
            case .bool: return "a boolean"
            case .number: return "a number"
            case .array: return "an array"
            case .object: return "an object"
            case .stringOrArray: return "a string or an array of strings"
            case .any: return "any value"
            }
        }
    }

    /// The key.
    public var key: String
    /// The type its value must have.
    public var kind: ValueKind
    /// `true` if the entry must have it.
    public var isRequired: Bool
    /// One sentence for `docs/configuration.md` and `providerkit providers`.
    public var summary: String

    /// Creates an option.
    public init(_ key: String, _ kind: ValueKind, required: Bool = false, summary: String) {
        self.key = key
        self.kind = kind
        self.isRequired = required
        self.summary = summary
    }
}
