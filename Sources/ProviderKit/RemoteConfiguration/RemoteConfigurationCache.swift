import Foundation

/// The last valid remote file on disk: one owner-only file written atomically
/// (``PrivateFile/writeAtomically(_:to:)``), so a crash leaves the previous file or the new one,
/// never a torn one. It holds the file's text, its signature and the HTTP facts a conditional
/// request needs; it is re-validated (and its signature re-checked) whenever it is read.
struct RemoteConfigurationCache: Sendable {
    /// The cache file's name inside the cache directory.
    static let fileName = "remote-configuration.json"

    /// What the cache file holds.
    struct Entry: Codable, Sendable, Hashable {
        /// The layout of this file; only 1 is read.
        var format: Int
        /// The URL the file was fetched from: a cache for another URL is ignored.
        var url: String
        var etag: String?
        var fetchedAt: Date
        /// The server's `Cache-Control: max-age`, in seconds.
        var maxAge: TimeInterval?
        /// The configuration file's bytes, as served.
        var body: Data
        /// The signature served beside it, when an integrity check is used.
        var signature: Data?
    }

    let path: String
    let file: PrivateFile

    init(directory: URL, file: PrivateFile = PrivateFile()) {
        self.path = directory.appendingPathComponent(Self.fileName).path
        self.file = file
    }

    /// The cached entry; `nil` when there is none; a failure says why it cannot be used.
    func load() -> Result<Entry?, CacheProblem> {
        let data: Data?
        do {
            data = try file.read(path)
        } catch {
            return .failure(CacheProblem(message: "cannot read \(path): \(error)"))
        }
        guard let data else { return .success(nil) }
        do {
            let entry = try StrictJSONDecoding.decode(Entry.self, from: data)
            guard entry.format == 1 else {
                return .failure(CacheProblem(message: "\(path) has format \(entry.format); this build reads format 1"))
            }
            return .success(entry)
        } catch {
            return .failure(CacheProblem(message: "\(path) is not a cache file this build reads; ignored"))
        }
    }

    /// Replaces the cache with `entry`, creating the directory (0700) when missing; removes
    /// temporaries an interrupted write left behind.
    func store(_ entry: Entry) -> CacheProblem? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(entry)
            try file.ensureDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            // Under the lock no other process writes, so any temporary found is stale.
            let lock = try file.lockExclusively(path + ".lock")
            defer { lock.unlock() }
            file.removeStaleTemporaries(of: path)
            try file.writeAtomically(data, to: path)
            return nil
        } catch {
            return CacheProblem(message: "cannot write \(path): \(error)")
        }
    }

    /// Why the cache could not be used or written.
    struct CacheProblem: Error, Sendable {
        var message: String
    }
}
