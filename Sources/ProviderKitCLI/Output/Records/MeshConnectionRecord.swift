import ProviderKit
import ProviderKitMesh

/// One stored connection in `providerkit store list --format json` (`kind` `meshConnection`), or
/// the connection `store remove` removed (`kind` `meshConnectionRemoved`): `{"kind", "id",
/// "brokerType", "brokerName", "expiresInSeconds", "refreshTokenExpiresInSeconds",
/// "accountTokens"}`. Tokens print as `"<redacted>"` unless revealed; the broker's text (id, type,
/// name, each account's id and name) follows the rule of every record (`VendorText`), as replay
/// prints it; brand logos are left out.
struct MeshConnectionRecord: Encodable {
    /// The connection.
    var payload: MeshLinkSDK.AccessTokenPayload
    /// `meshConnection` or `meshConnectionRemoved`.
    var kind: String

    private enum CodingKeys: String, CodingKey {
        case kind, id, brokerType, brokerName, expiresInSeconds, refreshTokenExpiresInSeconds, accountTokens
    }

    /// Encodes the record, members in the documented order; the encoder's
    /// `userInfo[.revealSecrets]` decides whether tokens and credential-shaped vendor text print.
    func encode(to encoder: any Encoder) throws {
        let shown = VendorText(encoder: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(shown(payload.id), forKey: .id)
        try container.encode(shown(payload.brokerType), forKey: .brokerType)
        try container.encode(shown(payload.brokerName), forKey: .brokerName)
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
        let tokens = payload.accountTokens.map { token in
            var token = token
            token.account.accountId = shown(token.account.accountId)
            token.account.accountName = shown(token.account.accountName)
            token.account.frontAccountId = shown(token.account.frontAccountId)
            return token
        }
        try container.encode(tokens, forKey: .accountTokens)
    }
}
