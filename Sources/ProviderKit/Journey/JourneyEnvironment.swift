/// What every journey of a ``LinkJourneyCoordinator`` shares.
@MainActor
struct JourneyEnvironment {
    let factory: LinkSessionFactory
    let tokenProvider: any LinkTokenProvider
    let fallbackPolicy: LinkFallbackPolicy
    let journal: LinkJourneyJournal?
    let secureStore: (any LinkSecureStore)?
    let router: LinkRedirectRouter
    let sessionOptions: LinkSession.Options
    let routes: [String: String]
    /// The entry a journey starts on when no route or requested entry applies, and the staged
    /// rollout's pick that chose it, if any.
    let activeEntry: (entryName: String, rollout: LinkRolloutAssignment?)
    /// Called once when a journey starts running.
    let journeyStarted: @MainActor (LinkJourney) -> Void
    /// Called once when a journey has its result.
    let journeyFinished: @MainActor (LinkJourney) -> Void
    /// Replaces the factory's sessions (tests that drive vendor callbacks by hand).
    let sessionMaker: (@MainActor (LinkRequest, String, LinkSession.Options) throws -> LinkSession)?

    /// A session for `entryName`: the factory's, unless a test supplied its own.
    func makeSession(request: LinkRequest, entryName: String) throws -> LinkSession {
        if let sessionMaker { return try sessionMaker(request, entryName, sessionOptions) }
        return try factory.makeSession(request: request, entryName: entryName, options: sessionOptions)
    }

    var configuration: ProviderConfiguration { factory.configuration }

    func adapter(forEntry entryName: String) -> (any LinkAdapter)? {
        guard let entry = configuration.entries[entryName] else { return nil }
        return factory.registry.adapter(named: entry.adapterName)
    }

    func adapterName(forEntry entryName: String) -> String {
        configuration.entries[entryName]?.adapterName ?? entryName
    }

    func planner(tried: [String] = [], refreshed: [String] = []) -> JourneyPlanner {
        JourneyPlanner(
            activeEntryName: activeEntry.entryName, fallbackEntryNames: configuration.fallbackEntryNames,
            entryNames: Set(configuration.entries.keys), routes: routes,
            disabledEntryNames: Set(configuration.disabledEntryNames), triedEntryNames: tried,
            refreshedEntryNames: refreshed)
    }
}
