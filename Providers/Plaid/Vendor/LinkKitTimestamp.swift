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

    static func parse(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
