import Foundation

/// Reads and writes LinkKit's event dates.
///
/// LinkKit's own JSON carries ISO-8601 strings with milliseconds (`2024-05-01T12:00:00.000Z`).
/// A LinkKit value re-encoded by an app's default `JSONEncoder` carries a number (seconds since
/// 2001, Foundation's default). Both decode. Package-visible so that the LinkKit 1.x adapter parses
/// its `timestamp` metadata with the same millisecond-exact rule.
package enum LinkKitTimestamp {
    package static func decode<K: CodingKey>(_ container: KeyedDecodingContainer<K>, forKey key: K) throws -> Date {
        if let text = try? container.decode(String.self, forKey: key) {
            if let date = parse(text) { return date }
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "expected an ISO-8601 date such as \"2024-05-01T12:00:00.000Z\", found a string of \(text.count) characters that is not one")
        }
        if let seconds = try? container.decode(Double.self, forKey: key) {
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
        // Let the container produce the precise error (missing key, wrong type).
        _ = try container.decode(String.self, forKey: key)
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "expected a date")
    }

    package static func decodeIfPresent<K: CodingKey>(_ container: KeyedDecodingContainer<K>, forKey key: K) throws -> Date? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try decode(container, forKey: key)
    }

    /// The ISO-8601 style for whole seconds (`2024-05-01T12:00:00Z`), shared by parsing and formatting.
    private static let wholeSeconds = Date.ISO8601FormatStyle()

    /// Parses an ISO-8601 date-time: the whole seconds with ``wholeSeconds`` and a fractional part,
    /// if any, added from its decimal digits, which keeps milliseconds exact (`FormatStyle`'s own
    /// fractional parsing is off by about 100 ns). `nil` when `text` is not an ISO-8601 date-time.
    package static func parse(_ text: String) -> Date? {
        guard let dot = text.firstIndex(of: "."), let timeMark = text.firstIndex(of: "T"), timeMark < dot else {
            return try? wholeSeconds.parse(text)
        }
        let digitsEnd = text[text.index(after: dot)...].firstIndex { !$0.isASCII || !$0.isNumber } ?? text.endIndex
        let digits = text[text.index(after: dot)..<digitsEnd]
        guard !digits.isEmpty, let fraction = Double("0." + digits),
            let whole = try? wholeSeconds.parse(String(text[..<dot] + text[digitsEnd...]))
        else { return nil }
        return Date(timeIntervalSince1970: whole.timeIntervalSince1970 + fraction)
    }

    /// Formats with exactly three fractional digits, rounded to the nearest millisecond.
    package static func format(_ date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        let seconds = (milliseconds / 1000).rounded(.down)
        let whole = wholeSeconds.format(Date(timeIntervalSince1970: seconds))  // ends in "Z"
        let fraction = Int(milliseconds - seconds * 1000)
        let digits = String(fraction)
        return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }
}
