import Foundation
import ProviderKit
import Testing

/// A real process killed (SIGKILL) at each step of writing the cache: the next launch finds the
/// previous valid file or the new one, never a torn one.
@Suite(.serialized) struct RemoteConfigurationCrashTests {
    /// The worker executable SwiftPM built beside the tests, or `nil` when it was not built.
    static var worker: URL? {
        var directories: [URL] = []
        #if os(Linux)
            directories.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("RemoteConfigurationWorker") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the worker to the end (or its death); returns its exit status and output.
    static func run(_ worker: URL, _ arguments: [String]) async throws -> (status: Int32, reason: Process.TerminationReason, output: String) {
        let process = Process()
        process.executableURL = worker
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, process.terminationReason, String(decoding: data, as: UTF8.self)))
            }
        }
    }

    @Test(arguments: ["lock", "createTemporary", "write", "sync", "rename", "syncDirectory"])
    func aCrashWhileWritingTheCacheLeavesTheOldFileOrTheNewOne(_ step: String) async throws {
        let worker = try #require(Self.worker, "RemoteConfigurationWorker was not built")
        let directory = RemoteFixtures.directory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundledFile = directory.appendingPathComponent("bundled.json")
        try Data(RemoteFixtures.text().utf8).write(to: bundledFile)
        let cache = directory.appendingPathComponent("cache")
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\""), etag: "\"one\"") }
        defer { server.stop() }
        let arguments = ["--bundled", bundledFile.path, "--cache", cache.path, "--url", server.url("/providers.json").absoluteString]

        // A first run caches a valid file (meld active).
        let first = try await Self.run(worker, arguments)
        #expect(first.output == "activated meld\n")

        // The team publishes a new file (plaid switched off); the worker dies writing it.
        server.setReply { _ in .json(RemoteFixtures.text(provider: "\"plaid\"", plaidEntry: #""enabled": false"#), etag: "\"two\"") }
        let crashed = try await Self.run(worker, arguments + ["--crash-at", step])
        #expect(crashed.reason == .uncaughtSignal)
        #expect(crashed.status == 9)
        #expect(crashed.output.isEmpty)

        let relaunched = LinkConfigurationSource(
            bundled: try RemoteFixtures.bundled(), registry: RemoteFixtures.registry, remoteURL: server.url("/providers.json"),
            cacheDirectory: cache)
        #expect(relaunched.status.activeLayer == .cache, "\(relaunched.status)")
        #expect(relaunched.status.cacheProblems.isEmpty)
        let renamed = step == "syncDirectory"
        #expect(relaunched.configuration.activeEntryName == (renamed ? "plaid" : "meld"))
        #expect(relaunched.status.etag == (renamed ? "\"two\"" : "\"one\""))

        // The next write removes what the crash left behind and succeeds.
        let next = try await Self.run(worker, arguments)
        #expect(next.output.hasPrefix("activated"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func aCrashWritingTheFirstCacheLeavesTheBundle() async throws {
        let worker = try #require(Self.worker, "RemoteConfigurationWorker was not built")
        let directory = RemoteFixtures.directory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundledFile = directory.appendingPathComponent("bundled.json")
        try Data(RemoteFixtures.text().utf8).write(to: bundledFile)
        let cache = directory.appendingPathComponent("cache")
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"")) }
        defer { server.stop() }
        let crashed = try await Self.run(
            worker, ["--bundled", bundledFile.path, "--cache", cache.path, "--url", server.url("/p.json").absoluteString, "--crash-at", "write"])
        #expect(crashed.reason == .uncaughtSignal)
        let relaunched = LinkConfigurationSource(
            bundled: try RemoteFixtures.bundled(), registry: RemoteFixtures.registry, remoteURL: server.url("/p.json"), cacheDirectory: cache)
        #expect(relaunched.status.activeLayer == .bundled)
        #expect(relaunched.status.reason == "no remote file was cached yet")
        #expect(relaunched.configuration.activeEntryName == "plaid")
    }
}
