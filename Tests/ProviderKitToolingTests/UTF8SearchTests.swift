import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// Byte-level text checks replace Foundation's only where they give the same answer.
@Suite struct UTF8SearchTests {
    static let pieces = [
        "a", "b", "K", ";", "`", "token", "Secret", "_", "-", ".", "é", "e\u{301}", "\u{301}", "\u{212A}", "\u{37E}",
        "\u{1FEF}", "日", "😀", "%3D", "=", "&", "?", "/", " ",
    ]

    static func randomText(_ generator: inout some RandomNumberGenerator, pieces count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// `mayContain` is `false` only when Foundation's `contains` is `false` too.
    @Test func aByteSearchNeverMissesWhatFoundationFinds() async throws {
        let (ruledOut, misses) = try await BackgroundThread.result { () -> (Int, [String]) in
            var generator = SplitMix64(seed: 0x5EED_0000_0000_0002)  // seeded: a failure reproduces
            var ruledOut = 0
            var misses: [String] = []
            for _ in 0..<20_000 {
                let haystack = Self.randomText(&generator, pieces: 0...8)
                let needle = Self.randomText(&generator, pieces: 1...2)
                if !UTF8Search.mayContain(needle, in: haystack) {
                    ruledOut += 1
                    if haystack.contains(needle) { misses.append("\(haystack.debugDescription) contains \(needle.debugDescription)") }
                }
            }
            return (ruledOut, misses)
        }
        #expect(misses.isEmpty, "\(misses.prefix(3))")
        #expect(ruledOut > 1_000)
        #expect(UTF8Search.mayContain("K", in: "\u{212A}"))
        #expect(!UTF8Search.mayContain("K", in: "k"))
    }
}
