/// How an adapter continues a session after the system killed the app while the user was away
/// for OAuth: the universal link that brings the user back carries a state value, and a new
/// session created with the same request plus that value picks up where the old one stopped.
///
/// The journey does the rest, the same way for every adapter: it keeps the request in the
/// ``LinkSecureStore`` (or asks the token provider again, ``LinkTokenContext/Reason/resume``),
/// adds the values the flow kept (``LinkReporter/keepForResume(_:)``), and sets
/// ``requestParameter`` to the redirect's ``redirectQueryItem``.
public struct AdapterResumeSupport: Sendable, Hashable {
    /// The query item of the returning universal link that carries the state, such as `oauth_state_id`.
    public var redirectQueryItem: String
    /// The ``LinkRequest/parameters`` key the adapter reads it from on resume, such as `oauthStateId`.
    public var requestParameter: String
    /// One sentence: what the vendor does on resume.
    public var summary: String

    /// Creates a value.
    public init(redirectQueryItem: String, requestParameter: String, summary: String) {
        self.redirectQueryItem = redirectQueryItem
        self.requestParameter = requestParameter
        self.summary = summary
    }
}
