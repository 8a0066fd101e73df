/// How far an attempt of a journey got, as the journal records it. Vendors' own stages (consent,
/// credentials, OAuth, …) are kept separately as a ``LinkStage``.
public enum LinkJourneyPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// Asking the app's token provider for the request.
    case fetchingToken
    /// The vendor session exists and is loading or on screen.
    case presented
    /// The user left for the institution's site or app (OAuth, app-to-app) and the journey waits
    /// for the universal link that brings them back. The phase where iOS most often kills the app.
    case awaitingRedirect
    /// A universal link for the journey arrived after the app was relaunched; resuming can use it.
    case redirectReceived
}
