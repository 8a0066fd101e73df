import Foundation
import ProviderKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The OAuth return that arrives in any order after a real kill, and one journey resumed by two
/// processes at once. A `JourneyWorker` process is killed (SIGKILL) while the user is at the bank;
/// new `JourneyWorker` processes relaunch the app over copies of its journal and run
/// docs/journeys.md's launch pattern in each order of {resume call, link delivered, user returns
/// without a link, the return window passing}.
@Suite struct JourneyProcessTests {
    /// A journal left by a process killed mid-OAuth, and the return link the bank will send.
    struct Killed: Sendable {
        let directory: URL
        let link: String
        let journeyID: String
    }

    static func worker() throws -> URL {
        try #require(BuiltExecutable.url(named: "JourneyWorker"), "the JourneyWorker executable was not built next to the tests")
    }

    static func killMidOAuth() async throws -> Killed {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pk-journey-kill-\(UUID().uuidString)")
        let child = try BuiltExecutable.start(try worker(), ["kill", "--journal", directory.path])
        let output = await child.finish()
        #expect(child.process.terminationReason == .uncaughtSignal)
        #expect(child.process.terminationStatus == SIGKILL, "the app really died: \(output)")
        let lines = output.split(separator: "\n").map(String.init)
        let link = try #require(lines.first { $0.hasPrefix("link ") }.map { String($0.dropFirst(5)) })
        let id = try #require(lines.first { $0.hasPrefix("journey ") }.map { String($0.dropFirst(8)) })
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains("\(id).journey.json"), "the killed app left its journal")
        return Killed(directory: directory, link: link, journeyID: id)
    }

    /// A copy of the killed app's journal and secrets, so each relaunch starts from the same disk.
    static func copy(_ killed: Killed) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("pk-journey-copy-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: killed.directory, to: copy)
        return copy
    }

    static func relaunch(_ directory: URL, link: String, order: [String], window: Double, extra: [String] = []) throws -> ChildProcess {
        try BuiltExecutable.start(
            try worker(),
            ["relaunch", "--journal", directory.path, "--link", link, "--order", order.joined(separator: ","),
             "--window", String(window)] + extra)
    }

    static func journeyFiles(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".journey.json") }
    }

    /// Every order of the resume call, the link, the user's return without a link and the window
    /// passing (which can only follow the resume): 12 orders.
    static let orders: [[String]] = {
        func permutations(_ items: [String]) -> [[String]] {
            guard items.count > 1 else { return [items] }
            return items.indices.flatMap { index -> [[String]] in
                var rest = items
                let first = rest.remove(at: index)
                return permutations(rest).map { [first] + $0 }
            }
        }
        return permutations(["resume", "link", "return", "timeout"]).filter {
            $0.firstIndex(of: "resume")! < $0.firstIndex(of: "timeout")!
        }
    }()

    @Test func everyOrderOfTheLateLinkEndsInExactlyOneOutcome() async throws {
        #expect(Self.orders.count == 12)
        let killed = try await Self.killMidOAuth()
        for order in Self.orders {
            let directory = try Self.copy(killed)
            // Within the window unless the window passes first: then 0.3 s, else 30 s.
            let linkFirst = order.firstIndex(of: "link")! < order.firstIndex(of: "timeout")!
            let child = try Self.relaunch(directory, link: killed.link, order: order, window: linkFirst ? 30 : 0.3)
            let lines = await child.finish().split(separator: "\n").map(String.init)
            let outcomes = lines.filter { $0.hasPrefix("outcome ") }
            #expect(outcomes.count == 1, "\(order): \(lines)")
            #expect(lines.last == "outcomes 1", "\(order): \(lines)")
            #expect(lines.filter { $0.hasPrefix("claimed ") } == ["claimed \(killed.journeyID)"], "\(order): resumed once")
            if linkFirst {
                #expect(outcomes == ["outcome success"], "\(order): the bank's OAuth completed: \(lines)")
                #expect(lines.contains("routed true"), "\(order)")
            } else {
                #expect(outcomes == ["outcome interrupted"], "\(order): \(lines)")
                #expect(lines.contains("routed false"), "\(order): the link after the window is refused")
            }
            #expect(Self.journeyFiles(directory).isEmpty, "\(order): the journey ended once and left no record")
            try? FileManager.default.removeItem(at: directory)
        }
    }

    @Test func twoProcessesResumingOneJourneyDeliverOneOutcome() async throws {
        let killed = try await Self.killMidOAuth()
        // Both processes find the journey at launch; the holder claims it and waits for its
        // link; then the second process tries to resume it.
        let launched = killed.directory.appendingPathComponent("second-launched")
        let go = killed.directory.appendingPathComponent("go")
        let second = try Self.relaunch(
            killed.directory, link: killed.link, order: ["go", "resume", "link"], window: 30,
            extra: ["--launched", launched.path, "--go", go.path])
        try await waitForFile(launched.path)
        let linkFile = killed.directory.appendingPathComponent("link-for-holder")
        let holder = try Self.relaunch(
            killed.directory, link: killed.link, order: ["resume", "linkfile"], window: 30,
            extra: ["--link-file", linkFile.path])
        let lockPath = killed.directory.appendingPathComponent(".\(killed.journeyID).journey.lock").path
        try await waitUntilHeld(lockPath)
        try Data().write(to: go)
        let secondLines = await second.finish().split(separator: "\n").map(String.init)
        #expect(secondLines.first == "launched 1", "it found the journey at launch: \(secondLines)")
        try Data(killed.link.utf8).write(to: linkFile)
        let holderLines = await holder.finish().split(separator: "\n").map(String.init)

        #expect(holderLines.contains("claimed \(killed.journeyID)"))
        #expect(holderLines.filter { $0.hasPrefix("outcome ") } == ["outcome success"], "\(holderLines)")
        #expect(secondLines.contains("busy beingResumed"), "\(secondLines)")
        #expect(secondLines.filter { $0.hasPrefix("outcome ") }.isEmpty, "\(secondLines)")
        #expect(Self.journeyFiles(killed.directory).isEmpty)
    }

    @Test func twoProcessesReleasedTogetherDeliverOneOutcomeBetweenThem() async throws {
        let killed = try await Self.killMidOAuth()
        let go = killed.directory.appendingPathComponent("go")
        let launched = (0..<2).map { killed.directory.appendingPathComponent("launched-\($0)") }
        let children = try launched.map { file in
            try Self.relaunch(
                killed.directory, link: killed.link, order: ["go", "link", "resume"], window: 30,
                extra: ["--go", go.path, "--launched", file.path])
        }
        // Both have read the journal before either can claim the journey.
        for file in launched { try await waitForFile(file.path) }
        try Data().write(to: go)
        var lines: [String] = []
        for child in children { lines += await child.finish().split(separator: "\n").map(String.init) }
        #expect(lines.filter { $0.hasPrefix("outcome ") } == ["outcome success"], "\(lines)")
        #expect(lines.filter { $0 == "launched 1" }.count == 2, "both found it: \(lines)")
        #expect(lines.filter { $0 == "busy beingResumed" || $0 == "busy alreadyEnded" }.count == 1, "the other was told: \(lines)")
        #expect(Self.journeyFiles(killed.directory).isEmpty)
    }

    @Test func aProcessLaunchedWhileAnotherHoldsTheJourneyDoesNotListIt() async throws {
        let killed = try await Self.killMidOAuth()
        let linkFile = killed.directory.appendingPathComponent("link-for-holder")
        let holder = try Self.relaunch(
            killed.directory, link: killed.link, order: ["resume", "linkfile"], window: 30,
            extra: ["--link-file", linkFile.path])
        try await waitUntilHeld(killed.directory.appendingPathComponent(".\(killed.journeyID).journey.lock").path)
        let later = try Self.relaunch(killed.directory, link: killed.link, order: ["resume"], window: 30)
        let laterLines = await later.finish().split(separator: "\n").map(String.init)
        try Data(killed.link.utf8).write(to: linkFile)
        let holderLines = await holder.finish().split(separator: "\n").map(String.init)
        #expect(laterLines == ["launched 0", "outcomes 0"], "it runs elsewhere: not this process's to end")
        #expect(holderLines.filter { $0.hasPrefix("outcome ") } == ["outcome success"], "\(holderLines)")
    }

    /// Waits (bounded) until `path` exists.
    func waitForFile(_ path: String) async throws {
        for _ in 0..<3000 where !FileManager.default.fileExists(atPath: path) {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(FileManager.default.fileExists(atPath: path), "\(path) never appeared")
    }

    /// Waits (bounded) until another process holds the `flock` on `path`.
    func waitUntilHeld(_ path: String) async throws {
        for _ in 0..<3000 {
            let fd = open(path, O_RDWR | O_CLOEXEC)
            if fd >= 0 {
                let held = flock(fd, LOCK_EX | LOCK_NB) != 0
                if !held { flock(fd, LOCK_UN) }
                close(fd)
                if held { return }
            }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        Issue.record("the holder never took the journey's lock")
    }
}
