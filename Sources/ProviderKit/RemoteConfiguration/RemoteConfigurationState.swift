import Foundation

/// The mutable part of a ``LinkConfigurationSource``, behind one lock.
final class RemoteConfigurationState: @unchecked Sendable {
    /// The active configuration and where it came from.
    struct Active: Sendable {
        var configuration: ProviderConfiguration
        var layer: LinkConfigurationStatus.Layer
        var reason: String
        /// The remote file it was read from (cache or fetch), or `nil` for the bundle.
        var remote: RemoteConfigurationCache.Entry?
    }

    /// Everything the lock guards.
    struct Fields {
        var active: Active
        var lastFetch: LinkConfigurationFetch?
        var cacheProblems: [String]
        var lastFetchStartedAt: Date?
        var inFlight: Task<LinkConfigurationFetch, Never>?
        var launchTask: Task<Void, Never>?
        var launchFinished = false
        var launchWaiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    }

    private let lock = NSLock()
    private var fields: Fields

    init(_ start: (active: Active, cacheProblems: [String])) {
        fields = Fields(active: start.active, cacheProblems: start.cacheProblems)
    }

    /// Runs `body` with the fields, under the lock. `body` must not block or call back in.
    func withLock<T>(_ body: (inout Fields) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&fields)
    }

    /// Registers a waiter for the launch fetch; `false` when it already ended.
    func addLaunchWaiter(_ id: UUID, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        withLock { fields in
            guard !fields.launchFinished else { return false }
            fields.launchWaiters[id] = continuation
            return true
        }
    }

    /// Resumes the waiter `id` if it still waits (its timeout passed).
    func resumeLaunchWaiter(_ id: UUID) {
        withLock { $0.launchWaiters.removeValue(forKey: id) }?.resume()
    }

    /// Marks the launch fetch ended and resumes every waiter, each exactly once.
    func finishLaunch() {
        let waiters = withLock { fields -> [CheckedContinuation<Void, Never>] in
            fields.launchFinished = true
            let waiting = Array(fields.launchWaiters.values)
            fields.launchWaiters.removeAll()
            return waiting
        }
        for waiter in waiters { waiter.resume() }
    }
}
