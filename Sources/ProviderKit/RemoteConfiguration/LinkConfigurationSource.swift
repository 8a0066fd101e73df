import Foundation

/// The configuration an app's journeys use, in layers: the bundled file (always there, always
/// valid), the last valid remote file cached on disk, and the remote file at a URL. An app creates
/// one at launch and hands it to ``LinkJourneyCoordinator``, which reads ``configurationForJourney()``
/// when it makes each journey: a journey keeps the configuration it started with to its end.
///
/// ```swift
/// let source = LinkConfigurationSource(
///     bundled: try ProviderConfiguration(contentsOf: bundledURL, registry: registry), registry: registry,
///     remoteURL: URL(string: "https://config.example.com/providers.json"),
///     cacheDirectory: LinkConfigurationSource.defaultCacheDirectory,
///     integrityCheck: try Ed25519ConfigurationSignature(publicKey: teamPublicKey))
/// let coordinator = LinkJourneyCoordinator(
///     configurationSource: source, tokenProvider: tokens, fallbackPolicy: .automatic, rolloutIdentifier: installID)
/// ```
///
/// ### Activation
/// A fetched file becomes active only when it passes the integrity check (if the app gave one),
/// is UTF-8, parses, is a version this build reads, names only registered adapters, and passes
/// every check of `providerkit validate`. Otherwise nothing changes and
/// ``LinkConfigurationFetch/diagnostics`` lists every problem with its key path. An activated file
/// is written to the cache atomically (owner-only), then swapped in whole: never half-applied.
///
/// ### Contract
/// - **Threading**: thread-safe; every member may be called from any thread or actor.
/// - At most one fetch runs at a time: a fetch asked for while one runs gets that one's result.
/// - Nothing here throws: every problem is in ``status``.
public final class LinkConfigurationSource: Sendable {
    /// When the remote file is fetched, after Firebase Remote Config's loading strategies.
    public enum Strategy: Sendable, Hashable {
        /// Use the cache (else the bundle) now, and fetch in the background when a journey is made
        /// and a fetch is due, for the next journey. No journey ever waits for the network.
        case cachedNowFetchForNextJourney
        /// Fetch as soon as the source is created; ``LinkJourneyCoordinator/runJourney(_:entryName:institutionHint:from:)``
        /// waits for that fetch at most `timeout` seconds after creation, then uses the cache,
        /// else the bundle. Later fetches work as ``cachedNowFetchForNextJourney``.
        case fetchAtLaunch(timeout: TimeInterval)
    }

    /// The adapters the app registered: every layer is validated against them.
    public let registry: ProviderRegistry
    /// The bundled configuration, used when no valid remote file is available.
    public let bundled: ProviderConfiguration
    /// The remote file's URL, or `nil` to serve the cache and bundle only.
    public let remoteURL: URL?
    /// When fetches happen.
    public let strategy: Strategy
    /// How fetches talk to the server.
    public let policy: LinkConfigurationFetchPolicy
    /// The check every remote file (fetched or cached) must pass first, or `nil`.
    public let integrityCheck: (any LinkConfigurationIntegrityCheck)?

    let cache: RemoteConfigurationCache?
    let state: RemoteConfigurationState
    private let createdAt: Date

    /// A directory for ``init(bundled:registry:remoteURL:cacheDirectory:strategy:policy:integrityCheck:)``'s
    /// cache: `Library/Application Support/ProviderKit/RemoteConfiguration` in the app's container.
    public static var defaultCacheDirectory: URL {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("ProviderKit", isDirectory: true)
            .appendingPathComponent("RemoteConfiguration", isDirectory: true)
    }

    /// Creates the source and reads the cache (synchronously: one small file). With
    /// ``Strategy/fetchAtLaunch(timeout:)`` the first fetch starts at once.
    ///
    /// - Parameters:
    ///   - bundled: the configuration shipped in the app, already validated.
    ///   - registry: the adapters the app registered.
    ///   - remoteURL: an https URL (plain http only to the loopback host, for tests), or `nil`.
    ///   - cacheDirectory: where the last valid remote file is kept, or `nil` to keep none.
    ///   - strategy: when to fetch.
    ///   - policy: intervals, timeout, retries and size limit.
    ///   - integrityCheck: a check every remote file must pass, such as ``Ed25519ConfigurationSignature``.
    public init(
        bundled: ProviderConfiguration, registry: ProviderRegistry, remoteURL: URL?, cacheDirectory: URL?,
        strategy: Strategy = .cachedNowFetchForNextJourney, policy: LinkConfigurationFetchPolicy = .default,
        integrityCheck: (any LinkConfigurationIntegrityCheck)? = nil
    ) {
        self.registry = registry
        self.bundled = bundled
        self.remoteURL = remoteURL
        self.strategy = strategy
        self.policy = policy
        self.integrityCheck = integrityCheck
        self.createdAt = Date()
        let cache = cacheDirectory.map { RemoteConfigurationCache(directory: $0) }
        self.cache = cache
        self.state = RemoteConfigurationState(
            Self.startingLayer(
                bundled: bundled, registry: registry, remoteURL: remoteURL, cache: cache, integrityCheck: integrityCheck))
        if case .fetchAtLaunch = strategy, remoteURL != nil {
            let launch = Task { [self] in
                _ = await fetch()
                state.finishLaunch()
            }
            state.withLock { $0.launchTask = launch }
        } else {
            state.finishLaunch()
        }
    }

    /// The active configuration now.
    public var configuration: ProviderConfiguration { state.withLock { $0.active.configuration } }

    /// Which layer is active and why, the last fetch and any cache problem.
    public var status: LinkConfigurationStatus {
        state.withLock { fields in
            LinkConfigurationStatus(
                activeLayer: fields.active.layer, reason: fields.active.reason, fetchedAt: fields.active.remote?.fetchedAt,
                etag: fields.active.remote?.etag, lastFetch: fields.lastFetch, cacheProblems: fields.cacheProblems)
        }
    }

    /// The configuration for a journey being made now; starts a background fetch for the next
    /// journey when one is due (see ``LinkConfigurationFetchPolicy/minimumInterval``). Never waits.
    public func configurationForJourney() -> ProviderConfiguration {
        let configuration = self.configuration
        if isFetchDue() {
            Task.detached { [self] in _ = await fetchIfDue() }
        }
        return configuration
    }

    /// Waits, with ``Strategy/fetchAtLaunch(timeout:)``, until the launch fetch ended or the
    /// timeout (counted from the source's creation) passed, whichever is first; returns at once
    /// otherwise. The fetch itself goes on after a timeout, for the next journey.
    public func waitForLaunchFetch() async {
        guard case .fetchAtLaunch(let timeout) = strategy else { return }
        let remaining = createdAt.addingTimeInterval(timeout).timeIntervalSinceNow
        guard remaining > 0 else { return }
        let id = UUID()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            guard state.addLaunchWaiter(id, continuation) else {
                continuation.resume()
                return
            }
            Task.detached { [state] in
                try? await Task.sleep(nanoseconds: UInt64(remaining * 1_000_000_000))
                state.resumeLaunchWaiter(id)
            }
        }
    }

    /// Whether a fetch for the next journey is due: a remote URL is set, no fetch runs, and the
    /// minimum interval (or the server's longer `max-age`) has passed since the last fetch started,
    /// or since the cached file was fetched.
    public func isFetchDue(now: Date = Date()) -> Bool {
        guard remoteURL != nil else { return false }
        return state.withLock { fields in
            guard fields.inFlight == nil else { return false }
            guard let last = fields.lastFetchStartedAt ?? fields.active.remote?.fetchedAt else { return true }
            let interval = max(policy.minimumInterval, fields.active.remote?.maxAge ?? 0)
            return now >= last.addingTimeInterval(interval)
        }
    }

    /// Fetches when ``isFetchDue(now:)``; `nil` when it is not.
    @discardableResult
    public func fetchIfDue() async -> LinkConfigurationFetch? {
        guard isFetchDue() else { return nil }
        return await fetch()
    }

    /// Fetches now, whatever the interval (for example when a push says the file changed), and
    /// activates the file if it is valid. A fetch already running is joined, not repeated.
    @discardableResult
    public func fetch() async -> LinkConfigurationFetch {
        let task = state.withLock { fields -> Task<LinkConfigurationFetch, Never> in
            if let running = fields.inFlight { return running }
            fields.lastFetchStartedAt = Date()
            let started = Task { [self] in
                let result = await performFetch()
                state.withLock {
                    $0.inFlight = nil
                    $0.lastFetch = result
                }
                return result
            }
            fields.inFlight = started
            return started
        }
        return await task.value
    }
}
