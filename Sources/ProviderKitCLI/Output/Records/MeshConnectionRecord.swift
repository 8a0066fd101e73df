import ProviderKit
import ProviderKitMesh

/// One stored connection in `providerkit store list --format json` (`kind` `meshConnection`), or
/// the connection `store remove` removed (`kind` `meshConnectionRemoved`): `{"kind", "id",
/// "brokerType", "brokerName", "expiresInSeconds", "refreshTokenExpiresInSeconds",
/// "accountTokens"}`. Tokens print as `"<redacted>"` unless revealed; brand logos are left out.
struct MeshConnectionRecord: Encodable {
    /// The connection.
    var payload: MeshLinkSDK.AccessTokenPayload
    /// `meshConnection` or `meshConnectionRemoved`.
    var kind: String

    private enum CodingKeys: String, CodingKey {
        case kind, id, brokerType, brokerName, expiresInSeconds, refreshTokenExpiresInSeconds, accountTokens
    }

    /// Encodes the record, members in the documented order; the encoder's
    /// `userInfo[.revealSecrets]` decides whether tokens print.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(payload.id, forKey: .id)
        try container.encode(payload.brokerType, forKey: .brokerType)
        try container.encode(payload.brokerName, forKey: .brokerName)
        if let expires = payload.expiresInSeconds {
            try container.encode(expires, forKey: .expiresInSeconds)
        } else {
            try container.encodeNil(forKey: .expiresInSeconds)
        }
        if let expires = payload.refreshTokenExpiresInSeconds {
            try container.encode(expires, forKey: .refreshTokenExpiresInSeconds)
        } else {
            try container.encodeNil(forKey: .refreshTokenExpiresInSeconds)
        }
        try container.encode(payload.accountTokens, forKey: .accountTokens)
    }
}
