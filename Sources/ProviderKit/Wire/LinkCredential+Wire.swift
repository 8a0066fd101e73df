import Foundation

extension LinkCredential: Codable {
    private enum CodingKeys: String, CodingKey { case kind, token, accounts, refreshToken, id }

    /// Decodes `{"kind": "publicToken", "token"}`, `{"kind": "accessTokens", "accounts"}`,
    /// `{"kind": "delayedAuth", "refreshToken"}` or `{"kind": "connection", "id"}`. Tokens must be
    /// real values: `"<redacted>"` is refused, so a redacted log line never becomes a credential.
    ///
    /// - Throws: `DecodingError` when the value does not have the documented shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .publicToken: self = .publicToken(try container.decode(Secret.self, forKey: .token))
        case .accessTokens: self = .accessTokens(try container.decode([AccountAccessToken].self, forKey: .accounts))
        case .delayedAuth: self = .delayedAuth(refreshToken: try container.decode(Secret.self, forKey: .refreshToken))
        case .connection: self = .connection(id: try container.decode(String.self, forKey: .id))
        }
    }

    /// Encodes `"kind"`, then the case's value; tokens are redacted unless the encoder reveals
    /// secrets, and a connection id, the vendor's text, hides a credential's shape inside it.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .publicToken(let token): try container.encode(token, forKey: .token)
        case .accessTokens(let tokens): try container.encode(tokens, forKey: .accounts)
        case .delayedAuth(let refreshToken): try container.encode(refreshToken, forKey: .refreshToken)
        case .connection(let id): try container.encode(VendorText(encoder: encoder)(id), forKey: .id)
        }
    }
}
