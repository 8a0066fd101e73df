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
    /// The only values the option takes, when it is a closed set (`["us", "eu"]`); `nil` accepts
    /// every value of ``kind``. For an array value, each element must be one of them. The core
    /// validator reports any other value (``DiagnosticCode/disallowedValue``, with a
    /// "did you mean"), in the app and in `providerkit validate --adapters`, which reads them from
    /// the adapter manifest.
    public var allowedValues: [LinkJSONValue]?
    /// Why only ``allowedValues`` are accepted, when that depends on how the adapter was created
    /// (a Mesh adapter without a credential store refuses `true`); appended to the diagnostic.
    public var allowedValuesReason: String?

    /// Creates an option.
    public init(
        _ key: String, _ kind: ValueKind, required: Bool = false, allowedValues: [LinkJSONValue]? = nil,
        summary: String
    ) {
        self.key = key
        self.kind = kind
        self.isRequired = required
        self.allowedValues = allowedValues
        self.summary = summary
    }

    /// This option accepting only `values`, because of `reason` (for example how the adapter
    /// instance was created).
    public func restricted(to values: [LinkJSONValue], reason: String) -> AdapterOption {
        var option = self
        option.allowedValues = values
        option.allowedValuesReason = reason
        return option
    }

    /// The values of `value` that ``allowedValues`` refuses: `value` itself, or for an array
    /// its refused elements. Empty when every value is allowed.
    package func disallowedValues(in value: LinkJSONValue) -> [LinkJSONValue] {
        guard let allowedValues else { return [] }
        if case .array(let elements) = value, kind == .array || kind == .stringOrArray {
            return elements.filter { !allowedValues.contains($0) }
        }
        return allowedValues.contains(value) ? [] : [value]
    }
}
