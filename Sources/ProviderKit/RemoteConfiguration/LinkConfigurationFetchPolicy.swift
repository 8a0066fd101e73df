import Foundation

/// How a ``LinkConfigurationSource`` talks to the server that serves the remote file.
///
/// The defaults suit a file on any static HTTPS host: at most one fetch every 5 minutes (or the
/// response's `Cache-Control: max-age` when longer), 10 s per request, three tries with a 1 s,
/// then 2 s pause on 5xx and network errors, 256 KiB at most.
public struct LinkConfigurationFetchPolicy: Sendable, Hashable {
    /// The shortest time between two fetches started for the next journey, in seconds. A longer
    /// `Cache-Control: max-age` from the server wins; an explicit
    /// ``LinkConfigurationSource/fetch()`` ignores both.
    public var minimumInterval: TimeInterval
    /// How long one request may take, from sending it to the last byte, in seconds.
    public var timeout: TimeInterval
    /// How many times a fetch tries in all, 1 or more. Only 5xx answers and network errors
    /// (including a timeout and a body cut short) are tried again; a 4xx never is.
    public var maximumAttempts: Int
    /// The pause before the second try, in seconds; it doubles before each later one.
    public var retryDelay: TimeInterval
    /// The largest file accepted, in bytes; a larger answer is abandoned as soon as it is known.
    public var maximumBytes: Int

    /// Creates a policy.
    public init(
        minimumInterval: TimeInterval = 5 * 60, timeout: TimeInterval = 10, maximumAttempts: Int = 3,
        retryDelay: TimeInterval = 1, maximumBytes: Int = 256 * 1024
    ) {
        self.minimumInterval = max(0, minimumInterval)
        self.timeout = max(0.001, timeout)
        self.maximumAttempts = max(1, maximumAttempts)
        self.retryDelay = max(0, retryDelay)
        self.maximumBytes = max(1, maximumBytes)
    }

    /// The defaults described on the type.
    public static let `default` = LinkConfigurationFetchPolicy()
}
