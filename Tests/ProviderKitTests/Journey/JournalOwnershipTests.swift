import Foundation
import ProviderKitTesting
import Testing

@testable import ProviderKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 29, class 9: the journey journal belongs to one process at a time. Property tests over
/// generated inputs (seeded), and the rules they cannot reach one by one.
extension JourneyJournalTests {
    // MARK: - Property: a return link keeps only what resuming needs

    /// A generated return link: the state (zero, one or two times) among other members, some of
    /// them credentials, with escapes, user info and a fragment; and the values that must not be kept.
    nonisolated static func generatedReturnLink(_ random: inout SplitMix64) -> (url: URL, state: String?, forbidden: [String]) {
        let names = ["code", "access_token", "id_token", "password", "state", "public_token", "x", "oauth_state", "Oauth_State_Id"]
        var items: [String] = []
        var forbidden: [String] = []
        for index in 0..<Int.random(in: 0...5, using: &random) {
            let value = "v\(index)-\(random.next() % 1_000_000_007)" + ["", "%2F", "%20x", "+y", "%C3%A9"][Int.random(in: 0...4, using: &random)]
            items.append("\(names.randomElement(using: &random)!)=\(value)")
            forbidden.append(value)
        }
        let stateCount = [0, 1, 1, 1, 2][Int.random(in: 0...4, using: &random)]
        var state: String?
        for _ in 0..<stateCount {
            let value = "st-\(random.next() % 1_000_000_007)"
            items.insert("oauth_state_id=\(value)", at: Int.random(in: 0...items.count, using: &random))
            state = stateCount == 1 ? value : nil
            if stateCount > 1 { forbidden.append(value) }
        }
        var text = "https://"
        if Bool.random(using: &random) {
            let secret = "user\(random.next() % 10_000):pw\(random.next() % 10_000)"
            text += secret + "@"
            forbidden.append(secret)
        }
        text += "app.example.com/alpha/oauth" + (Bool.random(using: &random) ? "/" : "")
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        if Bool.random(using: &random) {
            let fragment = "frag\(random.next() % 1_000_000)"
            text += "#" + fragment
            forbidden.append(fragment)
        }
        return (URL(string: text)!, state, forbidden)
    }

    @Test nonisolated func propertyAReturnLinkKeepsOnlyItsSingleResumeState() throws {
        var random = SplitMix64(seed: 0x9_0A17)
        for _ in 0..<5000 {
            let (url, state, forbidden) = Self.generatedReturnLink(&random)
            let kept = try #require(JourneyReturnLink.kept(url, queryItem: "oauth_state_id"), "\(url)")
            let text = kept.absoluteString
            for value in forbidden { #expect(!text.contains(value), "\(url) kept \(value): \(text)") }
            if let state {
                #expect(text.hasSuffix("?oauth_state_id=\(state)"), "\(url) → \(text)")
            } else {
                #expect(kept.query == nil, "\(url): no single state, nothing of the query is kept: \(text)")
            }
            #expect(kept.host == "app.example.com")
            #expect(kept.user == nil && kept.password == nil && kept.fragment == nil)
        }
    }

    @Test func propertyTheJournalFileHoldsNoMemberOfTheLinkButTheState() async throws {
        var random = SplitMix64(seed: 0x9_0A18)
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        let name = try #require(disk.journalFiles().first { $0.hasSuffix(".journey.json") })
        let original = try Data(contentsOf: disk.journalDirectory.appendingPathComponent(name))
        var written = 0
        for _ in 0..<40 {
            try original.write(to: disk.journalDirectory.appendingPathComponent(name))
            let (url, state, forbidden) = Self.generatedReturnLink(&random)
            let relaunched = try coordinator(disk, log: JourneyLog())
            // A link the strict redirect match refuses (user info) reaches no journey at all.
            let routed = relaunched.handleUniversalLink(url)
            let bytes = try Data(contentsOf: disk.journalDirectory.appendingPathComponent(name))
            let text = String(decoding: bytes, as: UTF8.self)
            for value in forbidden + ["code=", "access_token=", "password="] {
                #expect(!text.contains(value.replacingOccurrences(of: "/", with: "\\/")), "\(url): \(value) journaled")
                #expect(!text.contains(value), "\(url): \(value) journaled")
            }
            if routed, let state {
                #expect(text.contains("oauth_state_id=\(state)"), "\(url)")
                written += 1
            }
        }
        #expect(written >= 10, "enough links reached the journal to mean something")
    }

    // MARK: - Property: one record per journey, in a defined order

    struct PlannedFile {
        var record: LinkJourneyRecord
        var fileName: String
        var isOwnName: Bool
        var isNewer: Bool
    }

    @Test nonisolated func propertyAScanReplaysEachJourneyOnceInStartOrder() throws {
        var random = SplitMix64(seed: 0x9_0A19)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let second = Date(timeIntervalSince1970: 1_800_000_000)
        for round in 0..<400 {
            let directory = Fixtures.temporaryDirectory()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var files: [PlannedFile] = []
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let start = second.addingTimeInterval(Double(Int.random(in: 0...2, using: &random)) + Double(random.next() % 1000) / 1000)
                var record = LinkJourneyRecord(
                    journeyID: UUID(), purpose: .newLink, startedAt: start, updatedAt: start, attempt: 1, entryName: "primary",
                    adapterName: "alpha", tokenReason: .firstAttempt, phase: .presented, triedEntryNames: ["primary"],
                    refreshedEntryNames: [], previousAttempts: [])
                record.startInstant = Bool.random(using: &random) ? start.timeIntervalSince1970 : nil
                let isNewer = Int.random(in: 0..<6, using: &random) == 0
                if isNewer { record.version = 2 }
                let own = record.journeyID.uuidString.lowercased() + ".journey.json"
                files.append(PlannedFile(record: record, fileName: own, isOwnName: true, isNewer: isNewer))
                // Sometimes a second file claims the same journey (a copy under another name).
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let other = [UUID().uuidString.lowercased(), record.journeyID.uuidString, "copy-of-" + record.journeyID.uuidString.lowercased()]
                        .randomElement(using: &random)! + ".journey.json"
                    files.append(PlannedFile(record: record, fileName: other, isOwnName: false, isNewer: isNewer))
                }
            }
            for file in files {
                try encoder.encode(file.record).write(to: directory.appendingPathComponent(file.fileName))
            }
            let scan = LinkJourneyJournal(directory: directory).scan()

            let expected = files.filter { $0.isOwnName && !$0.isNewer }.map(\.record).sorted { lhs, rhs in
                // The whole second when the sub-second is absent, then the id: an independent spelling.
                let l = lhs.startInstant ?? floor(lhs.startedAt.timeIntervalSince1970)
                let r = rhs.startInstant ?? floor(rhs.startedAt.timeIntervalSince1970)
                return l != r ? l < r : lhs.journeyID.uuidString < rhs.journeyID.uuidString
            }
            #expect(scan.records.map(\.journeyID) == expected.map(\.journeyID), "round \(round)")
            #expect(Set(scan.records.map(\.journeyID)).count == scan.records.count, "round \(round): a journey replayed twice")
            let misnamed = files.filter { !$0.isOwnName && !$0.isNewer }
            for file in misnamed {
                let path = directory.appendingPathComponent(file.fileName).path
                #expect(scan.problems.contains { $0.path == path && $0.kind == .corrupt }, "round \(round): \(file.fileName) reported")
                #expect(!FileManager.default.fileExists(atPath: path), "round \(round): moved aside, never replayed again")
            }
            for file in files where file.isNewer {
                let path = directory.appendingPathComponent(file.fileName).path
                #expect(FileManager.default.fileExists(atPath: path), "round \(round): a newer record stays in place")
                #expect(scan.keptSecretKeys.contains(JourneyResumeSecrets.key(for: file.record.journeyID)) || !file.isOwnName)
            }
            #expect(scan.problems.count == misnamed.count + files.filter(\.isNewer).count, "round \(round): \(scan.problems)")
            try? FileManager.default.removeItem(at: directory)
        }
    }

    // MARK: - One holder per journey

    @Test func aSecondCoordinatorIsToldTheJourneyIsBeingResumed() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        let sceneOne = try coordinator(disk, log: JourneyLog())
        let sceneTwo = try coordinator(disk, log: JourneyLog())
        let interrupted = try #require(sceneOne.interruptedJourneys.first)
        #expect(sceneTwo.interruptedJourneys.map(\.id) == [interrupted.id], "both found it at launch")

        let journey = try sceneOne.makeResumedJourney(interrupted)
        #expect(Self.busyReason { _ = try sceneTwo.makeResumedJourney(interrupted) } == .beingResumed)
        await #expect(throws: LinkJourneyBusyError.self) { try await sceneTwo.resume(interrupted) }
        #expect(sceneOne.handleUniversalLink(Self.returnLink))
        let result = await journey.run()
        #expect(result.outcome.success != nil)
        #expect(Self.busyReason { _ = try sceneTwo.abandon(interrupted) } == .alreadyEnded)
        #expect(sceneTwo.interruptedJourneys.isEmpty, "it forgot the journey that ended elsewhere")
        #expect(disk.allFiles().isEmpty, "no record or lock file is left")
    }

    /// The reason of the ``LinkJourneyBusyError`` `body` throws, or `nil`.
    static func busyReason(_ body: () throws -> Void) -> LinkJourneyBusyError.Reason? {
        do {
            try body()
            return nil
        } catch {
            return (error as? LinkJourneyBusyError)?.reason
        }
    }

    @Test func aRunningJourneyIsNotAnotherCoordinatorsInterruptedOne() async throws {
        let disk = Disk()
        let log = JourneyLog()
        let running = try coordinator(disk, log: log)
        let journey = try running.makeJourney()
        journey.start { _ in }
        try await waitUntil { ((try? disk.text(disk.journalFiles().first { $0.hasSuffix(".json") } ?? "x")) ?? "").contains("awaitingRedirect") }
        let other = try coordinator(disk, log: JourneyLog())
        #expect(other.interruptedJourneys.isEmpty, "it runs in the first coordinator")
        #expect(try disk.store.allKeys().count == 1, "and its resume token is not deleted as an orphan")
        journey.cancel()
    }

    // MARK: - Newer versions, permissions

    @Test func aNewerRecordKeepsItsSecretAndResumesAfterTheUpdate() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        let name = try #require(disk.journalFiles().first { $0.hasSuffix(".journey.json") })
        let url = disk.journalDirectory.appendingPathComponent(name)
        let current = try disk.text(name)
        // As a newer ProviderKit would write it: a higher version and a member this one does not know.
        let newer = current.replacingOccurrences(of: "\"version\":1", with: "\"version\":2,\"future\":{\"x\":1}")
        #expect(newer != current)
        try Data(newer.utf8).write(to: url)

        let older = try coordinator(disk, log: JourneyLog())
        #expect(older.journalProblems.map(\.kind) == [.newerVersion])
        #expect(older.interruptedJourneys.isEmpty)
        #expect(try disk.store.allKeys().count == 1, "the resume token is kept for the update")
        #expect(try disk.text(name) == newer, "the record is left as it was")

        // The app updates: its ProviderKit reads the record (here: the same record at this version).
        try Data(current.utf8).write(to: url)
        let updated = try coordinator(disk, log: JourneyLog())
        #expect(updated.handleUniversalLink(Self.returnLink))
        let result = try await updated.resume(try #require(updated.interruptedJourneys.first))
        #expect(result.outcome.success?.credential == .publicToken(Secret("public-resumed")))
    }

    @Test func aJournalDirectoryOpenToOthersIsTightened() async throws {
        let disk = Disk()
        _ = try await killMidOAuth(disk)
        #expect(chmod(disk.journalDirectory.path, 0o755) == 0)
        let relaunched = try coordinator(disk, log: JourneyLog())
        #expect(try disk.mode(disk.journalDirectory) == 0o700)
        #expect(relaunched.journalProblems.isEmpty)
        #expect(relaunched.interruptedJourneys.count == 1)
    }

    @Test func aJournalProblemNamesItsPathInFull() async throws {
        let disk = Disk()
        try FileManager.default.createDirectory(at: disk.journalDirectory, withIntermediateDirectories: true)
        let path = disk.journalDirectory.appendingPathComponent("\(UUID().uuidString.lowercased()).journey.json").path
        try Data("{\"version\": 1}".utf8).write(to: URL(fileURLWithPath: path))
        let relaunched = try coordinator(disk, log: JourneyLog())
        #expect(relaunched.journalProblems.first?.path == path)
        #expect(relaunched.journalProblems.first?.description.contains(path) == true)
    }
}
