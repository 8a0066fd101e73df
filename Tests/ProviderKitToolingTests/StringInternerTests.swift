import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKit
@testable import ProviderKitTooling

/// The interner hands back a kept string only for the very same bytes: every string it makes
/// must be `String(decoding:as:)` of its bytes, whatever came before, and it must keep (so not
/// allocate again) exactly the text it says it keeps.
@Suite struct StringInternerTests {
    static let texts: [String] = [
        "", "a", "OPEN", "TRANSITION_VIEW", "SELECT_INSTITUTION", "SUBMIT_CREDENTIALS", "Bank of America",
        "b90e127c-dfbe-0cee-48c4ac18e38b", "b90e127c-dfbe-0cee-48c4ac18e38c", "c90e127c-dfbe-0cee-48c4ac18e38b",
        "b90e127c-dfbe-1cee-48c4ac18e38b", "2024-05-01T12:00:00.663Z", "2024-05-01T12:00:00.664Z", "First Platypus Bank",
        "名前名前名前名前名前名前", "😀 emoji 😀 emoji 😀 emoji", "exactly16bytes..", "exactly15bytes.",
        String(repeating: "x", count: StringInterner.longestText), String(repeating: "y", count: StringInterner.longestText + 1),
    ]

    /// Bytes that are not valid UTF-8 come out repaired, as `String(decoding:as:)` repairs them.
    static let invalidUTF8: [[UInt8]] = [
        Array("0123456789abcdef".utf8) + [0xFF], [0xC3] + Array("0123456789abcdefgh".utf8), Array("0123456789abcdef".utf8) + [0xE2, 0x80],
    ]

    @Test func everyStringIsItsBytesDecodedInASeededShuffleOfRepeats() {
        for slots in [1, 2, 64] {
            var interner = StringInterner(slots: slots)
            var generator = SplitMix64(seed: 0x5EED_0000_0000_1A7E)  // seeded: a failure reproduces
            let inputs = Self.texts.map { Array($0.utf8) } + Self.invalidUTF8
            var checked = 0
            for _ in 0..<3_000 {
                let bytes = inputs[Int(generator.next() % UInt64(inputs.count))]
                let made = bytes.withUnsafeBufferPointer { interner.string($0) }
                #expect(made == String(decoding: bytes, as: UTF8.self), "\(slots) slots: \(bytes.prefix(20))")
                #expect(Array(made.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
                checked += 1
            }
            #expect(checked == 3_000)
        }
    }

    /// Text from 16 to `longestText` bytes is kept: asking again gives the same storage. Shorter
    /// text lives in the `String` value, longer text is not kept.
    @Test func keptTextComesBackAsTheSameStorageAndOtherTextDoesNot() {
        var interner = StringInterner(slots: 64)
        for text in Self.texts {
            let bytes = Array(text.utf8)
            let first = bytes.withUnsafeBufferPointer { interner.string($0) }
            let second = bytes.withUnsafeBufferPointer { interner.string($0) }
            let kept = bytes.count > 15 && bytes.count <= StringInterner.longestText
            #expect(Self.storage(first) == Self.storage(second) || !kept, "\(text.prefix(20)) is kept")
            if bytes.count > StringInterner.longestText { #expect(Self.storage(first) != Self.storage(second), "too long to keep") }
        }
    }

    @Test func textsThatShareASlotDoNotAnswerForEachOther() {
        // One slot: every text shares it, and each replaces the last.
        var interner = StringInterner(slots: 1)
        let pairs = [("b90e127c-dfbe-0cee-48c4ac18e38b", "b90e127c-dfbe-1cee-48c4ac18e38b"), ("SELECT_INSTITUTION", "SUBMIT_INSTITUTION")]
        for (first, second) in pairs {
            for text in [first, second, first, first, second] {
                #expect(Array(text.utf8).withUnsafeBufferPointer { interner.string($0) } == text)
            }
        }
    }

    @Test func slotCountsAreRoundedUpToAPowerOfTwoWithinBounds() {
        #expect([0, 1, 3, 64, 100, 1_024, 5_000].map { StringInterner(slots: $0).slotCount } == [1, 1, 4, 64, 128, 1_024, 4_096])
    }

    /// Where a native string keeps its bytes.
    static func storage(_ string: String) -> UnsafeRawPointer? {
        string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }
}
