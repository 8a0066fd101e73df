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
        var objects: [[UInt8]] = []
        var counts: [Int] = []
        for index in 0..<objectCount {
            if index == 0 || Int.random(in: 0..<5, using: &random) == 0 {
                objects.append([0x10, UInt8(index & 0x7F)])  // a one-byte integer
                counts.append(1)
                continue
            }
            let kind = [UInt8(0xA0), 0xC0, 0xD0][Int.random(in: 0..<3, using: &random)]
            let fanOut = Int.random(in: 0...4, using: &random)
            let references = (0..<(kind == 0xD0 ? fanOut * 2 : fanOut)).map { _ in
                // Mostly the objects just before, so chains grow deep and counts large.
                max(0, index - 1 - Int.random(in: 0..<min(index, 3), using: &random))
            }
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
        #expect(refused > 50 && refused < 1_950, "\(refused)")
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
