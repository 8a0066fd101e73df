/// Converts Mesh v1 Keychain records (service `brokers`) into v2 ``MeshLinkSDK/AccessTokenPayload``s.
///
/// The field mapping is ProviderKit's reading of the v1 and v2 shapes (Mesh's own conversion was
/// only seen in the shipped binary; see `docs/migration/mesh-v1.md`):
/// - one payload per v1 record, holding one ``MeshLinkSDK/AccountToken``;
/// - `accountId` (or, when missing, v1's `id`) and `accountName` (or the broker name, or type) form the account;
/// - `accessToken` and `refreshToken` move as they are; a record without an access token cannot be
///   used and is skipped (reported in ``Result/skippedIDs``);
/// - `brokerLogoBase64` (or `brokerBrandInfo.imagePath`, or empty) → `brokerBrandInfo.brokerLogo`;
///   `colorHEX` (or `brokerBrandInfo.colorHEX`) → `brokerPrimaryColor`;
/// - `expiresInSeconds` is rounded down to an `Int`; `brokerName` falls back to `brokerType`.
public enum MeshV1Migration {
    /// The Keychain service v1 stored its records under.
    package static let v1Service = "brokers"
    /// The Keychain service v2 (and ProviderKit) stores payloads under.
    package static let v2Service = "accessTokens"

    /// What a conversion produced.
    public struct Result: Sendable, Hashable {
        /// The converted payloads, in v1 order, de-duplicated by id.
        public var accessTokens: [MeshLinkSDK.AccessTokenPayload]
        /// v1 record ids that could not be converted (no access token).
        public var skippedIDs: [String]
    }

    /// Converts v1 records.
    package static func convert(_ records: [MeshV1BrokerAccount]) -> Result {
        var payloads: [MeshLinkSDK.AccessTokenPayload] = []
        var skipped: [String] = []
        for record in records {
            guard let payload = convert(record) else {
                skipped.append(record.id)
                continue
            }
            _ = MeshStoreEdits.add(payload, to: &payloads)
        }
        return Result(accessTokens: payloads, skippedIDs: skipped)
    }

    /// Converts one record, or `nil` when it has no access token.
    package static func convert(_ record: MeshV1BrokerAccount) -> MeshLinkSDK.AccessTokenPayload? {
        guard let accessToken = record.accessToken, !accessToken.isEmpty else { return nil }
        let brokerName = record.brokerName ?? record.brokerType
        let account = MeshLinkSDK.Account(
            accountId: record.accountId ?? record.id, accountName: record.accountName ?? brokerName)
        let brand = MeshLinkSDK.BrandInfo(
            brokerLogo: record.brokerLogoBase64 ?? record.brokerBrandInfo?.imagePath ?? "",
            brokerPrimaryColor: record.colorHEX ?? record.brokerBrandInfo?.colorHEX)
        return MeshLinkSDK.AccessTokenPayload(
            accountTokens: [
                MeshLinkSDK.AccountToken(account: account, accessToken: accessToken, refreshToken: record.refreshToken)
            ], brokerBrandInfo: brand, expiresInSeconds: record.expiresInSeconds.map { Int($0.rounded(.down)) },
            refreshTokenExpiresInSeconds: record.refreshTokenExpiresInSeconds, brokerType: record.brokerType,
            brokerName: brokerName)
    }
}
