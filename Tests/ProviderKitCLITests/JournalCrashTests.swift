import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kills a real `providerkit link --journey` process just before the rename of a journal write
/// (debug builds honour `PROVIDERKIT_PRIVATE_FILE_CRASH_BEFORE_RENAME=TEXT#N`) and checks that the
/// next launch finds the previous record intact, removes the half-written temporary, and ends the
/// journey with exactly one outcome.
@MainActor
@Suite struct JournalCrashTests {
    func killed(atJournalWrite number: Int) async throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pk-journal-crash-\(UUID().uuidString)")
        let url: URL = try #require(StoreCrashTests.executable, "the providerkit executable was not built next to the tests")
        var environment = ProcessInfo.processInfo.environment
        environment["PROVIDERKIT_PRIVATE_FILE_CRASH_BEFORE_RENAME"] = ".journey.json#\(number)"
        let child = try BuiltExecutable.start(
            url, ["link", "--journey", "killed-mid-oauth", "--journal", directory.path, "--format", "json"],
            environment: environment)
        _ = await child.finish()  // waits off the main actor
        let process = child.process
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
        return directory
    }

    func names(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func aCrashDuringTheFirstWriteLeavesNoJourneyAndNoDebris() async throws {
        let directory = try await killed(atJournalWrite: 1)
        #expect(names(directory).filter { $0.hasSuffix(".journey.json") }.isEmpty)
        #expect(names(directory).contains { $0.contains(".journey.json.tmp-") }, "the kill left the temporary file")
        let coordinator = try relaunch(directory)
        #expect(coordinator.interruptedJourneys.isEmpty)
        #expect(coordinator.journalProblems.isEmpty)
        #expect(!names(directory).contains { $0.contains(".tmp-") }, "the next launch removes it")
    }

    @Test(arguments: [2, 3, 4])
    func aCrashDuringALaterWriteKeepsThePreviousRecord(number: Int) async throws {
        let directory = try await killed(atJournalWrite: number)
        let coordinator = try relaunch(directory)
        coordinator.returnWindow = 0.05  // no return link comes in this test
        #expect(coordinator.journalProblems.isEmpty, "the surviving record decodes")
        let interrupted = try #require(coordinator.interruptedJourneys.first)
        #expect(coordinator.interruptedJourneys.count == 1)
        #expect(interrupted.entryName == "plaid-legacy")
        let result = try await coordinator.resume(interrupted)
        #expect(result.attempts.count == 1)
        #expect(result.outcome.exit?.reason.kind == .interrupted, "no return link arrived: exactly one outcome, interrupted")
        #expect(names(directory).filter { $0.hasSuffix(".journey.json") || $0.contains(".tmp-") }.isEmpty)
        let secrets = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Secrets").path)) ?? []
        #expect(secrets.filter { !$0.hasPrefix(".") }.isEmpty, "no resume token outlives its journey")
    }

    func relaunch(_ directory: URL) throws -> LinkJourneyCoordinator {
        let registry = BuiltInAdapters.sandboxRegistry()
        let configuration = try ProviderConfiguration(parsing: DefaultConfiguration.text, registry: registry)
        return LinkJourneyCoordinator(
            configuration: configuration, registry: registry,
            tokenProvider: AnyLinkTokenProvider { _ in throw LinkError.configuration("no server in this test") },
            fallbackPolicy: .never, journal: LinkJourneyJournal(directory: directory),
            secureStore: FileSecureStore(directory: directory.appendingPathComponent("Secrets")))
    }
}
