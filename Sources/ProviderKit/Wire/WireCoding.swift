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

    /// `2024-05-01T12:00:00.123Z`: UTC, rounded to the nearest millisecond (the formatter alone
    /// would truncate, turning `.123` stored as `.12299…` into `.122`).
    package static func string(from date: Date) -> String {
        let (wholeSeconds, millisecond) = wholeSecondsAndMillisecond(date)
        // The common case by fixed positions; the format style for far-off years.
        if let text = UTCCalendar.timestamp(secondsSince1970: wholeSeconds + 978_307_200, millisecond: Int(millisecond)) {
            return text
        }
        // `whole` writes `…T12:00:00Z`; the milliseconds go before the `Z`.
        let text = whole.format(Date(timeIntervalSinceReferenceDate: TimeInterval(wholeSeconds)))
        let digits = String(millisecond)
        return text.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// Whole seconds since 2001 and the millisecond, `date` rounded to the nearest millisecond.
    private static func wholeSecondsAndMillisecond(_ date: Date) -> (seconds: Int64, millisecond: Int64) {
        let milliseconds = Int64((date.timeIntervalSinceReferenceDate * 1000).rounded())
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        return fraction < 0 ? (seconds - 1, fraction + 1000) : (seconds, fraction)
    }

    /// Appends `date` as a JSON string, quotes included: the text of ``string(from:)``, written
    /// straight into `bytes` for the common years and through ``string(from:)`` otherwise. The
    /// text has no byte that JSON escapes, so nothing is lost by not scanning it.
    package static func appendQuoted(_ date: Date, to bytes: inout [UInt8]) {
        let (wholeSeconds, millisecond) = wholeSecondsAndMillisecond(date)
        bytes.append(UInt8(ascii: "\""))
        if !UTCCalendar.appendTimestamp(secondsSince1970: wholeSeconds + 978_307_200, millisecond: Int(millisecond), to: &bytes) {
            bytes.append(contentsOf: string(from: date).utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `date` as a JSON string to a ``JSONTextBuffer``, as the `[UInt8]` form does.
    package static func appendQuoted(_ date: Date, to buffer: inout JSONTextBuffer) {
        let (wholeSeconds, millisecond) = wholeSecondsAndMillisecond(date)
        buffer.append(UInt8(ascii: "\""))
        if !UTCCalendar.appendTimestamp(secondsSince1970: wholeSeconds + 978_307_200, millisecond: Int(millisecond), to: &buffer) {
            var text = string(from: date)
            text.withUTF8 { buffer.append($0) }
        }
        buffer.append(UInt8(ascii: "\""))
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
