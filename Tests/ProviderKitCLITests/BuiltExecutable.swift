import Foundation

/// An executable SwiftPM built next to the test bundle (`providerkit`, `StoreContentionWorker`),
/// and a way to run it as a real child process.
enum BuiltExecutable {
    /// The executable called `name` in the build directory, or `nil` when it was not built.
    static func url(named name: String) -> URL? {
        var directories: [URL] = []
        #if os(Linux)
            directories.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        directories.append(Repository.file(".build/debug"))
        return directories.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts `url arguments…` with its standard output in a pipe (standard error discarded).
    static func start(_ url: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> ChildProcess {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        return ChildProcess(process: process, output: pipe)
    }
}

/// A started child process; ``finish()`` waits for it and returns its standard output.
struct ChildProcess: @unchecked Sendable {
    let process: Process
    let output: Pipe

    /// Waits for the process to end (reading its output meanwhile, so a full pipe cannot stall it)
    /// on a thread of its own: the tests share the main actor and a cooperative pool as wide as
    /// the machine has cores, and blocking either would stall every other test in the run.
    func finish() async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
    }
}
