import Foundation
import ProviderKit
/// Proleptic Gregorian calendar arithmetic in UTC, for the fixed-position ISO 8601 parsing and
/// writing on replay's hot path (Howard Hinnant's `days_from_civil` and `civil_from_days`). Only
/// the shapes ProviderKit writes take this path; anything else goes through Foundation's
/// `ISO8601FormatStyle`, and tests compare the two over wide ranges of dates.
package enum UTCCalendar {
    /// Days from 1970-01-01 to `year`-`month`-`day`.
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day `days` days after 1970-01-01.
    package static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days in `month` of `year`.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ` for whole seconds since 1970 and a millisecond, or `nil` outside
    /// the years 1900–9999 (left to the format style).
    package static func timestamp(secondsSince1970 seconds: Int64, millisecond: Int) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        guard appendTimestamp(secondsSince1970: seconds, millisecond: millisecond, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the 24 bytes of ``timestamp(secondsSince1970:millisecond:)`` to `bytes` and returns
    /// `true`, or appends nothing and returns `false` outside the years 1900–9999. Writers use it
    /// to put the text straight into their buffer, without making a string first.
    package static func appendTimestamp(secondsSince1970 seconds: Int64, millisecond: Int, to bytes: inout [UInt8]) -> Bool {
        guard let text = timestampBytes(secondsSince1970: seconds, millisecond: millisecond) else { return false }
        withUnsafeBytes(of: text) { bytes.append(contentsOf: $0) }
        return true
    }

    /// Appends the timestamp to a ``JSONTextBuffer``, as the `[UInt8]` form does.
    package static func appendTimestamp(secondsSince1970 seconds: Int64, millisecond: Int, to buffer: inout JSONTextBuffer) -> Bool {
        guard let text = timestampBytes(secondsSince1970: seconds, millisecond: millisecond) else { return false }
        withUnsafeBytes(of: text) { buffer.append($0.bindMemory(to: UInt8.self)) }
        return true
    }

    private typealias TimestampBytes = (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
    )

    /// The 24 bytes of the timestamp, or `nil` outside the years 1900–9999.
    private static func timestampBytes(secondsSince1970 seconds: Int64, millisecond: Int) -> TimestampBytes? {
        let days = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        let secondOfDay = Int(seconds - Int64(days) * 86_400)
        let (year, month, day) = civil(daysSince1970: days)
        guard (1900...9999).contains(year), (0...999).contains(millisecond) else { return nil }
        let zero = UInt8(ascii: "0")
        func two(_ value: Int) -> (UInt8, UInt8) { (zero + UInt8(value / 10), zero + UInt8(value % 10)) }
        let (month1, month2) = two(month), (day1, day2) = two(day)
        let (hour1, hour2) = two(secondOfDay / 3600), (minute1, minute2) = two(secondOfDay / 60 % 60)
        let (second1, second2) = two(secondOfDay % 60)
        return (
            zero + UInt8(year / 1000), zero + UInt8(year / 100 % 10), zero + UInt8(year / 10 % 10), zero + UInt8(year % 10),
            UInt8(ascii: "-"), month1, month2, UInt8(ascii: "-"), day1, day2, UInt8(ascii: "T"),
            hour1, hour2, UInt8(ascii: ":"), minute1, minute2, UInt8(ascii: ":"), second1, second2, UInt8(ascii: "."),
            zero + UInt8(millisecond / 100), zero + UInt8(millisecond / 10 % 10), zero + UInt8(millisecond % 10), UInt8(ascii: "Z")
        )
    }
}

extension WireCoding {
    /// Appends `date` as a JSON string, quotes included: the text of ``WireCoding/string(from:)``,
    /// written straight into `buffer` for the common years and through it otherwise.
    package static func appendQuoted(_ date: Date, to buffer: inout JSONTextBuffer) {
        let milliseconds = Int64((date.timeIntervalSinceReferenceDate * 1000).rounded())
        var (wholeSeconds, millisecond) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        if millisecond < 0 { (wholeSeconds, millisecond) = (wholeSeconds - 1, millisecond + 1000) }
        buffer.append(UInt8(ascii: "\""))
        if !UTCCalendar.appendTimestamp(secondsSince1970: wholeSeconds + 978_307_200, millisecond: Int(millisecond), to: &buffer) {
            buffer.append(Array(string(from: date).utf8))
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
