import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

/// Replay's byte reading of LinkKit dates (`LinkKitTimestamp.fraction(digits:)`, in
/// `ProviderKitPlaidSandbox`) divides instead of parsing `"0." + digits`; it must give the same
/// double, bit for bit, for every fraction it handles. The last test checks `parse(_:)` itself.
@Suite struct LinkKitTimestampFractionTests {
    /// `Double("0." + digits)`, the text path the division replaces.
    private static func reference(_ digits: String) -> Double? { Double("0." + digits) }

    private static func fraction(_ digits: String) -> Double? {
        Array(digits.utf8).withUnsafeBufferPointer { LinkKitTimestamp.fraction(digits: $0) }
    }

    @Test func everyFractionOfOneToFiveDigitsMatchesTheTextPath() {
        var mismatches: [String] = []
        var checked = 0
        for length in 1...5 {
            var limit = 1
            for _ in 0..<length { limit *= 10 }
            for value in 0..<limit {
                let text = String(value)
                let digits = String(repeating: "0", count: length - text.count) + text
                checked += 1
                if Self.fraction(digits)?.bitPattern != Self.reference(digits)?.bitPattern { mismatches.append(digits) }
            }
        }
        #expect(checked == 111_110)
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test func longerFractionsMatchTheTextPathOnBothSidesOfTheFifteenDigitLimit() {
        var generator = SplitMix64(seed: 0x5EED_0000_0000_F2AC)  // seeded: a failure reproduces
        var mismatches: [String] = []
        for length in 6...24 {
            for _ in 0..<4_000 {
                let digits = String((0..<length).map { _ in Character(String(generator.next() % 10)) })
                if Self.fraction(digits)?.bitPattern != Self.reference(digits)?.bitPattern { mismatches.append(digits) }
            }
            // Runs of nines and zeros, where rounding up or a lost digit would show.
            for digits in [String(repeating: "9", count: length), "0" + String(repeating: "9", count: length - 1),
                String(repeating: "0", count: length - 1) + "1", "5" + String(repeating: "0", count: length - 1)]
            where Self.fraction(digits)?.bitPattern != Self.reference(digits)?.bitPattern {
                mismatches.append(digits)
            }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test func wholeTimestampsParseToTheSameDateAsTheFormatStyleRoute() {
        // `wholeSeconds + fraction` must equal the whole-second date plus the text fraction, and
        // replay's byte reading must give the same date.
        for (text, whole, digits) in [
            ("2024-05-01T12:00:00.051Z", "2024-05-01T12:00:00Z", "051"),
            ("2024-05-01T12:00:01.8Z", "2024-05-01T12:00:01Z", "8"),
            ("1999-12-31T23:59:59.999999Z", "1999-12-31T23:59:59Z", "999999"),
            ("2030-02-28T00:00:00.123456789012345Z", "2030-02-28T00:00:00Z", "123456789012345"),
        ] {
            let base = LinkKitTimestamp.parse(whole)
            let expected = base.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970 + Double("0." + digits)!) }
            #expect(LinkKitTimestamp.parse(text) == expected, "\(text)")
            #expect(Array(text.utf8).withUnsafeBufferPointer { LinkKitTimestamp.parse(utf8: $0) } == expected, "\(text)")
        }
    }
}
