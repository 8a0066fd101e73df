import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owner-only files, the one mechanism every file-backed store in the package uses (the journey
/// journal, ``FileSecureStore`` and Mesh's `FileCredentialStore`):
///
/// - **Atomic writes**: a temporary file in the same directory, created `0600` with
///   `O_CREAT | O_EXCL | O_NOFOLLOW` whatever the umask, written in full, `fsync`ed, renamed over
///   the target, then the directory `fsync`ed. On any failure the target is untouched and the
///   temporary removed; a crash leaves the old or the new file and, at worst, a stale temporary.
/// - **No symbolic links**: reads open with `O_NOFOLLOW`, a write refuses a target that is a
///   link, the temporary and lock files are created with `O_NOFOLLOW`; each refusal is a
///   ``Failure`` that names the path and says what to do. Nothing is read or written through a link.
/// - **Locking**: ``lockExclusively(_:)`` takes an exclusive `flock` on a sidecar lock file, to be
///   held across a whole read-modify-write, so concurrent processes lose no update.
/// - Reads accept only regular files, and tighten group or other permission bits to `0600`.
///
/// `package`: an app never sees it.
package struct PrivateFile: Sendable {
    /// Called before each step; returning an `errno` makes the step fail with it. Tests only.
    package var injectFailure: @Sendable (Step) -> Int32? = { _ in nil }

    /// The temporary file's name for a target named `name`: `.<name>.tmp-<random>` unless a test
    /// fixes it (to plant a symbolic link where the temporary will be created).
    package var temporaryName: @Sendable (_ name: String) -> String = { ".\($0).tmp-\(UUID().uuidString)" }

    /// Whether ``lockExclusively(_:)`` really locks (and ``removeStaleTemporaries(of:)``, which is
    /// safe only under the lock, removes anything). `false` exists only so the contention test can
    /// show that without the lock concurrent processes lose updates; nothing else sets it.
    package var takesLocks = true

    /// A test seam, called with each step of every private-file operation and the target's path
    /// just before the step runs (for ``Step/write``, with half of the new contents written).
    /// Tooling installs one to kill its own process there, so tests see what a real crash leaves
    /// behind. `nil`, the default, does nothing; nothing an app links installs one. Thread-safe.
    package static var stepObserver: (@Sendable (_ step: Step, _ path: String) -> Void)? {
        get { observerBox.withLock { $0 } }
        set { observerBox.withLock { $0 = newValue } }
    }

    private static let observerBox = ObserverBox()

    /// Creates the helper.
    package init() {}

    /// Runs the crash hook, then the injected failure, before `step` on `path`.
    private func checkpoint(_ step: Step, _ path: String) throws(Failure) {
        Self.stepObserver?(step, path)
        if let code = injectFailure(step) { throw Failure(step: step, code: code, path: path) }
    }

    /// The file's bytes, or `nil` when it does not exist. Refuses a symbolic link, and anything
    /// but a regular file; group or other permission bits are removed.
    package func read(_ path: String) throws(Failure) -> Data? {
        try checkpoint(.read, path)
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP || isSymbolicLink(path) { throw .symbolicLink(.read, path) }
            throw Failure(step: .read, code: code, path: path)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(step: .read, code: errno, path: path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(step: .read, code: EISDIR, path: path) }
        if info.st_mode & 0o077 != 0 { _ = fchmod(fd, 0o600) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            // `read(2)` fills a pointer: no safe form of this call exists.
            let count = buffer.withUnsafeMutableBytes { privateFileRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(step: .read, code: errno, path: path)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Replaces `path` with `data` atomically (see the type's documentation). Refuses a target
    /// that is a symbolic link; on any failure before the rename the target is untouched.
    package func writeAtomically(_ data: Data, to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = "\(directory)/\(temporaryName(url.lastPathComponent))"
        if isSymbolicLink(path) { throw .symbolicLink(.createTemporary, path) }

        try checkpoint(.createTemporary, path)
        // O_EXCL fails on anything already there (a link included); O_NOFOLLOW says so twice.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let code = errno
            if isSymbolicLink(temporary) { throw .symbolicLink(.createTemporary, temporary) }
            throw Failure(step: .createTemporary, code: code, path: temporary)
        }
        var closed = false
        var renamed = false
        defer {
            if !closed { close(fd) }
            if !renamed { unlink(temporary) }
        }
        // The umask may have removed bits; make the mode exactly 0600.
        guard fchmod(fd, 0o600) == 0 else { throw Failure(step: .createTemporary, code: errno, path: temporary) }

        if let code = injectFailure(.write) { throw Failure(step: .write, code: code, path: temporary) }
        // The observer sees `write` with half of the contents written, as a crash there would leave them.
        let half = data.count / 2
        if let writeError = Self.writeAll(data, to: fd, from: 0, upTo: half) { throw Failure(step: .write, code: writeError, path: temporary) }
        Self.stepObserver?(.write, path)
        if let writeError = Self.writeAll(data, to: fd, from: half, upTo: data.count) {
            throw Failure(step: .write, code: writeError, path: temporary)
        }

        try checkpoint(.sync, path)
        guard fsync(fd) == 0 else { throw Failure(step: .sync, code: errno, path: temporary) }
        closed = true
        guard close(fd) == 0 else { throw Failure(step: .sync, code: errno, path: temporary) }

        try checkpoint(.rename, path)
        // rename(2) replaces a link rather than following it; refuse one planted since the check above.
        if isSymbolicLink(path) { throw .symbolicLink(.rename, path) }
        guard rename(temporary, path) == 0 else { throw Failure(step: .rename, code: errno, path: path) }
        renamed = true

        try checkpoint(.syncDirectory, path)
        let directoryFD = open(directory, O_RDONLY | O_CLOEXEC)
        if directoryFD >= 0 {
            defer { close(directoryFD) }
            guard fsync(directoryFD) == 0 else { throw Failure(step: .syncDirectory, code: errno, path: directory) }
        }
    }

    /// Writes the bytes of `data` from `start` up to `count`; the `errno` of a failed `write`, or `nil`.
    private static func writeAll(_ data: Data, to fd: Int32, from start: Int, upTo count: Int) -> Int32? {
        // `write(2)` takes a pointer: no safe form of this call exists.
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = start
            while offset < count {
                let written = privateFileWrite(fd, base + offset, count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Takes an exclusive lock on the sidecar file `lockPath` (created `0600`, never followed
    /// through a link), waiting while another process or thread holds it. Hold the result across
    /// the whole read-modify-write and ``PrivateFileLock/unlock()`` it after.
    package func lockExclusively(_ lockPath: String) throws(Failure) -> PrivateFileLock {
        try checkpoint(.lock, lockPath)
        guard takesLocks else { return PrivateFileLock(path: lockPath, descriptor: nil) }
        return try PrivateFileLock.acquire(lockPath)
    }

    /// Takes the exclusive lock on the sidecar file `lockPath` when nothing else holds it; `nil`
    /// when another process (or another open of it in this process) does. Never waits.
    package func tryLockExclusively(_ lockPath: String) throws(Failure) -> PrivateFileLock? {
        try checkpoint(.lock, lockPath)
        guard takesLocks else { return PrivateFileLock(path: lockPath, descriptor: nil) }
        return try PrivateFileLock.attempt(lockPath)
    }

    /// Removes `path` (a link itself, never what it points to); a missing file is not an error.
    package func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else { throw Failure(step: .remove, code: errno, path: path) }
    }

    /// Removes the temporary files an interrupted write left next to `path`: regular files only
    /// (ProviderKit never creates anything else there, so a link is left alone and never followed).
    /// Call it holding the file's lock, or when no other process can be writing; without locks
    /// (``takesLocks`` `false`) no temporary can be known to be stale, and it removes nothing.
    @discardableResult
    package func removeStaleTemporaries(of path: String) -> [String] {
        guard takesLocks else { return [] }
        let url = URL(fileURLWithPath: path)
        let prefix = ".\(url.lastPathComponent).tmp-"
        let directory = url.deletingLastPathComponent().path
        return names(in: directory).filter { $0.hasPrefix(prefix) }.map { "\(directory)/\($0)" }
            .filter { isRegularFile($0) && unlink($0) == 0 }
    }

    /// Whether `path` itself is a regular file (not a link to one).
    private func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Renames `path` to a unique sibling `<path>.<label>-<timestamp>-<id>`; returns the new path.
    package func moveAside(_ path: String, label: String) -> String? {
        let stamp = Int(Date().timeIntervalSince1970)
        let destination = "\(path).\(label)-\(stamp)-\(UUID().uuidString.prefix(8))"
        return rename(path, destination) == 0 ? destination : nil
    }

    /// What `path` itself is when it exists and is not a regular file ("a directory", "a FIFO",
    /// "a character device", "a block device", "a socket", "a symbolic link"); `nil` when nothing
    /// is there or it is a regular file. Never follows a link.
    package func nonRegularKind(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Whether `path` itself is a symbolic link.
    package func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The permission bits of `path` itself (not of what a link points to), or `nil`.
    package func permissions(_ path: String) -> UInt16? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return UInt16(info.st_mode & 0o7777)
    }

    /// Creates `directory` and its parents with mode `0700` when missing.
    package func ensureDirectory(_ directory: String) throws(Failure) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw Failure(step: .createDirectory, code: ENOTDIR, path: directory)
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(step: .createDirectory, code: errno == 0 ? EIO : errno, path: directory)
        }
    }

    /// Creates `directory` (`0700`) when missing; an existing directory with group or other
    /// permission bits is tightened to `0700`, and refused (``Failure`` on ``Step/createDirectory``,
    /// `EPERM`) when it cannot be (another user owns it, or `chmod` fails).
    package func ensurePrivateDirectory(_ directory: String) throws(Failure) {
        try ensureDirectory(directory)
        var info = stat()
        guard stat(directory, &info) == 0 else { throw Failure(step: .createDirectory, code: errno, path: directory) }
        guard info.st_mode & 0o077 != 0 else { return }
        guard info.st_uid == geteuid(), chmod(directory, 0o700) == 0 else {
            throw Failure(step: .createDirectory, code: EPERM, path: directory, looseDirectory: true)
        }
    }

    /// The names in `directory`, sorted; empty when it does not exist.
    package func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}

// `read(2)` and `write(2)` take raw pointers, the one unsafe API the core uses: Foundation's
// `FileHandle` cannot open with `O_NOFOLLOW` or report `errno`, which the owner-only files need.
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

extension PrivateFile {
    /// Holds ``PrivateFile/stepObserver`` behind a lock.
    fileprivate final class ObserverBox: @unchecked Sendable {
        private let lock = NSLock()
        private var observer: (@Sendable (Step, String) -> Void)?

        func withLock<T>(_ body: (inout (@Sendable (Step, String) -> Void)?) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&observer)
        }
    }
}
