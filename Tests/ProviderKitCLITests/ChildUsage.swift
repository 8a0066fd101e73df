import Foundation
import Testing

/// Runs the real `providerkit` in a child process and measures it: wall-clock time and the
/// child's own peak resident memory, so a test can bound what one input costs the tool.
///
/// The child is started by a small `python3` process that reads `RUSAGE_CHILDREN` after it ends.
/// Linux charges a child with the peak of the process it was forked from, so a child forked from
/// the test process (tens of MiB) would report at least that; forked from the small measuring
/// process, the child's own peak is what is left.
enum ChildUsage {
    struct Result {
        var status: Int32
        var seconds: Double
        var peakKiB: Int
        var out: String
    }

    static let measuring = """
        import resource, subprocess, sys, time
        with open(sys.argv[1], "wb") as out:
            start = time.monotonic()
            ended = subprocess.run(sys.argv[2:], stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.DEVNULL)
            elapsed = time.monotonic() - start
        print(ended.returncode, elapsed, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """

    /// Runs `providerkit arguments…` with standard input from `/dev/null` and standard output to a
    /// temporary file; blocks the calling thread until the child ends.
    static func run(_ arguments: [String]) throws -> Result {
        let executable = try #require(ChildTool.executable, "the providerkit executable was not built next to the tests")
        let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outPath) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", measuring, outPath, executable.path] + arguments
        let report = Pipe()
        process.standardOutput = report
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = printed.split(whereSeparator: \.isWhitespace)
        try #require(fields.count == 3, "the measuring process printed \(printed)")
        return Result(
            status: Int32(fields[0]) ?? -1, seconds: Double(fields[1]) ?? .infinity, peakKiB: Int(fields[2]) ?? .max,
            out: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "")
    }
}
