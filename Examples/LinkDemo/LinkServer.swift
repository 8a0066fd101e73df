import ProviderKit

/// The app's own server, as linking needs it. On the sandbox it is `FakeLinkServer`; in a live
/// build, `HTTPLinkServer` (replace it with your API client).
protocol LinkServer: Sendable {
    /// Creates the request (link token or widget URL) for one adapter.
    ///
    /// - Parameters:
    ///   - adapterName: `plaid`, `mesh`, `meld`: which vendor's token to create.
    ///   - purpose: a new link, or the update of an existing connection (Plaid: a link token
    ///     created for the Item).
    ///   - institutionID: the bank the user already picked, to skip the picker where the vendor allows it.
    ///   - sameTokenAsBefore: `true` when an interrupted journey resumes without a stored token:
    ///     return the token of the interrupted attempt.
    func createLinkRequest(
        adapterName: String, purpose: LinkPurpose, institutionID: String?, sameTokenAsBefore: Bool
    ) async throws -> LinkRequest

    /// Hands a success to the server, which exchanges its public token for an access token and
    /// returns the connection it stored (its id is what an update later names).
    func finishLink(_ success: LinkSuccess) async throws -> LinkConnection
}
