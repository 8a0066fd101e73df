import Foundation

/// Reads and writes LinkKit's event dates.
///
/// LinkKit's own JSON carries ISO-8601 strings with milliseconds (`2024-05-01T12:00:00.000Z`).
/// A LinkKit value re-encoded by an app's default `JSONEncoder` carries a number (seconds since
/// 2001, Foundation's default). Both decode.
enum LinkKitTimestamp {
    static func decode<K: CodingKey>(_ container: KeyedDecodingContainer<K>, forKey key: K) throws -> Date {
        if let text = try? container.decode(String.self, forKey: key) {
            if let date = parse(text) { return date }
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "expected an ISO-8601 date such as \"2024-05-01T12:00:00.000Z\", found \"\(text)\"")
        }
        if let seconds = try? container.decode(Double.self, forKey: key) {
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
        // Let the container produce the precise error (missing key, wrong type).
        _ = try container.decode(String.self, forKey: key)
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "expected a date")
    }

    static func decodeIfPresent<K: CodingKey>(_ container: KeyedDecodingContainer<K>, forKey key: K) throws -> Date? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try decode(container, forKey: key)
    }

    /// Built once: creating a date formatter per event dominated replay time.
    private static let withFractionalSeconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSeconds = Date.ISO8601FormatStyle()

    static func parse(_ text: String) -> Date? {
        (try? withFractionalSeconds.parse(text)) ?? (try? wholeSeconds.parse(text))
    }

    static func format(_ date: Date) -> String {
        withFractionalSeconds.format(date)
    }
}
