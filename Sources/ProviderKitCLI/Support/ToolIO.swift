import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the tool writes and reads. Commands never touch `stdout` directly, so tests capture output.
@MainActor
public protocol ToolIO: AnyObject {
    /// Writes one line to standard output.
    func out(_ line: String)
    /// Writes one line, given as UTF-8 bytes without its line break, to standard output.
    func out(utf8 line: [UInt8])
    /// Writes one line to standard error.
    func err(_ line: String)
    /// Standard input, for `-` arguments.
    var standardInput: FileHandle { get }
    /// Hands buffered standard output over to the system. Called when a command waits for input
    /// and before the process exits.
    func flush()
}

extension ToolIO {
    /// Nothing is buffered.
    public func flush() {}

    /// Decodes the bytes (invalid UTF-8 replaced) and writes them with ``out(_:)``.
    public func out(utf8 line: [UInt8]) {
        out(String(decoding: line, as: UTF8.self))
    }
}

/// The process's real standard streams. Standard output is block-buffered (64 KiB) unless it is a
/// terminal, where each line is written at once; ``flush()`` writes what is pending, and happens
/// before anything goes to standard error, when replay waits for input, and at exit.
@MainActor
public final class StandardIO: ToolIO {
    private static let blockSize = 64 * 1024
    private var pending: [UInt8] = []
    private let isInteractive = isatty(STDOUT_FILENO) != 0

    /// Creates the standard streams.
    public init() {
        pending.reserveCapacity(Self.blockSize + 4096)
    }

    /// Writes a line to standard output.
    public func out(_ line: String) {
        pending.append(contentsOf: line.utf8)
        pending.append(0x0A)
        if isInteractive || pending.count >= Self.blockSize { flush() }
    }

    /// Writes a line given as UTF-8 bytes to standard output.
    public func out(utf8 line: [UInt8]) {
        pending.append(contentsOf: line)
        pending.append(0x0A)
        if isInteractive || pending.count >= Self.blockSize { flush() }
    }

    /// Writes a line to standard error, after whatever standard output is pending.
    public func err(_ line: String) {
        flush()
        Self.write(Array((line + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes pending standard output.
    public func flush() {
        guard !pending.isEmpty else { return }
        Self.write(pending, to: STDOUT_FILENO)
        pending.removeAll(keepingCapacity: true)
    }

    /// The process's standard input.
    public var standardInput: FileHandle { FileHandle.standardInput }

    /// Writes all of `bytes`, retrying partial and interrupted writes; gives up on other errors
    /// (a closed pipe), as there is nobody left to tell.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            guard var base = raw.baseAddress else { return }
            var remaining = raw.count
            while remaining > 0 {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, base, remaining)
                #else
                    let written = Darwin.write(descriptor, base, remaining)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                base += written
            }
        }
    }
}

/// Captures output in memory, for tests.
@MainActor
public final class CapturedIO: ToolIO {
    /// Lines written to standard output.
    public private(set) var outLines: [String] = []
    /// Lines written to standard error.
    public private(set) var errLines: [String] = []
    /// What `-` reads.
    public let standardInput: FileHandle

    /// Creates a capture whose standard input reads `input`, of any size. Input that fits a pipe's
    /// buffer goes through a pipe; larger input through an unlinked temporary file, since writing
    /// it all into a pipe nobody reads yet would block forever.
    public init(input: Data = Data()) {
        if input.count <= 16 * 1024 {
            let pipe = Pipe()
            pipe.fileHandleForWriting.write(input)
            try? pipe.fileHandleForWriting.close()
            self.standardInput = pipe.fileHandleForReading
            return
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("providerkit-stdin-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: path, contents: input, attributes: [.posixPermissions: 0o600])
        self.standardInput = FileHandle(forReadingAtPath: path) ?? FileHandle.nullDevice
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Records a standard-output line.
    public func out(_ line: String) { outLines.append(line) }
    /// Records a standard-error line.
    public func err(_ line: String) { errLines.append(line) }
}
