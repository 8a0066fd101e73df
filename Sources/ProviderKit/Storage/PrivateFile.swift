import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owner-only files: atomic `0600` writes into `0700` directories, reads that refuse anything but
/// a regular file, and moving a file aside instead of overwriting it. The journey journal and the
/// file secure store use it.
package struct PrivateFile: Sendable {
    /// A failed system call: what was attempted and its `errno`.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// The operation, for example `rename`.
        package var operation: String
        /// The `errno`.
        package var code: Int32

        /// `rename failed: No space left on device (errno 28)`.
        package var description: String {
            "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// The environment variable that makes a debug build kill its own process (`SIGKILL`) just
    /// before the `rename` of an atomic write whose target name contains its value: `TEXT` crashes
    /// at the first such write, `TEXT#N` at the N-th. A test checks what a real crash leaves
    /// behind. Release builds ignore it.
    package static let crashEnvironmentVariable = "PROVIDERKIT_PRIVATE_FILE_CRASH_BEFORE_RENAME"

    /// Creates the helper.
    package init() {}

    /// The file's bytes, or `nil` when it does not exist.
    package func read(_ path: String) throws(Failure) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw Failure(operation: "open", code: errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(operation: "fstat", code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(operation: "read", code: EISDIR) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { privateFileRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "read", code: errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Replaces `path` with `data` atomically: a `0600` temporary file in the same directory,
    /// written in full, `fsync`ed, renamed over the target, then the directory `fsync`ed. On any
    /// failure the target is untouched and the temporary file removed.
    package func writeAtomically(_ data: Data, to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = "\(directory)/.\(url.lastPathComponent).tmp-\(UUID().uuidString)"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Failure(operation: "create", code: errno) }
        var closed = false
        var renamed = false
        defer {
            if !closed { close(fd) }
            if !renamed { unlink(temporary) }
        }
        guard fchmod(fd, 0o600) == 0 else { throw Failure(operation: "fchmod", code: errno) }
        let writeError: Int32? = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = privateFileWrite(fd, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let writeError { throw Failure(operation: "write", code: writeError) }
        guard fsync(fd) == 0 else { throw Failure(operation: "fsync", code: errno) }
        closed = true
        guard close(fd) == 0 else { throw Failure(operation: "close", code: errno) }
        Self.crashIfRequested(before: url.lastPathComponent)
        guard rename(temporary, path) == 0 else { throw Failure(operation: "rename", code: errno) }
        renamed = true
        let directoryFD = open(directory, O_RDONLY | O_CLOEXEC)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// Removes `path`; a missing file is not an error.
    package func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else { throw Failure(operation: "unlink", code: errno) }
    }

    /// Renames `path` to a unique sibling `<path>.<label>-<timestamp>-<id>`; returns the new path.
    package func moveAside(_ path: String, label: String) -> String? {
        let stamp = Int(Date().timeIntervalSince1970)
        let destination = "\(path).\(label)-\(stamp)-\(UUID().uuidString.prefix(8))"
        return rename(path, destination) == 0 ? destination : nil
    }

    /// The permission bits of `path`, or `nil` when it cannot be examined.
    package func permissions(_ path: String) -> UInt16? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt16(info.st_mode & 0o7777)
    }

    /// Creates `directory` and its parents with mode `0700` when missing.
    package func ensureDirectory(_ directory: String) throws(Failure) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw Failure(operation: "mkdir", code: ENOTDIR) }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(operation: "mkdir", code: errno == 0 ? EIO : errno)
        }
    }

    /// The names in `directory`, sorted; empty when it does not exist.
    package func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    #if DEBUG
        private static let crashTarget = ProcessInfo.processInfo.environment[crashEnvironmentVariable]
    #else
        private static let crashTarget: String? = nil
    #endif
    private static let crashCounter = CrashCounter()

    private static func crashIfRequested(before name: String) {
        guard let crashTarget, !crashTarget.isEmpty else { return }
        let parts = crashTarget.split(separator: "#", maxSplits: 1)
        guard let text = parts.first, name.contains(text) else { return }
        let wanted = parts.count == 2 ? Int(parts[1]) ?? 1 : 1
        guard crashCounter.next() == wanted else { return }
        kill(getpid(), SIGKILL)
        _exit(137)
    }

    /// Counts matching writes for the crash hook, from any thread.
    private final class CrashCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func next() -> Int { lock.withLock { count += 1; return count } }
    }
}

#if canImport(Glibc) || canImport(Musl)
    /// `read(2)`, spelled the same on every platform (the owner-only file helpers share it).
    package func privateFileRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        read(fd, buffer, count)
    }
    /// `write(2)`, spelled the same on every platform.
    package func privateFileWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        write(fd, buffer, count)
    }
#else
    /// `read(2)`, spelled the same on every platform (the owner-only file helpers share it).
    package func privateFileRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        Darwin.read(fd, buffer, count)
    }
    /// `write(2)`, spelled the same on every platform.
    package func privateFileWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        Darwin.write(fd, buffer, count)
    }
#endif
