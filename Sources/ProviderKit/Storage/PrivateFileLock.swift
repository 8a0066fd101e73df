import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on a sidecar lock file, held from ``PrivateFile/lockExclusively(_:)``
/// until ``unlock()`` (or until the value is released, or the process dies: the kernel drops the
/// lock with the last descriptor). Hold it across a whole read-modify-write so processes sharing a
/// file do not lose each other's updates.
///
/// The lock file is opened with `O_NOFOLLOW` (a symbolic link there is refused) and created `0600`.
/// It holds no data and is never removed: removing it while another process waits on it would let
/// two processes hold "the" lock on two different files.
package final class PrivateFileLock: @unchecked Sendable {
    /// The lock file's path.
    package let path: String
    private let mutex = NSLock()
    private var descriptor: Int32?

    /// Opens (creating `0600` when missing) and locks `path`, waiting as long as another holder
    /// keeps it. `nil` descriptor: a lock that was not taken (the contention test's planted run).
    init(path: String, descriptor: Int32?) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Takes an exclusive lock on `path`, waiting for other holders.
    static func acquire(_ path: String) throws(PrivateFile.Failure) -> PrivateFileLock {
        guard let lock = try take(path, waiting: true) else { throw PrivateFile.Failure(step: .lock, code: EWOULDBLOCK, path: path) }
        return lock
    }

    /// Takes an exclusive lock on `path` if no other descriptor holds it (another process, or
    /// another open of the same file in this process); `nil` when one does. Never waits.
    static func attempt(_ path: String) throws(PrivateFile.Failure) -> PrivateFileLock? {
        try take(path, waiting: false)
    }

    private static func take(_ path: String, waiting: Bool) throws(PrivateFile.Failure) -> PrivateFileLock? {
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP { throw .symbolicLink(.lock, path) }
            throw PrivateFile.Failure(step: .lock, code: code, path: path)
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw PrivateFile.Failure(step: .lock, code: EINVAL, path: path)
        }
        while flock(fd, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if !waiting, code == EWOULDBLOCK {
                close(fd)
                return nil
            }
            guard code == EINTR else {
                close(fd)
                throw PrivateFile.Failure(step: .lock, code: code, path: path)
            }
        }
        return PrivateFileLock(path: path, descriptor: fd)
    }

    /// Releases the lock; calling it again does nothing.
    package func unlock() {
        mutex.withLock {
            guard let fd = descriptor else { return }
            descriptor = nil
            flock(fd, LOCK_UN)
            close(fd)
        }
    }

    deinit { unlock() }
}
