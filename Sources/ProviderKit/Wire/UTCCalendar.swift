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
        let days = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        let secondOfDay = Int(seconds - Int64(days) * 86_400)
        let (year, month, day) = civil(daysSince1970: days)
        guard (1900...9999).contains(year), (0...999).contains(millisecond) else { return nil }
        var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: 24)
        func put(_ value: Int, at offset: Int, digits: Int) {
            var value = value
            for index in stride(from: offset + digits - 1, through: offset, by: -1) {
                bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }
        put(year, at: 0, digits: 4)
        bytes[4] = UInt8(ascii: "-")
        put(month, at: 5, digits: 2)
        bytes[7] = UInt8(ascii: "-")
        put(day, at: 8, digits: 2)
        bytes[10] = UInt8(ascii: "T")
        put(secondOfDay / 3600, at: 11, digits: 2)
        bytes[13] = UInt8(ascii: ":")
        put(secondOfDay / 60 % 60, at: 14, digits: 2)
        bytes[16] = UInt8(ascii: ":")
        put(secondOfDay % 60, at: 17, digits: 2)
        bytes[19] = UInt8(ascii: ".")
        put(millisecond, at: 20, digits: 3)
        bytes[23] = UInt8(ascii: "Z")
        return String(decoding: bytes, as: UTF8.self)
    }
}
