import Foundation
import ProviderKit
import Testing

/// Staged rollouts over many identifiers: the split follows the weights, and changing one weight
/// moves only the users it must.
@Suite struct RolloutAssignmentTests {
    static let identifiers = (0..<100_000).map { "install-\($0)" }

    /// Identifier → the entry it is given. Computed on a thread of its own: the tests share a
    /// cooperative pool as wide as the machine has cores, and a few seconds of hashing there would
    /// stall the timing-sensitive fetch tests running beside these.
    static func split(_ choices: [LinkRolloutChoice]) async -> [String: String] {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var picks: [String: String] = [:]
                for identifier in identifiers {
                    picks[identifier] = LinkRolloutAssignment.assign(identifier, among: choices)?.entryName
                }
                continuation.resume(returning: picks)
            }
        }
    }

    static func shares(_ picks: [String: String]) -> [String: Double] {
        var counts: [String: Int] = [:]
        for entry in picks.values { counts[entry, default: 0] += 1 }
        return counts.mapValues { Double($0) / Double(picks.count) }
    }

    @Test(arguments: [
        [("plaid", 90), ("meld", 10)],
        [("plaid", 50), ("meld", 30), ("mesh", 20)],
        [("plaid", 1), ("meld", 1)],
        [("plaid", 99), ("meld", 1)],
    ])
    func theSplitIsWithinOnePointOfTheWeights(_ weights: [(String, Int)]) async {
        let choices = weights.map { LinkRolloutChoice(entryName: $0.0, weight: $0.1) }
        let total = Double(weights.map(\.1).reduce(0, +))
        let shares = Self.shares(await Self.split(choices))
        for (name, weight) in weights {
            let expected = Double(weight) / total
            let observed = shares[name] ?? 0
            #expect(abs(observed - expected) < 0.01, "\(name): observed \(observed), expected \(expected)")
        }
    }

    @Test func raisingOneWeightMovesUsersOnlyToThatEntry() async {
        let before = await Self.split([LinkRolloutChoice(entryName: "plaid", weight: 90), LinkRolloutChoice(entryName: "meld", weight: 10)])
        let after = await Self.split([LinkRolloutChoice(entryName: "plaid", weight: 80), LinkRolloutChoice(entryName: "meld", weight: 20)])
        let moved = Self.identifiers.filter { before[$0] != after[$0] }
        #expect(moved.allSatisfy { before[$0] == "plaid" && after[$0] == "meld" })
        let fraction = Double(moved.count) / Double(Self.identifiers.count)
        #expect(abs(fraction - 0.10) < 0.01, "moved \(fraction)")
    }

    @Test func changingOneWeightOfThreeNeverMovesUsersBetweenTheOtherTwo() async {
        let before = await Self.split([
            LinkRolloutChoice(entryName: "plaid", weight: 50), LinkRolloutChoice(entryName: "meld", weight: 30),
            LinkRolloutChoice(entryName: "mesh", weight: 20),
        ])
        let after = await Self.split([
            LinkRolloutChoice(entryName: "plaid", weight: 50), LinkRolloutChoice(entryName: "meld", weight: 30),
            LinkRolloutChoice(entryName: "mesh", weight: 40),
        ])
        let moved = Self.identifiers.filter { before[$0] != after[$0] }
        #expect(moved.allSatisfy { after[$0] == "mesh" })
        // mesh grows from 20 % to 40/120: exactly the difference moves.
        let fraction = Double(moved.count) / Double(Self.identifiers.count)
        #expect(abs(fraction - (40.0 / 120.0 - 0.20)) < 0.01, "moved \(fraction)")

        let lowered = await Self.split([
            LinkRolloutChoice(entryName: "plaid", weight: 50), LinkRolloutChoice(entryName: "meld", weight: 30),
            LinkRolloutChoice(entryName: "mesh", weight: 0),
        ])
        let leftMesh = Self.identifiers.filter { before[$0] != lowered[$0] }
        #expect(leftMesh.allSatisfy { before[$0] == "mesh" })
        #expect(Self.identifiers.allSatisfy { lowered[$0] != "mesh" })
    }

    /// Whichever entry's weight grows (first, middle or last by name), users move only to it:
    /// a split into consecutive ranges would move users between the other two.
    @Test(arguments: ["meld", "mesh", "plaid"])
    func raisingAnyOneWeightMovesUsersOnlyToThatEntry(_ raised: String) async {
        let weights = ["meld": 30, "mesh": 20, "plaid": 50]
        let before = await Self.split(weights.map { LinkRolloutChoice(entryName: $0.key, weight: $0.value) })
        let after = await Self.split(weights.map { LinkRolloutChoice(entryName: $0.key, weight: $0.key == raised ? $0.value + 10 : $0.value) })
        let moved = Self.identifiers.filter { before[$0] != after[$0] }
        #expect(!moved.isEmpty)
        #expect(moved.allSatisfy { after[$0] == raised }, "\(moved.filter { after[$0] != raised }.count) moved elsewhere")
        let share = Double(weights[raised, default: 0] + 10) / 110 - Double(weights[raised, default: 0]) / 100
        #expect(abs(Double(moved.count) / Double(Self.identifiers.count) - share) < 0.01)
    }

    @Test func theSameIdentifierGetsTheSameEntryWhateverTheOrderOfTheChoices() {
        let forward = [LinkRolloutChoice(entryName: "plaid", weight: 70), LinkRolloutChoice(entryName: "meld", weight: 30)]
        for identifier in Self.identifiers.prefix(1_000) {
            #expect(LinkRolloutAssignment.assign(identifier, among: forward) == LinkRolloutAssignment.assign(identifier, among: forward.reversed()))
        }
    }

    /// Pinned values: a change of the hash would move users between launches of different builds.
    @Test func theHashIsStableAcrossReleases() {
        let choices = [LinkRolloutChoice(entryName: "plaid", weight: 90), LinkRolloutChoice(entryName: "meld", weight: 10)]
        let picks = (0..<12).map { LinkRolloutAssignment.assign("install-\($0)", among: choices)?.entryName ?? "-" }
        #expect(picks == PinnedPicks.twelve, "\(picks)")
    }

    @Test func noPositiveWeightAssignsNothing() {
        #expect(LinkRolloutAssignment.assign("x", among: [LinkRolloutChoice(entryName: "plaid", weight: 0)]) == nil)
        #expect(LinkRolloutAssignment.assign("x", among: []) == nil)
    }
}

/// The first twelve picks of `install-0…11` among plaid 90, meld 10, recorded once.
enum PinnedPicks {
    static let twelve = ["plaid", "plaid", "plaid", "plaid", "plaid", "plaid", "plaid", "meld", "plaid", "plaid", "plaid", "plaid"]
}
