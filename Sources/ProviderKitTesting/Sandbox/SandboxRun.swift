import ProviderKit

/// Everything needed to run one sandbox scenario offline: an adapter wired to its sandbox driver,
/// the request the sandbox expects, and the redirect URI its OAuth returns come back to.
public struct SandboxRun: Sendable {
    /// The adapter, wired to the sandbox driver for the scenario.
    public var adapter: any LinkAdapter
    /// A request with a token the sandbox accepts.
    public var request: LinkRequest
    /// The redirect URI for a session made without a configuration file (the conformance suite
    /// makes one): the URI the scenario's OAuth return comes back to, or `nil` when the scenario
    /// needs none. `providerkit link` uses the entry's `redirectURI` instead.
    public var redirectURI: RedirectURI?
    /// The request your server would make for the same run when the app names the institution the
    /// user already chose (``/ProviderKit/LinkTokenContext/institutionHint``), so the sandbox links
    /// that institution; `nil` when the sandbox ignores the hint. ``SandboxTokenProvider`` uses it.
    public var hintedRequest: (@Sendable (LinkInstitution) -> LinkRequest)?

    /// Creates a run.
    public init(
        adapter: any LinkAdapter, request: LinkRequest, redirectURI: RedirectURI? = nil,
        hintedRequest: (@Sendable (LinkInstitution) -> LinkRequest)? = nil
    ) {
        self.adapter = adapter
        self.request = request
        self.redirectURI = redirectURI
        self.hintedRequest = hintedRequest
    }
}
