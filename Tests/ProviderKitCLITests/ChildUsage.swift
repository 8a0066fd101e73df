import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the real `providerkit` in a child process and measures it: wall-clock time and the
/// child's own peak resident memory (`wait4`'s `ru_maxrss`, in KiB on Linux), so a test can bound
/// what one input costs the tool.
enum ChildUsage {
    struct Result {
        var status: Int32
        var seconds: Double
        var peakKiB: Int
        var out: String
    }

    /// Runs `providerkit arguments…` with standard input from `/dev/null` and standard output to a
    /// temporary file; blocks the calling thread until the child ends.
    static func run(_ arguments: [String]) throws -> Result {
        let executable = try #require(ChildTool.executable, "the providerkit executable was not built next to the tests")
        let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)").path
        defer { unlink(outPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Date().timeIntervalSince(start)
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        return Result(status: (status >> 8) & 0xFF, seconds: seconds, peakKiB: Int(usage.ru_maxrss), out: out)
    }
}
