import Foundation
import Testing

/// Runs the real `providerkit` executable in a child process, so a test exercises the tool as a
/// user does (arguments, files, exit status) and its work happens outside the test process's
/// main actor. Output goes to temporary files, so any amount of it is captured.
struct ChildTool: Sendable {
    /// How the child ended and what it printed.
    struct Result: Sendable {
        /// The exit status, or the signal number when ``signalled``.
        var status: Int32
        /// `true` when a signal ended the child.
        var signalled: Bool
        /// Standard output.
        var out: String
        /// Standard error.
        var err: String
    }

    /// The `providerkit` executable next to the test bundle (SwiftPM builds it with the tests).
    static var executable: URL? {
        var directories: [URL] = []
        #if os(Linux)
            directories.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        directories.append(Repository.file(".build/debug"))
        return directories.map { $0.appendingPathComponent("providerkit") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts `providerkit arguments…` with `environment` added to this process's, and returns
    /// once it has ended, without blocking a thread while it runs.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Result {
        let url = try #require(executable, "the providerkit executable was not built next to the tests")
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("providerkit-out-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent("providerkit-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let process = Process()
        // At a lower priority, so children never starve the tests that run beside them in this
        // process (several of which wait on the main actor against a wall clock).
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/nice") {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/nice")
            process.arguments = ["-n", "15", url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        let ended = AsyncStream<Void> { continuation in
            process.terminationHandler = { _ in continuation.finish() }
        }
        try process.run()
        for await _ in ended {}
        // Foundation finishes its own bookkeeping for the child after the handler runs; waiting
        // for it keeps the Process alive until then (it returns at once for an ended child).
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            out: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            err: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
