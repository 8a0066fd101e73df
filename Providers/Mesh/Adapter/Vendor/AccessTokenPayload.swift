import ProviderKit

extension MeshLinkSDK {
    /// A connected broker with one access token per account (`LinkSDK.AccessTokenPayload`).
    public struct AccessTokenPayload: Sendable, Hashable, Codable {
        /// The accounts and their tokens.
        public var accountTokens: [AccountToken]
        /// The broker's branding.
        public var brokerBrandInfo: BrandInfo
        /// Seconds until the access tokens expire, when Mesh says.
        public var expiresInSeconds: Int?
        /// Seconds until the refresh tokens expire, when Mesh says.
        public var refreshTokenExpiresInSeconds: Int?
        /// Mesh's broker type, for example `robinhood`.
        public var brokerType: String
        /// The broker's display name.
        public var brokerName: String

        /// Creates a payload.
        public init(
            accountTokens: [AccountToken], brokerBrandInfo: BrandInfo, expiresInSeconds: Int? = nil,
            refreshTokenExpiresInSeconds: Int? = nil, brokerType: String, brokerName: String
        ) {
            self.accountTokens = accountTokens
            self.brokerBrandInfo = brokerBrandInfo
            self.expiresInSeconds = expiresInSeconds
            self.refreshTokenExpiresInSeconds = refreshTokenExpiresInSeconds
            self.brokerType = brokerType
            self.brokerName = brokerName
        }

        /// Mesh's stable identifier for the payload: the lowercase MD5 hex digest of `brokerType`
        /// followed by the first account's `accountId` (or nothing when there is no account).
        /// Not part of the JSON. Credential stores de-duplicate by it.
        public var id: String {
            MD5.hexDigest(of: brokerType + (accountTokens.first?.account.accountId ?? ""))
        }

        /// The token for one of this payload's accounts, in the shape ``LinkSettings`` takes.
        public func integrationAccessToken(accountToken: AccountToken) -> IntegrationAccessToken {
            IntegrationAccessToken(
                accountId: accountToken.account.accountId, accountName: accountToken.account.accountName,
                accessToken: accountToken.accessToken, brokerType: brokerType, brokerName: brokerName)
        }
    }
}
