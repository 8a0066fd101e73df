/// A per-account access token, as Mesh issues one for every account of a connected brokerage.
public struct AccountAccessToken: Sendable, Hashable {
    /// The vendor's account identifier.
    public var accountID: String
    /// The account's display name.
    public var accountName: String?
    /// The access token. Redacted in every description.
    public var accessToken: Secret
    /// The refresh token, when the vendor issued one.
    public var refreshToken: Secret?

    /// Creates an account token.
    public init(accountID: String, accountName: String?, accessToken: Secret, refreshToken: Secret? = nil) {
        self.accountID = accountID
        self.accountName = accountName
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }
}
