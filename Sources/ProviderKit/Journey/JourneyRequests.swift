import Foundation

/// How an attempt gets its ``LinkRequest``: from the token provider, or for a resume from the
/// secure store (else the token provider, ``LinkTokenContext/Reason/resume``) plus the kept values
/// and the state the returning universal link carried.
@MainActor
enum JourneyRequests {
    /// A request, or the attempt's outcome when there can be none.
    enum Made {
        case request(LinkRequest)
        case outcome(LinkOutcome)
    }

    /// Asks the token provider; a throw becomes the attempt's exit.
    static func fetch(_ context: LinkTokenContext, from provider: any LinkTokenProvider) async -> Made {
        do {
            var request = try await provider.linkRequest(for: context)
            if Task.isCancelled { return .outcome(.exit(LinkExit(adapterName: context.adapterName, entryName: context.entryName, reason: .userCancelled))) }
            request.purpose = context.purpose
            return .request(request)
        } catch {
            return .outcome(.exit(JourneyOutcomes.exit(forTokenError: error, adapterName: context.adapterName, entryName: context.entryName)))
        }
    }

    /// The request that continues the interrupted attempt `record`, or its interrupted exit.
    static func resume(
        _ record: LinkJourneyRecord, context: LinkTokenContext, keeper: JourneyJournalKeeper,
        environment: JourneyEnvironment
    ) async -> Made {
        let support: AdapterResumeSupport
        let state: String
        switch resumability(of: record, factory: environment.factory) {
        case .failure(let reason): return .outcome(JourneyOutcomes.interrupted(record, reason.message))
        case .success(let found): (support, state) = found
        }
        var request: LinkRequest
        if let secrets = keeper.resumeSecrets() {
            request = LinkRequest(token: secrets.token, parameters: secrets.parameters)
        } else {
            switch await fetch(context, from: environment.tokenProvider) {
            case .request(let fetched): request = fetched
            case .outcome(let outcome): return .outcome(outcome)
            }
        }
        request.parameters.merge(record.resumeValues) { _, kept in kept }
        request.parameters[support.requestParameter] = .string(state)
        request.purpose = context.purpose
        return .request(request)
    }

    /// Whether the interrupted attempt `record` lacks only its return link: the adapter can
    /// continue a vendor session that existed, so a resume waits for the link.
    nonisolated static func waitsForReturn(_ record: LinkJourneyRecord, factory: LinkSessionFactory) -> Bool {
        guard record.redirectURL == nil, record.phase != .fetchingToken,
            let entry = factory.configuration.entries[record.entryName], entry.redirectURI != nil,
            factory.registry.adapter(named: entry.adapterName)?.descriptor.resumeSupport != nil
        else { return false }
        return true
    }

    /// Why a resume cannot continue the vendor session.
    struct Blocker: Error {
        var message: String
    }

    /// The adapter's resume support and the state value of the returning universal link, or why
    /// the interrupted attempt `record` cannot continue.
    nonisolated static func resumability(of record: LinkJourneyRecord, factory: LinkSessionFactory)
        -> Result<(AdapterResumeSupport, String), Blocker>
    {
        guard let entry = factory.configuration.entries[record.entryName],
            let adapter = factory.registry.adapter(named: entry.adapterName)
        else {
            return .failure(Blocker(message: "The entry \"\(record.entryName)\" or its adapter is no longer in the app's configuration."))
        }
        guard let support = adapter.descriptor.resumeSupport else {
            return .failure(Blocker(message: "The \(entry.adapterName) adapter cannot continue a vendor session in a new process."))
        }
        guard record.phase != .fetchingToken else {
            return .failure(
                Blocker(message: "The app was killed while the token was being fetched; no vendor session existed yet."))
        }
        guard let text = record.redirectURL, let url = URL(string: text), let match = entry.redirectURI?.match(url),
            let state = match.value(named: support.redirectQueryItem), !state.isEmpty
        else {
            return .failure(
                Blocker(
                    message: "No universal link carrying \(support.redirectQueryItem) arrived for the journey, so the OAuth login cannot be completed."))
        }
        return .success((support, state))
    }
}
