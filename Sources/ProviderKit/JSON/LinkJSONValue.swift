import Foundation

/// A JSON document held as plain values, used for raw vendor metadata and configuration files.
///
/// `LinkJSONValue` keeps whatever a vendor sent, including keys ProviderKit does not model, so that
/// support engineers can see the original payload. Numbers are stored as `Double`; integers up to
/// 2^53 round-trip exactly.
public enum LinkJSONValue: Sendable, Hashable {
    /// JSON `null` (and, for legacy Objective-C payloads, `NSNull`).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any JSON number.
    case number(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array.
    case array([LinkJSONValue])
    /// A JSON object. Key order is not preserved; writers sort keys for stable output.
    case object([String: LinkJSONValue])

    /// The value under `key` when this is an object, otherwise `nil`.
    public subscript(key: String) -> LinkJSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string payload, or `nil` for any other case (including `null`).
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The numeric payload, or `nil` for any other case.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The numeric payload as an `Int` when it is integral and in range, otherwise `nil`.
    public var intValue: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    /// The Boolean payload, or `nil` for any other case.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The members when this is an object, otherwise `nil`.
    public var objectValue: [String: LinkJSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements when this is an array, otherwise `nil`.
    public var arrayValue: [LinkJSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// `true` for `.null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A short name for the case, used in error messages ("a string", "an object", …).
    package var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension LinkJSONValue: Codable {
    /// Decodes any JSON value.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Every failed attempt throws, which is costly: try the commonest kinds first.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String: LinkJSONValue].self) {
            self = .object(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode([LinkJSONValue].self) {
            self = .array(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a JSON value.")
        }
    }

    /// Encodes the value as JSON.
    ///
    /// - Throws: whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension LinkJSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// Creates `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates `.number`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// Creates `.number`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// Creates `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates `.array`.
    public init(arrayLiteral elements: LinkJSONValue...) { self = .array(elements) }
    /// Creates `.object`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, LinkJSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// Creates `.null`.
    public init(nilLiteral: ()) { self = .null }
}

extension LinkJSONValue {
    /// Converts a Foundation property-list or `JSONSerialization` object (`NSNull`, `NSNumber`,
    /// `String`, arrays, dictionaries, `Date`, `Data`, `URL`) into a `LinkJSONValue`.
    ///
    /// Legacy Objective-C SDKs hand their metadata over as `[String: Any]`; this is the one place
    /// where such untyped values become typed. Values with no JSON equivalent become their
    /// `String(describing:)` text, so nothing is silently dropped.
    public init(foundationObject object: Any?) {
        guard let object else {
            self = .null
            return
        }
        // Collections are matched first: on Linux, testing a Swift dictionary against `NSNull` or
        // `NSNumber` bridges the whole dictionary to Foundation just to fail.
        switch object {
        case let value as String:
            self = .string(value)
        case let value as [String: Any?]:
            self = .object(value.mapValues { LinkJSONValue(foundationObject: $0) })
        case let value as [String: Any]:
            self = .object(value.mapValues { LinkJSONValue(foundationObject: $0) })
        case let value as [Any?]:
            self = .array(value.map { LinkJSONValue(foundationObject: $0) })
        case let value as [Any]:
            self = .array(value.map { LinkJSONValue(foundationObject: $0) })
        case is NSNull:
            self = .null
        case let value as Bool where type(of: object) == Bool.self:
            self = .bool(value)
        case let value as NSNumber:
            // Foundation boxes `true`/`false` in a private Boolean subclass on every platform.
            if String(describing: type(of: value)).contains("Boolean") {
                self = .bool(value.boolValue)
            } else {
                self = .number(value.doubleValue)
            }
        case let value as Int:
            self = .number(Double(value))
        case let value as Double:
            self = .number(value)
        case let value as Date:
            self = .string(Date.ISO8601FormatStyle().format(value))
        case let value as URL:
            self = .string(value.absoluteString)
        case let value as Data:
            self = .string(value.base64EncodedString())
        default:
            self = .string(String(describing: object))
        }
    }
}

extension LinkJSONValue {
    /// The value as Foundation objects, the inverse of ``init(foundationObject:)``: `NSNull` for
    /// `null`, `Bool`, `Int` for integral numbers and `Double` otherwise, `String`, `[Any]` and
    /// `[String: Any]`. This is the shape `JSONSerialization` produces and legacy SDKs hand to their
    /// delegates, so replays and sandboxes can play those SDKs faithfully.
    package var foundationObject: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .number(let value): return intValue.map { $0 as Any } ?? value
        case .string(let value): return value
        case .array(let elements): return elements.map(\.foundationObject)
        case .object(let members): return members.mapValues(\.foundationObject)
        }
    }
}
