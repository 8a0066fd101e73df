import ProviderKit
import ProviderKitMeldSandbox
import ProviderKitMeshSandbox
import ProviderKitPlaidLegacySandbox
import ProviderKitPlaidSandbox
import ProviderKitTesting
import Testing

/// Exactly-once as a property, for every adapter: thousands of seeded random callback sequences
/// (events before and after, successes, user exits, declared and unknown errors, duplicates, late
/// and missing terminal callbacks, the interface vanishing, the app cancelling) each end in one
/// outcome, the first terminal callback's, with every event delivered in order. Synchronous and
/// seeded: no timing, the same sequences on every run; a failure names the seed that replays it.
@MainActor
@Suite struct ExactlyOncePropertyTests {
    /// Sequences per adapter.
    static let count = 2_000

    nonisolated static let adapters = ["plaid", "plaid-legacy", "mesh", "meld"]

    static func check(_ adapterName: String, count: Int, firstSeed: UInt64) async -> [ExactlyOnceProperty.Counterexample] {
        switch adapterName {
        case "plaid": return await ExactlyOnceProperty.check(PlaidSandbox.self, count: count, firstSeed: firstSeed)
        case "plaid-legacy": return await ExactlyOnceProperty.check(PlaidLegacySandbox.self, count: count, firstSeed: firstSeed)
        case "mesh": return await ExactlyOnceProperty.check(MeshSandbox.self, count: count, firstSeed: firstSeed)
        default: return await ExactlyOnceProperty.check(MeldSandbox.self, count: count, firstSeed: firstSeed)
        }
    }

    @Test(arguments: adapters)
    func everySequenceEndsInTheFirstTerminalCallbacksOutcome(adapterName: String) async {
        let failures = await Self.check(adapterName, count: Self.count, firstSeed: 0x5EED_0000)
        #expect(failures.isEmpty, "\(failures.count) counterexamples; first: \(failures.prefix(3))")
    }

    /// The property's self-test: a probe with a planted defect is caught, with a seed to replay.
    @Test(arguments: DefectiveProbe.Defect.allCases)
    func aPlantedDefectIsCaught(defect: DefectiveProbe.Defect) async {
        let failures = await ExactlyOnceProperty.check(descriptor: PlaidSandbox.descriptor, count: 200, firstSeed: 7) {
            DefectiveProbe(
                try PlaidSandbox.makeConformanceProbe(options: LinkSession.Options(closeAfterOutcome: nil)), defect: defect)
        }
        #expect(!failures.isEmpty, "the defect \(defect) went unnoticed")
        if let first = failures.first {
            // The seed alone replays the counterexample.
            let replayed = VendorCallbackSequence(
                seed: first.sequence.seed, errorKeys: PlaidSandbox.descriptor.errorTable.rules.map(\.key))
            #expect(replayed == first.sequence)
        }
    }

    /// The generator covers what the property is about: every kind of step, in every role.
    @Test func theSequencesCoverEveryMisbehaviour() {
        let keys = [VendorErrorKey(type: "T", code: "C")]
        let sequences = (0..<UInt64(Self.count)).map { VendorCallbackSequence(seed: 0x5EED_0000 + $0, errorKeys: keys) }
        func count(_ predicate: (VendorCallbackSequence) -> Bool) -> Int { sequences.filter(predicate).count }
        let terminalless = count { !$0.steps.contains(where: \.isTerminal) }
        let duplicated = count { sequence in
            guard let first = sequence.steps.first(where: \.isTerminal), let index = sequence.steps.firstIndex(of: first) else { return false }
            return sequence.steps[(index + 1)...].contains(first)
        }
        let late = count { sequence in sequence.steps.filter(\.isTerminal).count >= 2 }
        let eventsAfter = count { sequence in
            guard let index = sequence.steps.firstIndex(where: \.isTerminal) else { return false }
            return sequence.steps[(index + 1)...].contains { !$0.isTerminal }
        }
        let firsts = Set(sequences.compactMap { $0.steps.first(where: \.isTerminal).map(Self.kind) })
        #expect(terminalless > Self.count / 20)
        #expect(duplicated > Self.count / 10)
        #expect(late > Self.count / 5)
        #expect(eventsAfter > Self.count / 10)
        #expect(firsts == ["success", "userExit", "declaredError", "unknownError", "abandonment", "appCancel"])
        // Seeded: the same seed gives the same steps.
        #expect(VendorCallbackSequence(seed: 42, errorKeys: keys) == VendorCallbackSequence(seed: 42, errorKeys: keys))
    }

    static func kind(_ step: VendorCallbackStep) -> String {
        switch step {
        case .event: return "event"
        case .success: return "success"
        case .userExit: return "userExit"
        case .error(let key): return key == VendorCallbackSequence.unknownErrorKey ? "unknownError" : "declaredError"
        case .abandonment: return "abandonment"
        case .appCancel: return "appCancel"
        }
    }
}
