import Foundation
import ProviderKit

/// A ``MeshCredentialStore`` in one JSON file, for Linux, servers, tests and the `providerkit store` command.
///
/// - Writes are atomic: a `0600` temporary file in the same directory, written in full, `fsync`ed,
///   then renamed over the store and the directory `fsync`ed. A crash at any point leaves either
///   the old or the new contents, never a mix; temporaries a crash left behind are removed on the
///   next write.
/// - The file is `0600` (owner read/write only) whatever the umask; a file found with wider
///   permissions is tightened when read. Its directory is created `0700` when missing.
/// - The format is versioned (`MeshCredentialsFile`). A newer version is refused and left alone.
/// - Tokens are in the clear only inside the file (encoded with ``/ProviderKit/Swift/CodingUserInfoKey/revealSecrets``).
/// - A corrupt or unreadable file is never overwritten: it is renamed to
///   `<file>.corrupt-<time>-<id>` (or `.unreadable-…`) and the call throws a ``MeshStoreError`` naming both paths.
/// - Every call holds an exclusive `flock` on `<file>.lock` from its read to its rename (the whole
///   read-modify-write), so several processes can add and remove at once and lose no update.
/// - A symbolic link at the store path, its temporary file or its lock file is never followed:
///   the call throws a ``MeshStoreError`` that names the link, and nothing is read, moved or written.
/// - A store path that is anything but a regular file (a directory, a FIFO, a device, a socket, a
///   symbolic link) is refused by every call, reads included, before anything is created beside it:
///   the call throws ``MeshStoreError/unreadable(location:movedTo:reason:)`` naming what is there,
///   and the path, what it points to and its directory are left exactly as they were (no lock file).
public final class FileCredentialStore: MeshCredentialStore, @unchecked Sendable {
    /// The store file's path.
    public let path: String
    private let file: PrivateFile
    private let mutex = NSLock()

    /// The permission bits of the store file.
    public static let fileMode: UInt16 = 0o600

    /// A store at `path`. Nothing is read or created until the first call.
    public convenience init(path: String) {
        self.init(path: path, file: PrivateFile())
    }

    /// A store at `url`, which must be a file URL.
    public convenience init(url: URL) {
        self.init(path: url.path)
    }

    /// A store at `path` on a configured file layer (tests inject failures or drop the lock).
    package init(path: String, file: PrivateFile) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
        self.file = file
    }

    private var lockPath: String { path + ".lock" }
    private var directory: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    /// The stored connections. Listing never creates the store's directory: when it does not
    /// exist the store is empty (so `providerkit store list` with a mistyped path changes nothing).
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    public func list() throws -> [MeshLinkSDK.AccessTokenPayload] {
        guard FileManager.default.fileExists(atPath: directory) else { return [] }
        return try locked(creatingDirectory: false) { () throws(MeshStoreError) in try load() }
    }

    /// Adds a connection, replacing one with the same id, and writes the file.
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    @discardableResult
    public func add(_ accessToken: MeshLinkSDK.AccessTokenPayload) throws -> MeshStoreChange {
        try update(writes: { _ in true }) { MeshStoreEdits.add(accessToken, to: &$0) }
    }

    /// Removes the connection with `id` and writes the file when something was removed.
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    @discardableResult
    public func remove(id: String) throws -> MeshLinkSDK.AccessTokenPayload? {
        try update(writes: { $0 != nil }) { MeshStoreEdits.remove(id: id, from: &$0) }
    }

    /// Replaces every stored connection and writes the file (an empty list writes an empty store).
    /// The current file is read first, so a corrupt or newer one is moved aside or refused, not overwritten.
    ///
    /// - Throws: a ``MeshStoreError`` when the store cannot be read or written.
    public func save(_ accessTokens: [MeshLinkSDK.AccessTokenPayload]) throws {
        try update(writes: { _ in true }) { $0 = MeshStoreEdits.unique(accessTokens) }
    }

    // MARK: - Internals

    /// One read-modify-write, holding the lock from the read to the rename.
    private func update<T>(writes: (T) -> Bool, _ edit: (inout [MeshLinkSDK.AccessTokenPayload]) -> T)
        throws(MeshStoreError) -> T
    {
        try locked { () throws(MeshStoreError) in
            try MeshStoreEdits.update(load: load, write: write, writes: writes, edit: edit)
        }
    }

    /// Runs `body` holding this instance's mutex and the exclusive lock on `<file>.lock` (which
    /// other instances and processes take too).
    private func locked<T>(creatingDirectory: Bool = true, _ body: () throws(MeshStoreError) -> T)
        throws(MeshStoreError) -> T
    {
        mutex.lock()
        defer { mutex.unlock() }
        try refuseUnlessRegularFile()
        let held: PrivateFileLock
        do {
            if creatingDirectory { try file.ensureDirectory(directory) }
            held = try file.lockExclusively(lockPath)
        } catch {
            throw .writeFailed(location: path, reason: error.description)
        }
        defer { held.unlock() }
        return try body()
    }

    /// Throws when something other than a regular file is at the store path; checked before the
    /// lock file is created, so a refused path gets nothing beside it.
    private func refuseUnlessRegularFile() throws(MeshStoreError) {
        guard let kind = file.nonRegularKind(path) else { return }
        if file.isSymbolicLink(path) {
            throw .unreadable(location: path, movedTo: nil, reason: PrivateFile.Failure.symbolicLink(.read, path).description)
        }
        throw .unreadable(location: path, movedTo: nil, reason: "it is \(kind), not a regular file; it was left as it is")
    }

    private func load() throws(MeshStoreError) -> [MeshLinkSDK.AccessTokenPayload] {
        let data: Data
        do {
            guard let read = try file.read(path) else { return [] }
            data = read
        } catch where error.isSymbolicLink {
            // Refused, not moved: the link (and whatever it points to) stays as it is.
            throw .unreadable(location: path, movedTo: nil, reason: error.description)
        } catch {
            // Only a regular file is ever moved aside: anything else stays where it is.
            let movedTo = file.nonRegularKind(path) == nil ? file.moveAside(path, label: "unreadable") : nil
            throw .unreadable(location: path, movedTo: movedTo, reason: error.description)
        }
        let decoder = JSONDecoder()
        let header: MeshCredentialsFile.Header
        do {
            header = try StrictJSONDecoding.decode(MeshCredentialsFile.Header.self, from: data, using: decoder)
        } catch {
            throw corrupt("not a ProviderKit Mesh credential file: \(Self.describe(error))")
        }
        guard header.format == MeshCredentialsFile.formatName else {
            throw corrupt("unexpected format \"\(SecretRedactor.standard.quote(header.format, limit: 64))\"")
        }
        guard header.version <= MeshCredentialsFile.currentVersion else {
            throw .unsupportedVersion(
                location: path, found: header.version, supported: MeshCredentialsFile.currentVersion)
        }
        guard header.version >= 1 else { throw corrupt("invalid version \(header.version)") }
        do {
            return try decoder.decode(MeshCredentialsFile.self, from: data).accessTokens
        } catch {
            throw corrupt(Self.describe(error))
        }
    }

    private func corrupt(_ reason: String) -> MeshStoreError {
        .corrupt(location: path, movedTo: file.moveAside(path, label: "corrupt"), reason: reason)
    }

    private func write(_ accessTokens: [MeshLinkSDK.AccessTokenPayload]) throws(MeshStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.userInfo[.revealSecrets] = true
        let data: Data
        do {
            data = try encoder.encode(MeshCredentialsFile(accessTokens: accessTokens))
        } catch {
            throw .writeFailed(location: path, reason: "encoding failed: \(Self.describe(error))")
        }
        file.removeStaleTemporaries(of: path)
        do {
            try file.writeAtomically(data, to: path)
        } catch {
            throw .writeFailed(location: path, reason: error.description)
        }
    }

    /// A decoding error's key path and the kind of what was wrong, without any value from the
    /// file (the core's ``ProviderKit/DecodingErrorDescription``); anything else is "invalid JSON".
    static func describe(_ error: any Error) -> String {
        if let error = error as? JSONSyntaxError { return "invalid JSON at \(error.description)" }
        guard let error = error as? DecodingError else { return "invalid JSON" }
        if case .dataCorrupted(let context) = error, context.codingPath.isEmpty { return "invalid JSON" }
        return DecodingErrorDescription.describe(error, root: "the file")
    }
}
