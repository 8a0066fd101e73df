import ProviderKit

extension MeshLinkSDK {
    /// An account and the tokens that give access to it (`LinkSDK.AccountToken`).
    public struct AccountToken: Sendable, Hashable, Codable {
        /// The account.
        public var account: Account
        /// The account's access token. Redacted in every description.
        public var accessToken: Secret
        /// The account's refresh token, when the broker issues one.
        public var refreshToken: Secret?

        /// Creates an account token.
        public init(account: Account, accessToken: Secret, refreshToken: Secret? = nil) {
            self.account = account
            self.accessToken = accessToken
            self.refreshToken = refreshToken
        }
    }
}
