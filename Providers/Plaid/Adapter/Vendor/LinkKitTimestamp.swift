import Foundation
import ProviderKit

/// Reads and writes LinkKit's event dates.
///
/// LinkKit's own JSON carries ISO-8601 strings with milliseconds (`2024-05-01T12:00:00.000Z`).
/// A LinkKit value re-encoded by an app's default `JSONEncoder` carries a number (seconds since
/// 2001, Foundation's default). Both decode. Public so that the LinkKit 1.x adapter parses its
/// `timestamp` metadata with the same cached, millisecond-exact code.
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

    /// Built once: creating a date formatter per event dominated replay time.
    private static let wholeSeconds = Date.ISO8601FormatStyle()

    /// Parses whole seconds with a cached style and adds the fraction from its digits, which keeps
    /// milliseconds exact (`FormatStyle`'s own fractional parsing is off by about 100 ns).
    /// `nil` when `text` is not an ISO-8601 date-time.
    package static func parse(_ text: String) -> Date? {
        var text = text
        if let date = text.withUTF8({ parse(utf8: $0) }) { return date }
        return parseWithStyle(text)
    }

    /// Parses LinkKit's own shape, `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, by fixed positions, giving
    /// exactly the date ``parse(_:)`` gives; `nil` for any other shape (offsets, out-of-range
    /// fields), which ``parse(_:)`` hands to the cached format style.
    package static func parse(utf8 text: UnsafeBufferPointer<UInt8>) -> Date? {
        guard text.count >= 20, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
            text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
            text[text.count - 1] == UInt8(ascii: "Z"),
            let year = digits(text, 0, 4), let month = digits(text, 5, 2), let day = digits(text, 8, 2),
            let hour = digits(text, 11, 2), let minute = digits(text, 14, 2), let second = digits(text, 17, 2),
            year >= 1, (1...12).contains(month), day >= 1, day <= UTCCalendar.daysIn(month: month, year: year), hour < 24,
            minute < 60, second < 60
        else { return nil }
        let whole = Double(UTCCalendar.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second)
        if text.count == 20 { return Date(timeIntervalSince1970: whole) }
        // A fraction: `.` then digits up to the `Z`, added exactly as `parse(_:)` adds it.
        guard text[19] == UInt8(ascii: "."), text.count > 21,
            text[20..<(text.count - 1)].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let fraction = fraction(digits: UnsafeBufferPointer(rebasing: text[20..<(text.count - 1)]))
        else { return nil }
        return Date(timeIntervalSince1970: whole + fraction)
    }

    /// The value of `0.` followed by `digits` (ASCII digits only), equal to `Double("0." + digits)`.
    ///
    /// Up to 15 digits, the digits as an integer and the power of ten are both exact doubles, and
    /// one IEEE division rounds their quotient correctly, as `Double(_:)` rounds decimal text; so
    /// the two agree bit for bit without making a string. Longer fractions take the text path.
    static func fraction(digits: UnsafeBufferPointer<UInt8>) -> Double? {
        guard digits.count <= 15 else {
            return Double("0." + String(decoding: digits, as: UTF8.self))
        }
        var value: Int64 = 0
        var scale: Double = 1
        for digit in digits {
            value = value * 10 + Int64(digit &- UInt8(ascii: "0"))
            scale *= 10
        }
        return Double(value) / scale
    }

    private static func digits(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let digit = Int(text[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private static func parseWithStyle(_ text: String) -> Date? {
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
