/// Decides which JSON member names hold credentials, for redaction and for configuration checks.
///
/// Names are compared after lowercasing and dropping `_`, `-` and `.`, so `access_token`,
/// `accessToken` and `Access-Token` are the same name.
package enum SecretKeyClassifier {
    /// Normalised names of members whose values are credentials a device may hold (tokens).
    static let tokenNames: Set<String> = [
        "token", "linktoken", "publictoken", "accesstoken", "refreshtoken", "connecttoken",
        "paymenttoken", "itemaddtoken", "processortoken", "transfertoken", "atomictoken", "authtoken",
        "idtoken", "sessiontoken", "oauthtoken", "bearertoken",
    ]

    /// Fragments that mark a server-side secret that must never ship inside an app.
    static let serverSecretFragments: [String] = [
        "secret", "password", "passwd", "apikey", "privatekey", "clientkey", "signingkey", "credential",
    ]

    /// `true` when a member with this name holds a token or a server secret, so its value is redacted.
    package static func isSecret(_ name: String) -> Bool {
        let normalized = normalize(name)
        return tokenNames.contains(normalized) || normalized.hasSuffix("token") || normalized.hasSuffix("tokens")
            || isServerSecret(name)
    }

    /// `true` when a member with this name holds a server-side secret (client secret, API key,
    /// password) that must live on the app's server, never in an app's configuration.
    package static func isServerSecret(_ name: String) -> Bool {
        let normalized = normalize(name)
        return serverSecretFragments.contains { normalized.contains($0) }
    }

    static func normalize(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != "." })
    }
}
