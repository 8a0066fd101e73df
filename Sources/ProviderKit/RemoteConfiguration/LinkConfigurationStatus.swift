import Foundation

/// Which configuration a ``LinkConfigurationSource`` serves and why, as a value an app can log.
public struct LinkConfigurationStatus: Sendable, Hashable, CustomStringConvertible {
    /// Where the active configuration came from.
    public enum Layer: String, Sendable, Hashable, CaseIterable {
        /// The file shipped in the app (always valid: checked at build time).
        case bundled
        /// The last valid remote file, read from the on-disk cache at launch.
        case cache
        /// A remote file fetched and activated by this process.
        case remote
    }

    /// Where the active configuration came from.
    public var activeLayer: Layer
    /// Why that layer is active, in one sentence.
    public var reason: String
    /// When the active remote file was fetched (for ``Layer/cache`` and ``Layer/remote``).
    public var fetchedAt: Date?
    /// The active remote file's `ETag`, when the server sent one.
    public var etag: String?
    /// The last fetch, or `nil` before the first one ends.
    public var lastFetch: LinkConfigurationFetch?
    /// Problems with the on-disk cache (unreadable, invalid, not written), oldest first.
    public var cacheProblems: [String]

    /// Creates a status.
    public init(
        activeLayer: Layer, reason: String, fetchedAt: Date? = nil, etag: String? = nil,
        lastFetch: LinkConfigurationFetch? = nil, cacheProblems: [String] = []
    ) {
        self.activeLayer = activeLayer
        self.reason = reason
        self.fetchedAt = fetchedAt
        self.etag = etag
        self.lastFetch = lastFetch
        self.cacheProblems = cacheProblems
    }

    /// `active: cache (reason)`, then the last fetch and cache problems on lines of their own.
    public var description: String {
        var text = "active: \(activeLayer.rawValue) (\(reason))"
        if let lastFetch { text += "\nlast fetch: \(lastFetch)" }
        for problem in cacheProblems { text += "\ncache: \(problem)" }
        return text
    }
}
