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
    /// Called once when a journey has its result.
    let journeyFinished: @MainActor (LinkJourney) -> Void

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
            activeEntryName: configuration.activeEntryName, fallbackEntryNames: configuration.fallbackEntryNames,
            entryNames: Set(configuration.entries.keys), routes: routes, triedEntryNames: tried,
            refreshedEntryNames: refreshed)
    }
}
