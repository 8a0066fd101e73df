import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// The fixed-position timestamp writer gives exactly what `ISO8601FormatStyle` gives, for every
/// millisecond it handles; other years go to the format style.
@Suite struct UTCCalendarTests {
    static let style = Date.ISO8601FormatStyle()

    /// The text of `WireCoding.string(from:)`, worked out independently here.
    static func reference(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSinceReferenceDate * 1000).rounded())
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (whole, millisecond) = fraction < 0 ? (seconds - 1, fraction + 1000) : (seconds, fraction)
        let text = style.format(Date(timeIntervalSinceReferenceDate: TimeInterval(whole)))
        let digits = String(millisecond)
        return text.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    @Test func timestampsMatchTheFormatStyleFrom1900To9999() async throws {
        var generator = SplitMix64(seed: 0x5EED_0000_0000_0001)  // seeded: a failure reproduces
        var dates: [Date] = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.0005), Date(timeIntervalSince1970: 951_782_400),
            Date(timeIntervalSince1970: 1_714_564_800.123), Date(timeIntervalSince1970: 1_714_564_800.9995),
            Date(timeIntervalSince1970: -2_208_988_800), Date(timeIntervalSince1970: 253_402_300_799.999),
        ]
        for _ in 0..<20_000 {
            dates.append(Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...253_402_300_799, using: &generator)))
        }
        for _ in 0..<5_000 {
            // Around month, year and leap-day boundaries.
            let day = Double(Int.random(in: -25_567...2_932_896, using: &generator)) * 86_400
            dates.append(Date(timeIntervalSince1970: day + Double.random(in: -2...2, using: &generator)))
        }
        let checked = dates
        let mismatches = try await BackgroundThread.result {
            checked.filter { WireCoding.string(from: $0) != Self.reference($0) || Self.quoted($0) != "\"" + Self.reference($0) + "\"" }
                .map(\.timeIntervalSince1970)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// What `WireCoding.appendQuoted(_:to:)` appends after a byte already in the buffer.
    static func quoted(_ date: Date) -> String {
        var buffer = JSONTextBuffer()
        buffer.append(UInt8(ascii: ","))
        WireCoding.appendQuoted(date, to: &buffer)
        var bytes: [UInt8] = []
        buffer.withBytes { bytes.append(contentsOf: $0) }
        return String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    @Test func yearsOutsideTheFastPathUseTheFormatStyle() {
        for seconds in [-62_135_596_800.0, -5_000_000_000, 253_402_300_800, 300_000_000_000] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(UTCCalendar.timestamp(secondsSince1970: Int64(seconds), millisecond: 0) == nil)
            #expect(WireCoding.string(from: date) == Self.reference(date))
            #expect(Self.quoted(date) == "\"" + Self.reference(date) + "\"")
        }
    }

    @Test func civilDatesRoundTrip() {
        for days in stride(from: -800_000, through: 3_000_000, by: 997) {
            let (year, month, day) = UTCCalendar.civil(daysSince1970: days)
            #expect(UTCCalendar.daysSince1970(year: year, month: month, day: day) == days)
            #expect((1...UTCCalendar.daysIn(month: month, year: year)).contains(day))
        }
    }
}
