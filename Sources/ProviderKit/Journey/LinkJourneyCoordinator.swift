import Foundation

/// The one object an app keeps to link accounts: it makes journeys, finds and ends journeys the
/// system interrupted, and routes universal links.
///
/// ```swift
/// let coordinator = LinkJourneyCoordinator(
///     configuration: configuration, registry: registry, tokenProvider: ServerTokens(), fallbackPolicy: .automatic)
/// let result = try await coordinator.runJourney(from: .viewController(self))
/// ```
///
/// With a ``LinkConfigurationSource`` (``init(configurationSource:tokenProvider:fallbackPolicy:rolloutIdentifier:journal:secureStore:sessionOptions:)``)
/// the coordinator reads the source's active configuration when it makes each journey: a journey
/// keeps the configuration it started with to its end, and the next one sees whatever the source
/// activated meanwhile.
///
/// ### Contract
/// - **Threading**: main actor. Create it at launch, before the app handles universal links, so
///   links for journeys interrupted by the app being killed find them.
/// - **Throws** only for programmer errors: an entry name that is not in the configuration, or
///   whose adapter is not registered (``LinkError/Code/configuration``). Everything that can go
///   wrong with a link, including a token the vendor refuses, is an outcome.
/// - **Interrupted journeys** are read from the journal once, at creation; each ends once.
@MainActor
public final class LinkJourneyCoordinator {
    /// The factory sessions are made with (configuration and registry): with a configuration
    /// source, the one of the journey made last.
    public private(set) var factory: LinkSessionFactory
    /// Where each journey's configuration comes from, or `nil` when the coordinator was created
    /// with a fixed configuration.
    public let configurationSource: LinkConfigurationSource?
    /// A stable identifier of the user or install for staged rollouts (a hash of the user id, an
    /// install id): when the configuration gives weighted choices, it picks the user's entry
    /// (``LinkRolloutAssignment``). `nil` starts every journey on
    /// ``ProviderConfiguration/activeEntryName``. Only its hash is used; it is never stored or reported.
    public var rolloutIdentifier: String?
    /// The app's token provider.
    public let tokenProvider: any LinkTokenProvider
    /// What journeys do when an attempt suggests another provider.
    public let fallbackPolicy: LinkFallbackPolicy
    /// The universal-link router every journey registers its sessions with.
    public let router: LinkRedirectRouter
    /// The journal, or `nil` when journeys are not journaled.
    public let journal: LinkJourneyJournal?
    /// Where resume tokens are kept, or `nil` to ask the token provider again on resume.
    public let secureStore: (any LinkSecureStore)?
    /// The options of every session.
    public let sessionOptions: LinkSession.Options
    /// Whether journeys made or resumed from now on record their attempts' vendor callbacks for a
    /// ``LinkSupportBundle``: ``LinkRecordingPolicy/off`` unless the app opts in.
    public var recording: LinkRecordingPolicy = .off
    /// The per-attempt limits of those recordings.
    public var recordingLimits: LinkRecordingLimits = .standard
    /// Journal files that could not be used when the coordinator was created (moved aside), and
    /// journal or secure-store failures since.
    public private(set) var journalProblems: [LinkJournalProblem] = []
    /// The journeys running now (started and without a result). A journey made but never run is
    /// not held.
    public private(set) var liveJourneys: [LinkJourney] = []
    /// How long, in seconds, a resumed journey waits for its OAuth return link when the link has
    /// not arrived yet and the vendor could continue with it (``InterruptedLinkJourney/waitsForReturn``).
    /// Default 10. On iOS the universal link that relaunched the app is often delivered after the
    /// app resumed its journeys; within the window the journey takes it whenever it arrives,
    /// after it the journey ends as ``LinkExit/Reason/interrupted(_:)`` and the link is refused
    /// (``handleUniversalLink(_:)`` returns `false`). Read when a resumed journey starts waiting.
    public var returnWindow: TimeInterval = LinkJourneyCoordinator.defaultReturnWindow
    /// The default ``returnWindow``, in seconds.
    public static let defaultReturnWindow: TimeInterval = 10

    /// Makes each attempt's session instead of ``factory``: for tests that drive the vendor side
    /// by hand (conformance probes). Package tooling only.
    package var sessionMaker: (@MainActor (LinkRequest, String, LinkSession.Options) throws -> LinkSession)?

    private var interrupted: [UUID: LinkJourneyRecord] = [:]
    private var resumed: [UUID: LinkJourney] = [:]
    /// Each interrupted journey's OAuth return, kept from the moment its link arrives.
    private var returns: [UUID: JourneyReturnLink] = [:]

    /// Creates a coordinator and reads the journal for interrupted journeys.
    ///
    /// - Parameters:
    ///   - configuration: the validated configuration.
    ///   - registry: the adapters the app ships.
    ///   - tokenProvider: the app's server seam.
    ///   - fallbackPolicy: what to do when an institution or provider is down.
    ///   - journal: where running journeys are journaled; `nil` turns journaling off (a killed
    ///     journey is then simply lost). Defaults to ``LinkJourneyJournal/defaultDirectory``.
    ///   - secureStore: where resume tokens are kept; `nil` makes a resume ask the token provider
    ///     (``LinkTokenContext/Reason/resume``). Defaults to the Keychain on Apple platforms.
    ///   - sessionOptions: the options of every session.
    public convenience init(
        configuration: ProviderConfiguration, registry: ProviderRegistry, tokenProvider: any LinkTokenProvider,
        fallbackPolicy: LinkFallbackPolicy,
        journal: LinkJourneyJournal? = LinkJourneyJournal(directory: LinkJourneyJournal.defaultDirectory),
        secureStore: (any LinkSecureStore)? = LinkJourneyCoordinator.platformSecureStore(),
        sessionOptions: LinkSession.Options = .default
    ) {
        self.init(
            factory: LinkSessionFactory(configuration: configuration, registry: registry), source: nil,
            tokenProvider: tokenProvider, fallbackPolicy: fallbackPolicy, journal: journal, secureStore: secureStore,
            sessionOptions: sessionOptions)
    }

    /// Creates a coordinator whose journeys take their configuration from `configurationSource`,
    /// read once when each journey is made, and reads the journal for interrupted journeys.
    ///
    /// - Parameters:
    ///   - configurationSource: the layered configuration (bundled, cached, remote); its registry
    ///     is the coordinator's.
    ///   - rolloutIdentifier: see ``rolloutIdentifier``.
    ///   - tokenProvider: asked for a request at the start of every attempt.
    ///   - fallbackPolicy: whether a journey continues with a fallback entry.
    ///   - journal: where running journeys are recorded so they can resume; `nil` records none.
    ///   - secureStore: where resume secrets are kept.
    ///   - sessionOptions: the options every session of every journey gets.
    public convenience init(
        configurationSource: LinkConfigurationSource, tokenProvider: any LinkTokenProvider,
        fallbackPolicy: LinkFallbackPolicy, rolloutIdentifier: String? = nil,
        journal: LinkJourneyJournal? = LinkJourneyJournal(directory: LinkJourneyJournal.defaultDirectory),
        secureStore: (any LinkSecureStore)? = LinkJourneyCoordinator.platformSecureStore(),
        sessionOptions: LinkSession.Options = .default
    ) {
        self.init(
            factory: LinkSessionFactory(configuration: configurationSource.configuration, registry: configurationSource.registry),
            source: configurationSource, tokenProvider: tokenProvider, fallbackPolicy: fallbackPolicy, journal: journal,
            secureStore: secureStore, sessionOptions: sessionOptions)
        self.rolloutIdentifier = rolloutIdentifier
    }

    private init(
        factory: LinkSessionFactory, source: LinkConfigurationSource?, tokenProvider: any LinkTokenProvider,
        fallbackPolicy: LinkFallbackPolicy, journal: LinkJourneyJournal?, secureStore: (any LinkSecureStore)?,
        sessionOptions: LinkSession.Options
    ) {
        self.factory = factory
        self.configurationSource = source
        self.tokenProvider = tokenProvider
        self.fallbackPolicy = fallbackPolicy
        self.router = LinkRedirectRouter()
        self.journal = journal
        self.secureStore = secureStore
        self.sessionOptions = sessionOptions
        loadInterrupted()
    }

    /// The secure store an app gets by default: ``KeychainSecureStore`` where the Security
    /// framework exists, else a ``FileSecureStore`` beside the default journal.
    public static func platformSecureStore() -> any LinkSecureStore {
        #if canImport(Security)
            KeychainSecureStore()
        #else
            FileSecureStore(directory: LinkJourneyJournal.defaultDirectory.appendingPathComponent("Secrets"))
        #endif
    }

    // MARK: - Journeys

    /// Makes a journey; run it with ``LinkJourney/run(from:)``.
    ///
    /// - Parameters:
    ///   - purpose: a new link, or the update of an existing connection (which runs on the
    ///     connection's entry).
    ///   - entryName: the entry to start with; by default the institution's route, else the
    ///     active entry.
    ///   - institutionHint: the institution the user already chose, if any.
    /// - Throws: ``LinkError`` with code ``LinkError/Code/configuration`` when the entry (or the
    ///   connection's entry) is not in the configuration or its adapter is not registered.
    public func makeJourney(
        _ purpose: LinkPurpose = .newLink, entryName: String? = nil, institutionHint: LinkInstitution? = nil
    ) throws -> LinkJourney {
        if let configurationSource {
            factory = LinkSessionFactory(configuration: configurationSource.configurationForJourney(), registry: factory.registry)
        }
        let environment = makeEnvironment()
        let hint = institutionHint ?? purpose.connection?.institution
        let first = environment.planner().firstEntry(requested: entryName, purpose: purpose, institution: hint)
        try checkEntry(first)
        let routed = hint?.id.flatMap { environment.routes[$0] } != nil
        let fromRollout = entryName == nil && purpose.connection == nil && !routed
        let journey = LinkJourney(
            id: UUID(), purpose: purpose, institutionHint: hint, start: .fresh(entryName: first), environment: environment,
            rollout: fromRollout ? environment.activeEntry.rollout : nil)
        journey.recording = recording
        journey.recordingLimits = recordingLimits
        return journey
    }

    /// Makes and runs a journey: one call from "the user taps Link" to one final result. With a
    /// configuration source whose strategy is ``LinkConfigurationSource/Strategy/fetchAtLaunch(timeout:)``,
    /// it first waits for the launch fetch, at most its timeout.
    ///
    /// - Throws: only for programmer errors, as ``makeJourney(_:entryName:institutionHint:)``.
    public func runJourney(
        _ purpose: LinkPurpose = .newLink, entryName: String? = nil, institutionHint: LinkInstitution? = nil,
        from presentation: LinkPresentation = .automatic
    ) async throws -> LinkJourneyResult {
        await configurationSource?.waitForLaunchFetch()
        let journey = try makeJourney(purpose, entryName: entryName, institutionHint: institutionHint)
        return await journey.run(from: presentation)
    }

    /// Makes and starts a journey; `completion` is called once, on the main actor, with its result.
    ///
    /// - Returns: the journey, to observe or cancel it.
    /// - Throws: only for programmer errors, as ``makeJourney(_:entryName:institutionHint:)``.
    @discardableResult
    public func startJourney(
        _ purpose: LinkPurpose = .newLink, entryName: String? = nil, institutionHint: LinkInstitution? = nil,
        from presentation: LinkPresentation = .automatic,
        completion: @escaping @MainActor (LinkJourneyResult) -> Void
    ) throws -> LinkJourney {
        let journey = try makeJourney(purpose, entryName: entryName, institutionHint: institutionHint)
        journey.start(from: presentation, completion: completion)
        return journey
    }

    /// Hands a universal link to the session or interrupted journey it belongs to; `false` for
    /// any other URL, and for the return of an interrupted journey that no longer takes one (it
    /// ended, or its ``returnWindow`` passed). The same as `router.route(url)`. A return link that
    /// arrives before ``resume(_:from:)`` is kept for it, in the journal too, reduced to the
    /// resume state (never `code` or another query member).
    @discardableResult
    public func handleUniversalLink(_ url: URL) -> Bool {
        router.route(url)
    }

    // MARK: - Interrupted journeys

    /// The journeys the system interrupted and that have not ended yet, in the order they
    /// started (to the sub-second, then by id: a defined order even for journeys started in the
    /// same second). Each value describes the journey as it is now; read it again after a
    /// universal link arrived. A journey another process or coordinator holds (runs or resumes)
    /// is not listed.
    public var interruptedJourneys: [InterruptedLinkJourney] {
        interrupted.values.sorted(by: LinkJourneyRecord.startsBefore).map(describe)
    }

    /// Ends an interrupted journey with exactly one outcome: the vendor session continues where
    /// the vendor allows it (Plaid v1 with the same link token and OAuth nonce, Meld's widget
    /// reloaded with `plaidStateId`), and the journey goes on from there (fresh tokens, fallbacks);
    /// otherwise it ends at once as ``LinkExit/Reason/interrupted(_:)``, showing nothing.
    ///
    /// When the vendor could continue but the OAuth return link has not arrived yet, the
    /// journey waits for it up to ``returnWindow`` seconds (showing nothing), so the order of the
    /// resume call and the link's delivery does not matter; without the link it then ends as
    /// interrupted. A cancelled wait ends as a user cancel.
    ///
    /// Calling it again for the same journey returns the same result. The journey's journal
    /// record is locked for this coordinator until it ends: no other process or coordinator
    /// resumes it meanwhile.
    ///
    /// - Throws: ``LinkError`` with code ``LinkError/Code/configuration`` for a journey this
    ///   coordinator never found in its journal; ``LinkJourneyBusyError`` when another process
    ///   or coordinator holds it, or it already ended there.
    public func resume(_ journey: InterruptedLinkJourney, from presentation: LinkPresentation = .automatic)
        async throws -> LinkJourneyResult
    {
        try await makeResumedJourney(journey).run(from: presentation)
    }

    /// Ends an interrupted journey at once as ``LinkExit/Reason/interrupted(_:)``, without trying
    /// to continue the vendor session. Its journal file and resume token are deleted.
    ///
    /// - Throws: as ``resume(_:from:)``.
    @discardableResult
    public func abandon(_ journey: InterruptedLinkJourney) throws -> LinkJourneyResult {
        let made = try makeResumedJourney(journey)
        if let result = made.result { return result }
        return made.abandon()
    }

    /// The journey that continues `journey`, to observe its events before running it (the
    /// counterpart of ``makeJourney(_:entryName:institutionHint:)``). Calling it again returns the
    /// same journey; ``resume(_:from:)`` runs it.
    ///
    /// - Throws: as ``resume(_:from:)``.
    public func makeResumedJourney(_ journey: InterruptedLinkJourney) throws -> LinkJourney {
        if let made = resumed[journey.id] { return made }
        guard let record = interrupted[journey.id] else {
            throw LinkError.configuration("No interrupted journey \(journey.id) in this coordinator's journal")
        }
        var lock: PrivateFileLock?
        if let journal {
            switch journal.claim(journeyID: record.journeyID, existing: true) {
            case .claimed(let taken): lock = taken
            case .busy:
                throw LinkJourneyBusyError(journeyID: record.journeyID, reason: .beingResumed, path: journal.path(for: record.journeyID))
            case .ended:
                forget(record.journeyID)
                throw LinkJourneyBusyError(journeyID: record.journeyID, reason: .alreadyEnded, path: journal.path(for: record.journeyID))
            case .failed(let problem): journalProblems.append(problem)
            }
        }
        let made = LinkJourney(
            id: record.journeyID, purpose: record.purpose, institutionHint: record.institution, start: .resume(record),
            environment: makeEnvironment(), claimedRecord: lock,
            returnLink: returns[record.journeyID] ?? JourneyReturnLink(url: nil), returnWindow: returnWindow)
        made.recording = recording
        made.recordingLimits = recordingLimits
        resumed[journey.id] = made
        return made
    }

    // MARK: - Internals

    private func checkEntry(_ entryName: String) throws {
        let configuration = factory.configuration
        guard let entry = configuration.entries[entryName] else {
            throw LinkError.configuration(
                "No entry named \"\(entryName)\" in the configuration; entries: \(configuration.entries.keys.sorted().joined(separator: ", "))")
        }
        guard factory.registry.adapter(named: entry.adapterName) != nil else {
            throw LinkError.configuration(
                "The entry \"\(entryName)\" uses the adapter \"\(entry.adapterName)\", which is not registered")
        }
    }

    private func makeEnvironment() -> JourneyEnvironment {
        JourneyEnvironment(
            factory: factory, tokenProvider: tokenProvider, fallbackPolicy: fallbackPolicy, journal: journal,
            secureStore: secureStore, router: router, sessionOptions: sessionOptions, routes: factory.configuration.routes,
            activeEntry: factory.configuration.activeEntry(forRolloutIdentifier: rolloutIdentifier),
            journeyStarted: { [weak self] journey in self?.liveJourneys.append(journey) },
            journeyFinished: { [weak self] journey in self?.journeyFinished(journey) }, sessionMaker: sessionMaker)
    }

    private func journeyFinished(_ journey: LinkJourney) {
        liveJourneys.removeAll { $0 === journey }
        forget(journey.id)
        for problem in journey.journalProblems where !journalProblems.contains(problem) {
            journalProblems.append(problem)
        }
    }

    /// Forgets an interrupted journey that ended (here or elsewhere): its links are refused from now on.
    private func forget(_ journeyID: UUID) {
        interrupted[journeyID] = nil
        returns[journeyID] = nil
        router.unregisterInterrupted(journeyID: journeyID)
    }

    private func loadInterrupted() {
        guard let journal else { return }
        let scan = journal.scan()
        journalProblems = scan.problems
        for record in scan.records {
            interrupted[record.journeyID] = record
            returns[record.journeyID] = JourneyReturnLink(url: record.redirectURL.flatMap(URL.init(string:)))
            guard let redirectURI = factory.configuration.entries[record.entryName]?.redirectURI else { continue }
            router.registerInterrupted(
                journeyID: record.journeyID, redirectURI: redirectURI, interruptedAt: record.updatedAt
            ) { [weak self] url in self?.receiveRedirect(url, for: record.journeyID) ?? false }
        }
        removeOrphanedSecrets(keeping: scan.keptSecretKeys)
    }

    /// Takes the return link of an interrupted journey: kept for the resumed journey (it may be
    /// waiting for it), and, before the resume, written to the journal so a second kill keeps it.
    /// Only what resuming reads is kept (``JourneyReturnLink/kept(_:queryItem:)``).
    private func receiveRedirect(_ url: URL, for journeyID: UUID) -> Bool {
        guard var record = interrupted[journeyID] else { return false }
        let adapter = factory.configuration.entries[record.entryName].flatMap { factory.registry.adapter(named: $0.adapterName) }
        guard let kept = JourneyReturnLink.kept(url, queryItem: adapter?.descriptor.resumeSupport?.redirectQueryItem) else {
            return false
        }
        if let journey = resumed[journeyID] { return journey.receiveReturn(kept) }
        guard returns[journeyID]?.deliver(kept) == true else { return false }
        guard record.redirectURL == nil else { return true }
        record.redirectURL = kept.absoluteString
        if record.phase != .fetchingToken { record.phase = .redirectReceived }
        record.updatedAt = Date()
        interrupted[journeyID] = record
        guard let journal else { return true }
        switch journal.claim(journeyID: journeyID, existing: true) {
        case .claimed(let lock):
            if let problem = journal.write(record) { journalProblems.append(problem) }
            lock.unlock()
        case .busy, .ended: break  // Another holder ends the journey; it keeps its own record.
        case .failed(let problem): journalProblems.append(problem)
        }
        return true
    }

    /// Deletes resume tokens whose journey is gone (a crash between the journal's removal and the
    /// token's), so no secret outlives its journey. Tokens of journeys still on disk are kept:
    /// listed ones, those another process holds, and those of records a newer version wrote.
    private func removeOrphanedSecrets(keeping alsoKept: Set<String>) {
        guard let secureStore, let keys = try? secureStore.allKeys() else { return }
        let kept = Set(interrupted.values.compactMap(\.resumeSecretKey)).union(alsoKept)
        for key in keys where key.hasPrefix("journey.") && !kept.contains(key) {
            try? secureStore.delete(for: key)
        }
    }

    private func describe(_ record: LinkJourneyRecord) -> InterruptedLinkJourney {
        let canResume: Bool
        if case .success = JourneyRequests.resumability(of: record, factory: factory) { canResume = true } else { canResume = false }
        return InterruptedLinkJourney(
            id: record.journeyID, purpose: record.purpose, attempt: record.attempt, entryName: record.entryName,
            adapterName: record.adapterName, phase: record.phase, stage: record.stage, institution: record.institution,
            startedAt: record.startedAt, interruptedAt: record.updatedAt, hasReceivedRedirect: record.redirectURL != nil,
            canResume: canResume, waitsForReturn: JourneyRequests.waitsForReturn(record, factory: factory))
    }
}
