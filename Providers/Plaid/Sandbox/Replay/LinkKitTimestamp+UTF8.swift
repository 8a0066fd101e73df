import Foundation
import ProviderKit
import ProviderKitTooling
import ProviderKitPlaid

extension LinkKitTimestamp {
    /// Replay's reading of LinkKit's own date shape, `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, from a
    /// transcript line's bytes by fixed positions, giving exactly the date ``parse(_:)`` gives;
    /// `nil` for any other shape (offsets, out-of-range fields), which the caller hands to
    /// ``parse(_:)``.
    static func parse(utf8 text: UnsafeBufferPointer<UInt8>) -> Date? {
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
}
