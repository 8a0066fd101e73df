import Foundation

/// The coding rules every wire-format record shares (`docs/wire-format.md`): the `"kind"` check,
/// ISO 8601 dates, and optional members written as `null`.
package enum WireCoding {
    /// Checks that a record's `"kind"` member is `expected`.
    ///
    /// - Throws: `DecodingError` when the member is missing, not a string, or another kind.
    package static func expectKind<Key: CodingKey>(
        _ expected: String, in container: KeyedDecodingContainer<Key>, key: Key
    ) throws {
        let found = try container.decode(String.self, forKey: key)
        guard found == expected else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "Expected a \"\(expected)\" record, found kind \"\(found)\".")
        }
    }

    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let whole = Date.ISO8601FormatStyle()

    /// `2024-05-01T12:00:00.123Z`: UTC, rounded to the nearest millisecond (the format style alone
    /// would truncate, turning `.123` stored as `.12299…` into `.122`).
    package static func string(from date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSinceReferenceDate * 1000).rounded())
        var (wholeSeconds, millisecond) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        if millisecond < 0 { (wholeSeconds, millisecond) = (wholeSeconds - 1, millisecond + 1000) }
        // `whole` writes `…T12:00:00Z`; the milliseconds go before the `Z`.
        let text = whole.format(Date(timeIntervalSinceReferenceDate: TimeInterval(wholeSeconds)))
        let digits = String(millisecond)
        return text.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// Decodes an ISO 8601 date, with or without fractional seconds.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for text that is not one.
    package static func decodeDate<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, key: Key) throws -> Date {
        let text = try container.decode(String.self, forKey: key)
        guard let date = (try? fractional.parse(text)) ?? (try? whole.parse(text)) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date such as 2024-05-01T12:00:00.123Z.")
        }
        return date
    }
}

extension KeyedEncodingContainer {
    /// Encodes `value`, or `null` when it is `nil`, so every documented member is present.
    package mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
