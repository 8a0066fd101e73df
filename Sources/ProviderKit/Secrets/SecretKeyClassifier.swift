/// Decides which JSON member names hold credentials, for redaction and for configuration checks.
///
/// Names are compared after lowercasing and dropping `_`, `-` and `.`, so `access_token`,
/// `accessToken` and `Access-Token` are the same name. Pure functions: safe from any thread.
package enum SecretKeyClassifier {
    /// Fragments that mark a server-side secret that must never ship inside an app.
    static let serverSecretFragments: [String] = [
        "secret", "password", "passwd", "apikey", "privatekey", "clientkey", "signingkey", "credential",
    ]

    /// `true` when a member with this name holds a token or a server secret, so its value is redacted.
    ///
    /// Every token name (`linktoken`, `accesstoken`, `idtoken`, …) ends with `token`, so a name
    /// whose normalised form ends with `token` or `tokens` is a token's.
    package static func isSecret(_ name: String) -> Bool {
        let normalized = normalize(name)
        return normalized.hasSuffix("token") || normalized.hasSuffix("tokens") || isServerSecret(normalized: normalized)
    }

    /// `true` when a member with this name holds a server-side secret (client secret, API key,
    /// password) that must live on the app's server, never in an app's configuration.
    package static func isServerSecret(_ name: String) -> Bool {
        isServerSecret(normalized: normalize(name))
    }

    private static func isServerSecret(normalized: String) -> Bool {
        let name = Array(normalized.utf8)
        return serverSecretFragments.contains { fragment in
            let fragment = Array(fragment.utf8)
            guard fragment.count <= name.count else { return false }
            return (0...(name.count - fragment.count)).contains { name[$0..<$0 + fragment.count].elementsEqual(fragment) }
        }
    }

    /// The name lowercased, without `_`, `-` and `.`.
    static func normalize(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != "." })
    }
}
