/// The one place an app talks to its server before a link: given a ``LinkTokenContext``, it
/// returns the ``LinkRequest`` (the vendor's link token or widget URL) for that entry.
///
/// ```swift
/// struct ServerTokens: LinkTokenProvider {
///     func linkRequest(for context: LinkTokenContext) async throws -> LinkRequest {
///         let token = try await api.createLinkToken(
///             adapter: context.adapterName, update: context.purpose.connection?.id,
///             institution: context.institutionHint?.id)
///         return LinkRequest(token: Secret(token))
///     }
/// }
/// ```
///
/// ### Contract
/// - **Threading**: called from the main actor, but the method is not isolated to it: it runs on
///   the cooperative pool, so network calls never block the UI. It must be safe to call
///   concurrently for different journeys.
/// - **How often**: once per attempt: the first attempt of each entry, at most one refresh per
///   entry after the vendor rejected a token, and on resume when no secure store kept the token.
///   Never retried by ProviderKit on a throw.
/// - **Errors are outcomes**: a throw ends the journey with an exit whose reason is the error: a
///   thrown ``LinkError`` is used as is; a `URLError` becomes ``LinkError/Code/network``; anything
///   else becomes ``LinkError/Code/unknown`` with recovery ``LinkError/Recovery/retry``. A
///   `CancellationError` (the journey was cancelled) ends it as a user cancel.
/// - **Idempotency**: each call should create a fresh token, except for ``LinkTokenContext/Reason/resume``,
///   which must return the token of the interrupted attempt.
/// - **Secrets**: return the token wrapped in a ``Secret``; never log it.
public protocol LinkTokenProvider: Sendable {
    /// Returns the request for `context`'s entry.
    ///
    /// - Throws: any error; see the contract above for how it becomes the journey's outcome.
    func linkRequest(for context: LinkTokenContext) async throws -> LinkRequest
}
