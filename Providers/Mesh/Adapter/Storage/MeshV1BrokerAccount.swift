import ProviderKit

/// One account as Mesh's v1 SDK (`GetFrontLinkSDK`, `BrokerAccountable`) stored it in the Keychain
/// service `brokers`, as a JSON array. Only the fields the migration uses are decoded; the others
/// (dates, status) are ignored, so records written by any v1 release decode.
package struct MeshV1BrokerAccount: Sendable, Hashable, Codable {
    /// v1's own record identifier.
    package var id: String
    /// The access token. Redacted in every description.
    package var accessToken: Secret?
    /// The broker's account identifier.
    package var accountId: String?
    /// The account's display name.
    package var accountName: String?
    /// Mesh's broker type.
    package var brokerType: String
    /// The refresh token. Redacted in every description.
    package var refreshToken: Secret?
    /// The broker's display name.
    package var brokerName: String?
    /// Seconds until the access token expires (a `Double` in v1).
    package var expiresInSeconds: Double?
    /// Seconds until the refresh token expires.
    package var refreshTokenExpiresInSeconds: Int?
    /// The broker's logo, base64.
    package var brokerLogoBase64: String?
    /// The broker's colour, hex.
    package var colorHEX: String?
    /// The broker's branding (v1 `BrandInfo`, renamed `BrokerBrandInfo` in v2).
    package var brokerBrandInfo: BrokerBrandInfo?

    /// v1 branding: an image path and a colour.
    package struct BrokerBrandInfo: Sendable, Hashable, Codable {
        /// The logo, as a path or base64 text.
        package var imagePath: String?
        /// The colour, hex.
        package var colorHEX: String?

        /// Creates branding.
        package init(imagePath: String? = nil, colorHEX: String? = nil) {
            self.imagePath = imagePath
            self.colorHEX = colorHEX
        }
    }

    /// Creates a record.
    package init(
        id: String, accessToken: Secret?, accountId: String?, accountName: String?, brokerType: String,
        refreshToken: Secret? = nil, brokerName: String? = nil, expiresInSeconds: Double? = nil,
        refreshTokenExpiresInSeconds: Int? = nil, brokerLogoBase64: String? = nil, colorHEX: String? = nil,
        brokerBrandInfo: BrokerBrandInfo? = nil
    ) {
        self.id = id
        self.accessToken = accessToken
        self.accountId = accountId
        self.accountName = accountName
        self.brokerType = brokerType
        self.refreshToken = refreshToken
        self.brokerName = brokerName
        self.expiresInSeconds = expiresInSeconds
        self.refreshTokenExpiresInSeconds = refreshTokenExpiresInSeconds
        self.brokerLogoBase64 = brokerLogoBase64
        self.colorHEX = colorHEX
        self.brokerBrandInfo = brokerBrandInfo
    }
}
