import Foundation

/// A LinkKit enum that travels as a single string: known cases plus an `unknown(String)` fallback.
///
/// LinkKit's enums are not `RawRepresentable`; their `description` is the wire string. This
/// protocol gives the mirrors one shared decoding rule: a string that matches a known case's
/// `description` becomes that case, anything else becomes the `unknown` case with the string kept.
/// Decoding never fails on an unrecognised value, only on a value that is not a string.
///
/// Each conforming type stores its ``byWireValue`` dictionary (`static let … = makeWireTable()`).
package protocol LinkKitWireEnum: CustomStringConvertible, Sendable {
    /// Every known case (without `unknown`).
    static var allCases: [Self] { get }
    /// Wire string → known case. Conforming types store it, built once with ``makeWireTable()``.
    static var byWireValue: [String: Self] { get }
    /// The `unknown` case carrying `raw`.
    static func unknownCase(_ raw: String) -> Self
}

extension LinkKitWireEnum {
    /// The case whose wire string is `wireValue`, or the `unknown` case keeping it.
    package init(wireValue: String) {
        self = Self.byWireValue[wireValue] ?? Self.unknownCase(wireValue)
    }

    /// `true` unless this is the `unknown` case (or an `unknown` case carrying a known case's wire string).
    package var isKnown: Bool { Self.byWireValue[description] != nil }

    /// Builds ``byWireValue`` from ``allCases``; the first case wins should two share a wire string.
    package static func makeWireTable() -> [String: Self] {
        Dictionary(allCases.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Decodes the wire string; fails only when the value is not a string.
    package static func decodeWire(from decoder: any Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()
        return Self(wireValue: try container.decode(String.self))
    }

    /// Encodes the wire string (`description`).
    package func encodeWire(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
