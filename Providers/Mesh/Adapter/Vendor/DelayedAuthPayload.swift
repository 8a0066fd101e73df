import ProviderKit

extension MeshLinkSDK {
    /// A connection that completes later: a refresh token to exchange on your server
    /// (`LinkSDK.DelayedAuthPayload`).
    public struct DelayedAuthPayload: Sendable, Hashable, Codable {
        /// Seconds until the refresh token expires, when Mesh says.
        package var refreshTokenExpiresInSeconds: Int?
        /// Mesh's broker type.
        package var brokerType: String
        /// The refresh token. Redacted in every description.
        package var refreshToken: Secret
        /// The broker's display name.
        package var brokerName: String
        /// The broker's branding.
        package var brokerBrandInfo: BrandInfo

        /// Creates a payload.
        package init(
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
