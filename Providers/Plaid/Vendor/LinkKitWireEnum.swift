import Foundation

/// A LinkKit enum that travels as a single string: known cases plus an `unknown(String)` fallback.
///
/// LinkKit's enums are not `RawRepresentable`; their `description` is the wire string. This
/// protocol gives the mirrors one shared decoding rule: a string that matches a known case's
/// `description` becomes that case, anything else becomes the `unknown` case with the string kept.
/// Decoding never fails on an unrecognised value, only on a value that is not a string.
public protocol LinkKitWireEnum: CustomStringConvertible {
    /// Every known case (without `unknown`).
    static var allCases: [Self] { get }
    /// The `unknown` case carrying `raw`.
    static func unknownCase(_ raw: String) -> Self
}

extension LinkKitWireEnum {
    /// The case whose wire string is `wireValue`, or the `unknown` case keeping it.
    public init(wireValue: String) {
        self = Self.allCases.first { $0.description == wireValue } ?? Self.unknownCase(wireValue)
    }

    /// `true` unless this is the `unknown` case.
    public var isKnown: Bool { Self.allCases.contains { $0.description == description } }

    static func decodeWire(from decoder: any Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()
        return Self(wireValue: try container.decode(String.self))
    }

    func encodeWire(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
