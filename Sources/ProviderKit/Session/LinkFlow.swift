/// The per-session bridge an adapter writes between one vendor SDK session and ProviderKit.
///
/// A flow turns ``LinkSession`` calls into vendor calls, and vendor callbacks into
/// ``LinkReporter`` calls. It never decides outcomes itself: the reporter owns the exactly-once
/// rule, duplicate suppression, late events, error promotion and fallbacks, so every adapter gets
/// them the same way.
///
/// ### Implementation requirements
/// - Everything runs on the main actor. If a vendor SDK calls back on another thread, hop to the
///   main actor before calling the reporter.
/// - ``start(reporting:)`` is called once. Create the vendor session there and keep the reporter.
///   Throw a ``LinkError`` when the vendor refuses to create a session (a malformed token): the
///   session then ends with that error before anything is shown.
/// - Report every vendor callback, in the order the vendor made them, including duplicates and
///   callbacks after the outcome: the reporter drops what must be dropped and says so.
/// - Call ``LinkReporter/flowEnded()`` when the vendor's interface is gone and no more callbacks
///   will come, including when it vanished with no callback (a swipe-dismiss): the reporter turns
///   a missing outcome into ``LinkExit/Reason/userCancelled``.
/// - ``cancel()`` is called at most once, after the session has already settled its outcome; it
///   only has to dismiss the vendor's interface.
/// - A flow must not keep a strong reference to its ``LinkSession``.
@MainActor
public protocol LinkFlow: AnyObject {
    /// Creates the vendor session. Called once, before ``present(_:)``.
    ///
    /// - Throws: a ``LinkError`` when the vendor refuses the request (for example an invalid link
    ///   token). The session ends with it as an error exit; any other error becomes code
    ///   ``LinkError/Code/internal``.
    func start(reporting reporter: LinkReporter) throws

    /// Shows the vendor's interface.
    func present(_ presentation: LinkPresentation)

    /// Dismisses the vendor's interface. The outcome has already been settled as a cancel.
    func cancel()

    /// Offers an incoming URL that already matched the session's redirect URI (the OAuth return).
    ///
    /// - Returns: `true` if the flow consumed it.
    func handleRedirect(_ match: RedirectMatch) -> Bool
}

extension LinkFlow {
    /// By default a flow consumes no redirects.
    public func handleRedirect(_ match: RedirectMatch) -> Bool { false }
}
