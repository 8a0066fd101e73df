import ProviderKit

extension MeshLinkSDK {
    /// An account the app already holds a token for, passed to Link as a transfer origin or
    /// destination through ``LinkSettings`` (`LinkSDK.IntegrationAccessToken`, 2.0.1+).
    ///
    /// LinkSDK v2 has no public memberwise initialiser for this type (apps make one with
    /// ``AccessTokenPayload/integrationAccessToken(accountToken:)`` or by decoding); the mirror has
    /// one for convenience.
    public struct IntegrationAccessToken: Sendable, Hashable, Codable {
        /// The broker's account identifier.
        public var accountId: String
        /// The account's display name.
        public var accountName: String
        /// The account's access token. Redacted in every description.
        public var accessToken: Secret
        /// Mesh's broker type, for example `robinhood`.
        public var brokerType: String
        /// The broker's display name.
        public var brokerName: String

        /// Creates an integration access token.
        public init(accountId: String, accountName: String, accessToken: Secret, brokerType: String, brokerName: String) {
            self.accountId = accountId
            self.accountName = accountName
            self.accessToken = accessToken
            self.brokerType = brokerType
            self.brokerName = brokerName
        }
    }
}
