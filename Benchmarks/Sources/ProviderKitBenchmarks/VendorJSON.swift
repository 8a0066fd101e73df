import Foundation

/// A vendor SDK payload as the JSON its `Codable` conformance writes, written as a Swift literal:
/// what the device benchmark hands the glue's conversion entry points where an app hands the SDK's
/// own value (there is no SDK on Linux). Encoding it with `JSONEncoder` gives the same members, in
/// the order written, as encoding the SDK's value would, so the adapter's conversion does the same
/// work (encode, then decode as its mirror).
indirect enum VendorJSON: Encodable, Sendable, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByNilLiteral
{
    /// An object, members in order.
    case object([(String, VendorJSON)])
    /// An array.
    case array([VendorJSON])
    /// A string.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    init(dictionaryLiteral elements: (String, VendorJSON)...) { self = .object(elements) }
    init(arrayLiteral elements: VendorJSON...) { self = .array(elements) }
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(nilLiteral: ()) { self = .null }

    typealias Key = String
    typealias Value = VendorJSON

    /// A member name.
    private struct MemberName: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: MemberName.self)
            for (name, value) in members { try container.encode(value, forKey: MemberName(stringValue: name)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }

    /// The JSON text, compact, members in order: how a payload is embedded where the SDK embeds
    /// JSON in a string (Plaid's `metadata_json`, Meld's message bodies).
    var text: String {
        // Encoding a value made only of literals cannot fail.
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
