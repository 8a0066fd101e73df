/// The question a ``LinkFallbackPolicy/ask(timeout:_:)`` closure answers: an attempt failed in a way
/// another provider may fix; should the journey continue with ``entryName``?
public struct LinkFallbackOffer: Sendable, Hashable {
    /// The exit that ended the failed attempt; its error says why (for example the institution is down).
    public var failedExit: LinkExit
    /// The entry of the failed attempt.
    public var failedEntryName: String
    /// The entry the journey would try next.
    public var entryName: String
    /// That entry's adapter.
    public var adapterName: String
    /// The institution the user had picked, which travels to the next attempt as the hint.
    public var institution: LinkInstitution?
    /// The attempt number the next attempt would have.
    public var nextAttempt: Int

    /// Creates an offer.
    public init(
        failedExit: LinkExit, failedEntryName: String, entryName: String, adapterName: String,
        institution: LinkInstitution?, nextAttempt: Int
    ) {
        self.failedExit = failedExit
        self.failedEntryName = failedEntryName
        self.entryName = entryName
        self.adapterName = adapterName
        self.institution = institution
        self.nextAttempt = nextAttempt
    }
}
