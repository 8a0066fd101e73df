import Foundation
import ProviderKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX file operations the file store needs, with the steps of an atomic write named so a
/// test can make any one of them fail (as a full disk, a crash or a revoked permission would).
package struct POSIXFile: Sendable {
    /// A step of reading or atomically writing a file.
    package enum Step: String, Sendable, CaseIterable {
        /// Opening and reading the current file.
        case read
        /// Creating the temporary file next to the target.
        case createTemporary
        /// Writing the new contents into the temporary file.
        case write
        /// `fsync` of the temporary file.
        case sync
        /// `rename` of the temporary file over the target.
        case rename
        /// `fsync` of the directory, so the rename itself is durable.
        case syncDirectory
    }

    /// A failed system call: the step and its `errno`.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var step: Step
        var code: Int32

        var description: String { "\(step.rawValue) failed: \(String(cString: strerror(code))) (errno \(code))" }
    }

    /// Called before each step; returning an `errno` makes the step fail with it. Tests only.
    var injectFailure: @Sendable (Step) -> Int32? = { _ in nil }

    /// The step at which the process kills itself (`SIGKILL`, no clean-up of any kind) in the
    /// middle of an atomic write, so a test can check what a real crash leaves behind: just before
    /// that step, except `write`, where it dies with half of the new contents written. `nil`, the
    /// default, never crashes.
    ///
    /// Nothing in the adapter reads the environment: only the `providerkit` tool sets this hook
    /// (from `PROVIDERKIT_MESH_STORE_CRASH_AT`, in debug builds), and it is `package`, so an app
    /// cannot reach it.
    package static var crashStep: Step? {
        get { crashStepLock.withLock { storedCrashStep } }
        set { crashStepLock.withLock { storedCrashStep = newValue } }
    }
    private static let crashStepLock = NSLock()
    nonisolated(unsafe) private static var storedCrashStep: Step?

    /// Dies like a crashed process when ``crashStep`` is `step`.
    private static func crashIfRequested(at step: Step) {
        guard crashStep == step else { return }
        kill(getpid(), SIGKILL)
        _exit(137)  // not reached: SIGKILL sent to the calling process is delivered before kill returns
    }

    /// Runs the crash hook, then the injected failure, before `step`.
    private func checkpoint(_ step: Step) throws(Failure) {
        Self.crashIfRequested(at: step)
        if let code = injectFailure(step) { throw Failure(step: step, code: code) }
    }

    /// The file's bytes, or `nil` when it does not exist.
    func read(_ path: String) throws(Failure) -> Data? {
        try checkpoint(.read)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw Failure(step: .read, code: errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(step: .read, code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(step: .read, code: EISDIR) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { privateFileRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(step: .read, code: errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Replaces `path` with `data` atomically: a `0600` temporary file in the same directory,
    /// written in full, `fsync`ed, renamed over the target, then the directory `fsync`ed. On any
    /// failure the temporary file is removed and the target is untouched.
    func writeAtomically(_ data: Data, to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = "\(directory)/.\(url.lastPathComponent).tmp-\(UUID().uuidString)"

        try checkpoint(.createTemporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Failure(step: .createTemporary, code: errno) }
        var closed = false
        var renamed = false
        defer {
            if !closed { close(fd) }
            if !renamed { unlink(temporary) }
        }
        // The umask may have removed bits; make the mode exactly 0600.
        guard fchmod(fd, 0o600) == 0 else { throw Failure(step: .createTemporary, code: errno) }

        if let code = injectFailure(.write) { throw Failure(step: .write, code: code) }
        // A requested crash at `write` happens with half of the contents written.
        let crashMidWrite = Self.crashStep == .write
        let writeError: Int32? = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            let end = crashMidWrite ? bytes.count / 2 : bytes.count
            var offset = 0
            while offset < end {
                let written = privateFileWrite(fd, base + offset, end - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        Self.crashIfRequested(at: .write)
        if let writeError { throw Failure(step: .write, code: writeError) }

        try checkpoint(.sync)
        guard fsync(fd) == 0 else { throw Failure(step: .sync, code: errno) }
        closed = true
        guard close(fd) == 0 else { throw Failure(step: .sync, code: errno) }

        try checkpoint(.rename)
        guard rename(temporary, path) == 0 else { throw Failure(step: .rename, code: errno) }
        renamed = true

        try checkpoint(.syncDirectory)
        let directoryFD = open(directory, O_RDONLY | O_CLOEXEC)
        if directoryFD >= 0 {
            defer { close(directoryFD) }
            guard fsync(directoryFD) == 0 else { throw Failure(step: .syncDirectory, code: errno) }
        }
    }

    /// Renames `path` to a unique sibling ending in `.<label>-<timestamp>`; returns the new path.
    func moveAside(_ path: String, label: String) -> String? {
        let stamp = Int(Date().timeIntervalSince1970)
        let destination = "\(path).\(label)-\(stamp)-\(UUID().uuidString.prefix(8))"
        return rename(path, destination) == 0 ? destination : nil
    }

    /// The permission bits of `path`, or `nil` when it cannot be examined.
    func permissions(_ path: String) -> UInt16? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt16(info.st_mode & 0o7777)
    }

    /// Sets the permission bits of `path`.
    @discardableResult
    func setPermissions(_ path: String, _ mode: UInt16) -> Bool {
        chmod(path, mode_t(mode)) == 0
    }

    /// Creates `directory` (and its parents) with mode `0700` when missing.
    func ensureDirectory(_ directory: String) throws(Failure) {
        var info = stat()
        if stat(directory, &info) == 0 { return }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(step: .createTemporary, code: errno == 0 ? EIO : errno)
        }
    }

    /// Runs `body` holding an exclusive `flock` on `lockPath` (created `0600`), so processes sharing
    /// the store do not interleave read-modify-write cycles.
    func withExclusiveLock<T>(_ lockPath: String, _ body: () throws(MeshStoreError) -> T) throws(MeshStoreError) -> T {
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw MeshStoreError.writeFailed(
                location: lockPath, reason: "cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw MeshStoreError.writeFailed(
                    location: lockPath, reason: "cannot lock: \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Removes temporary files an interrupted write left next to `path`. Call with the lock held.
    func removeStaleTemporaries(of path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let prefix = ".\(url.lastPathComponent).tmp-"
        let directory = url.deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let stale = "\(directory)/\(name)"
            if unlink(stale) == 0 { removed.append(stale) }
        }
        return removed
    }
}
