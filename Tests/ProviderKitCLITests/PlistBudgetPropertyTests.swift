import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidLegacy

/// ``PropertyListBudget`` refuses a binary property list exactly when the values it describes,
/// counted after shared references are expanded, pass the limit. The reference is independent of
/// the walker: the generator builds a random graph of arrays, sets and dictionaries that refer to
/// earlier objects, and counts its expanded values by dynamic programming over the graph.
@Suite struct PlistBudgetPropertyTests {
    struct Generated {
        var bytes: [UInt8]
        var expandedCount: Int
    }

    static func generate(using random: inout SplitMix64) -> Generated {
        let objectCount = Int.random(in: 2...60, using: &random)
        // Object 0 is the string "k", every dictionary's key.
        var objects: [[UInt8]] = [[0x51, 0x6B]]
        var counts: [Int] = [1]
        for index in 1..<objectCount {
            if index == 1 || Int.random(in: 0..<5, using: &random) == 0 {
                objects.append([0x10, UInt8(index & 0x7F)])  // a one-byte integer
                counts.append(1)
                continue
            }
            let kind = [UInt8(0xA0), 0xD0][Int.random(in: 0..<2, using: &random)]
            let fanOut = Int.random(in: 0...5, using: &random)
            let values = (0..<fanOut).map { _ in
                // Mostly the objects just before, so chains grow deep and counts large.
                max(1, index - 1 - Int.random(in: 0..<min(index, 3), using: &random))
            }
            let references = kind == 0xD0 ? Array(repeating: 0, count: fanOut) + values : values
            objects.append([kind | UInt8(fanOut)] + references.map(UInt8.init))
            counts.append(references.reduce(1) { min($0 + counts[$1], Int.max / 4) })
        }
        let top = objectCount - 1
        return Generated(bytes: BinaryPlist.encode(objects: objects, top: top), expandedCount: counts[top])
    }

    @Test func theWalkerRefusesExactlyThePlistsOverTheLimit() {
        var random = SplitMix64(seed: 36)
        var refused = 0
        for _ in 0..<2_000 {
            let generated = Self.generate(using: &random)
            let refusal = PropertyListBudget.check(generated.bytes)
            let over = generated.expandedCount > PropertyListBudget.maximumValueCount
            #expect((refusal != nil) == over, "expanded \(generated.expandedCount): \(String(describing: refusal))")
            if over {
                refused += 1
                #expect(refusal?.message.contains("\(PropertyListBudget.maximumValueCount) values") == true)
            }
        }
        // The generator reaches both sides of the limit.
        #expect(refused > 40 && refused < 1_960, "\(refused)")
    }

    /// A set, or a dictionary key that is not a string, is refused before Foundation reads it.
    @Test func setsAndNonStringKeysAreRefused() {
        let set = BinaryPlist.encode(objects: [[0x10, 1], [0xC1, 0]], top: 1)
        let arrayKey = BinaryPlist.encode(objects: [[0x10, 1], [0xA1, 0], [0xD1, 1, 0]], top: 2)
        let stringKey = BinaryPlist.encode(objects: [[0x51, 0x6B], [0xA1, 0], [0xD1, 0, 1]], top: 2)
        #expect(PropertyListBudget.check(set)?.message.contains("a set") == true)
        #expect(PropertyListBudget.check(arrayKey)?.message.contains("not a string") == true)
        #expect(PropertyListBudget.check(stringKey) == nil)
    }

    /// Foundation reads any `bplist0?` header as a binary property list; the walker follows only
    /// version 00, so every other version is refused before Foundation sees it. The three headers
    /// below are the plist-validation fuzz target's crashes (a set that Foundation crashes on,
    /// behind versions the walker used to pass to the text scanner).
    @Test func binaryHeadersOfAnotherVersionAreRefused() {
        let set = BinaryPlist.encode(objects: [[0x10, 1], [0xC1, 0]], top: 1)
        for version in ["05", "01", "0\u{A2}", "0", "1x", "zz"] {
            var bytes = set
            bytes.replaceSubrange(6..<8, with: Array(version.utf8).prefix(2))
            let refusal = PropertyListBudget.check(bytes)
            #expect(refusal?.message.contains("version other than 00") == true, "bplist\(version): \(String(describing: refusal))")
        }
        #expect(PropertyListBudget.check(BinaryPlist.encode(objects: [[0x10, 1]], top: 0)) == nil)
    }

    /// Nesting: arrays inside arrays, binary and XML, refused one level past the limit.
    @Test func nestingPastTheLimitIsRefusedInEveryFormat() {
        func chain(_ levels: Int) -> [UInt8] {
            var objects: [[UInt8]] = [[0x09]]
            for level in 1..<levels { objects.append([0xA1, UInt8(level - 1)]) }
            return BinaryPlist.encode(objects: objects, top: objects.count - 1)
        }
        #expect(PropertyListBudget.check(chain(200)) == nil)
        func xml(_ levels: Int) -> [UInt8] {
            Array(("<?xml version=\"1.0\"?><!-- <array> --><plist version=\"1.0\">" + String(repeating: "<array>", count: levels)
                + "<true/><array/>" + String(repeating: "</array>", count: levels) + "</plist>").utf8)
        }
        #expect(PropertyListBudget.check(xml(PropertyListBudget.maximumDepth)) == nil)
        #expect(PropertyListBudget.check(xml(PropertyListBudget.maximumDepth + 1))?.message.contains("deeper than") == true)
        let openStep = Array((String(repeating: "(", count: 300) + "\"(\"" + String(repeating: ")", count: 300)).utf8)
        #expect(PropertyListBudget.check(openStep)?.message.contains("deeper than") == true)
    }
}
