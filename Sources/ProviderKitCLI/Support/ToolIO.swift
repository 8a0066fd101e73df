import Foundation

/// Where the tool writes and reads. Commands never touch `stdout` directly, so tests capture output.
@MainActor
public protocol ToolIO: AnyObject {
    /// Writes one line to standard output.
    func out(_ line: String)
    /// Writes one line to standard error.
    func err(_ line: String)
    /// Standard input, for `-` arguments.
    var standardInput: FileHandle { get }
}

/// The process's real standard streams. Output is flushed line by line so streaming commands
/// (replay) show progress and keep what they printed if they stop early.
@MainActor
public final class StandardIO: ToolIO {
    /// Creates the standard streams.
    public init() {}

    /// Writes a line to standard output.
    public func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes a line to standard error.
    public func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The process's standard input.
    public var standardInput: FileHandle { FileHandle.standardInput }
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
