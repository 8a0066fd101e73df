import ProviderKit

extension MeshLinkSDK {
    /// A connection that completes later: a refresh token to exchange on your server
    /// (`LinkSDK.DelayedAuthPayload`).
    public struct DelayedAuthPayload: Sendable, Hashable, Codable {
        /// Seconds until the refresh token expires, when Mesh says.
        public var refreshTokenExpiresInSeconds: Int?
        /// Mesh's broker type.
        public var brokerType: String
        /// The refresh token. Redacted in every description.
        public var refreshToken: Secret
        /// The broker's display name.
        public var brokerName: String
        /// The broker's branding.
        public var brokerBrandInfo: BrandInfo

        /// Creates a payload.
        public init(
            refreshTokenExpiresInSeconds: Int? = nil, brokerType: String, refreshToken: Secret, brokerName: String,
            brokerBrandInfo: BrandInfo
        ) {
            self.refreshTokenExpiresInSeconds = refreshTokenExpiresInSeconds
            self.brokerType = brokerType
            self.refreshToken = refreshToken
            self.brokerName = brokerName
            self.brokerBrandInfo = brokerBrandInfo
        }
    }
}
