import Foundation

/// One universal-link router for the whole app: it hands an incoming URL to the live session or
/// the interrupted journey it belongs to, and answers `false` for anything else, so the app can
/// pass the URL on to its other handlers.
///
/// ```swift
/// // SceneDelegate
/// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
///     guard let url = userActivity.webpageURL else { return }
///     if coordinator.router.route(url) { return }
///     // … the app's own universal links
/// }
/// ```
///
/// ### Rules
/// - A URL belongs to a session when it matches the session's entry `redirectURI` under
///   ``RedirectURI/match(_:)`` (https only; host, port and path, a trailing slash ignored; the
///   query parsed, never searched) and the session's flow accepts it. Live sessions are asked
///   first, the most recently started first; closed sessions are forgotten.
/// - Otherwise it belongs to an interrupted journey (the app was killed while the user was away
///   for OAuth) whose entry's `redirectURI` matches: the journey keeps it (in its journal, only
///   the resume state) and uses it when the app resumes it, or at once when its resume is
///   already waiting for it. The most recently interrupted journey wins.
///
/// ### Contract
/// Main actor only. ``route(_:)`` returns at once and calls the vendor flow synchronously; it is
/// safe to call with any URL, any number of times. Journeys register and unregister their
/// sessions themselves; ``register(_:)`` is for sessions an app makes without a journey.
@MainActor
public final class LinkRedirectRouter {
    private struct LiveSession {
        weak var session: LinkSession?
    }

    private struct InterruptedTarget {
        let journeyID: UUID
        let redirectURI: RedirectURI
        let interruptedAt: Date
        let receive: @MainActor (URL) -> Bool
    }

    private var liveSessions: [LiveSession] = []
    private var interrupted: [InterruptedTarget] = []

    /// Creates an empty router.
    public init() {}

    /// Registers a session the app made itself, so its OAuth returns reach it. Idempotent; the
    /// router holds it weakly and forgets it once closed.
    public func register(_ session: LinkSession) {
        prune()
        guard !liveSessions.contains(where: { $0.session === session }) else { return }
        liveSessions.append(LiveSession(session: session))
    }

    /// Forgets a session.
    public func unregister(_ session: LinkSession) {
        liveSessions.removeAll { $0.session == nil || $0.session === session }
    }

    /// Hands `url` to the session or interrupted journey it belongs to.
    ///
    /// - Returns: `true` if a session consumed the URL or an interrupted journey kept it; `false`
    ///   for any other URL, and for an interrupted journey's return that arrives after its wait
    ///   ended (``LinkJourneyCoordinator/returnWindow``).
    @discardableResult
    public func route(_ url: URL) -> Bool {
        prune()
        for live in liveSessions.reversed() {
            if let session = live.session, session.handleRedirect(url) { return true }
        }
        let candidates = interrupted.filter { $0.redirectURI.match(url) != nil }
        guard let target = candidates.max(by: { $0.interruptedAt < $1.interruptedAt }) else { return false }
        return target.receive(url)
    }

    /// The number of live sessions the router would ask.
    public var liveSessionCount: Int {
        prune()
        return liveSessions.count
    }

    func registerInterrupted(
        journeyID: UUID, redirectURI: RedirectURI, interruptedAt: Date, receive: @escaping @MainActor (URL) -> Bool
    ) {
        unregisterInterrupted(journeyID: journeyID)
        interrupted.append(
            InterruptedTarget(journeyID: journeyID, redirectURI: redirectURI, interruptedAt: interruptedAt, receive: receive))
    }

    func unregisterInterrupted(journeyID: UUID) {
        interrupted.removeAll { $0.journeyID == journeyID }
    }

    private func prune() {
        liveSessions.removeAll { $0.session == nil || $0.session?.isClosed == true }
    }
}
