import Foundation
import ProviderKitMesh
import Testing

/// Several real processes add and remove connections in one `FileCredentialStore` at the same
/// time (`StoreContentionWorker churn`, released together by a start file). Each worker
/// `K` adds `wK-r0`, `wK-r1`, … and, after every odd round, removes the connection it added the
/// round before; so the final store is exactly the two fixture connections plus every worker's
/// odd rounds. The store's lock covers each whole read-modify-write, so no update may be lost.
///
/// The same harness with `--no-lock` (the store's `package` switch that skips the lock) must
/// lose updates: that is what shows the first test can fail.
@Suite(.serialized) struct StoreContentionTests {
    /// Processes writing at once.
    static let workers = 4
    /// Rounds per process (1.5 store operations each: every round adds, every odd one also removes).
    static let rounds = 60

    /// What a churn run left in the store, against what the operations that succeeded promise.
    struct Outcome {
        /// The account ids stored at the end, in store order.
        var stored: [String]
        /// The account ids the operations that reported success leave stored.
        var expected: [String]
        /// Operations that threw, over every worker (`failed add|remove ACCOUNT`).
        var failures: [String]
        /// Connections whose add succeeded and that are not there (an add silently lost).
        var lost: Set<String> { Set(expected).subtracting(stored) }
        /// Connections whose remove succeeded and that are there (a remove silently lost).
        var resurrected: Set<String> { Set(stored).subtracting(expected) }
    }

    /// Runs `workers` churn processes on one fresh store and reads what they left.
    static func churn(workers: Int, rounds: Int, lock: Bool) async throws -> Outcome {
        precondition(rounds % 2 == 0, "every even round's connection is removed in the next round")
        let store = try StoreFixture()
        let worker = try #require(
            BuiltExecutable.url(named: "StoreContentionWorker"), "the StoreContentionWorker executable was not built")
        let go = "\(store.directory)/go"
        let children = try (0..<workers).map { index in
            try BuiltExecutable.start(
                worker,
                ["churn", "--path", store.path, "--worker", "\(index)", "--rounds", "\(rounds)", "--go", go]
                    + (lock ? [] : ["--no-lock"]))
        }
        #expect(FileManager.default.createFile(atPath: go, contents: nil))
        var failures: [String] = []
        for child in children {
            let lines = await child.finish().split(separator: "\n").map(String.init)
            #expect(child.process.terminationReason == .exit && child.process.terminationStatus == 0, "\(lines)")
            let reported = lines.filter { $0.hasPrefix("failed ") }
            #expect(lines.last == "errors \(reported.count)", "a worker printed \(lines)")
            failures += reported
        }
        // The store always decodes: even without the lock every write is an atomic rename.
        let stored = try FileCredentialStore(path: store.path).list().map { $0.accountTokens[0].account.accountId }
        let failed = Set(failures)
        let expected =
            ["a1", "b1"]
            + (0..<workers).flatMap { index in
                (0..<rounds).map { "w\(index)-r\($0)" }.enumerated().filter { round, account in
                    let added = !failed.contains("failed add \(account)")
                    let removed = round % 2 == 0 && !failed.contains("failed remove \(account)")
                    return added && !removed
                }.map(\.element)
            }
        return Outcome(stored: stored, expected: expected, failures: failures)
    }

    @Test func concurrentProcessesLoseNoUpdate() async throws {
        let outcome = try await Self.churn(workers: Self.workers, rounds: Self.rounds, lock: true)
        #expect(outcome.failures.isEmpty)
        #expect(outcome.expected.count == 2 + Self.workers * Self.rounds / 2)
        #expect(outcome.lost.isEmpty, "lost adds: \(outcome.lost.sorted())")
        #expect(outcome.resurrected.isEmpty, "lost removes: \(outcome.resurrected.sorted())")
        #expect(outcome.stored.count == outcome.expected.count, "no connection is stored twice")
        #expect(outcome.stored.sorted() == outcome.expected.sorted())
    }

    /// The planted run: the same processes without the lock do lose updates, silently: adds and
    /// removes that reported success are undone by another process's write of an older list.
    /// (A typical run of 4 × 60 rounds loses about a quarter of its 360 operations.) Interleaving
    /// is up to the scheduler, so a run that happens to lose nothing is retried with more rounds
    /// (at most three runs, no timing involved).
    @Test func withoutTheLockTheSameProcessesLoseUpdates() async throws {
        var outcome: Outcome?
        for attempt in 1...3 {
            let run = try await Self.churn(workers: Self.workers, rounds: Self.rounds * attempt, lock: false)
            outcome = run
            if !run.lost.isEmpty || !run.resurrected.isEmpty { break }
        }
        let run = try #require(outcome)
        #expect(!run.lost.isEmpty || !run.resurrected.isEmpty, "three unlocked runs lost nothing")
        #expect(run.stored.sorted() != run.expected.sorted())
    }
}
