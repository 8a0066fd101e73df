/// What a successful link hands the app to finish the connection.
///
/// Every token is a ``Secret``. Switch over the cases to decide what to send to your server; the
/// ``kind`` wire strings are stable.
public enum LinkCredential: Sendable, Hashable {
    /// A short-lived public token that your server exchanges for an access token (Plaid).
    case publicToken(Secret)
    /// One access token per account (Mesh). Treat them like passwords.
    case accessTokens([AccountAccessToken])
    /// A refresh token to be exchanged later, because the connection completes asynchronously (Mesh delayed auth).
    case delayedAuth(refreshToken: Secret)
    /// A connection held on the vendor's servers; no token reaches the device (Meld). `id` is the
    /// vendor's connection identifier, which your server uses to fetch the data (for Meld, the `id`
    /// of `POST /bank-linking/connect/start`). Always present: an adapter that cannot name the
    /// connection ends the session with an error instead.
    case connection(id: String)

    /// The case, without its values. Its raw values are the stable wire names.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// ``LinkCredential/publicToken(_:)``.
        case publicToken
        /// ``LinkCredential/accessTokens(_:)``.
        case accessTokens
        /// ``LinkCredential/delayedAuth(refreshToken:)``.
        case delayedAuth
        /// ``LinkCredential/connection(id:)``.
        case connection
    }

    /// Which case this is.
    public var kind: Kind {
        switch self {
        case .publicToken: return .publicToken
        case .accessTokens: return .accessTokens
        case .delayedAuth: return .delayedAuth
        case .connection: return .connection
        }
    }

    /// Every secret the credential holds, for stores and for redaction checks.
    public var secrets: [Secret] {
        switch self {
        case .publicToken(let token): return [token]
        case .accessTokens(let tokens): return tokens.flatMap { [$0.accessToken] + ($0.refreshToken.map { [$0] } ?? []) }
        case .delayedAuth(let token): return [token]
        case .connection: return []
        }
    }
}
