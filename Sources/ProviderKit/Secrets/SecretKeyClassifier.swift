/// Decides which JSON member names hold credentials, for redaction and for configuration checks.
///
/// Names are compared after lowercasing and dropping `_`, `-` and `.`, so `access_token`,
/// `accessToken` and `Access-Token` are the same name. Pure functions: safe from any thread.
package enum SecretKeyClassifier {
    /// Fragments that mark a server-side secret that must never ship inside an app.
    static let serverSecretFragments: [String] = [
        "secret", "password", "passwd", "apikey", "privatekey", "clientkey", "signingkey", "credential",
    ]

    /// Names that, in a query or a form (`name=value`), hold a one-time credential without saying
    /// `token`: an OAuth authorization `code` (what a redirect carries, as good as a token until it
    /// is exchanged), a passcode. A JSON member named `code` is a vendor's error code, not one.
    static let queryCredentialNames: Set<String> = ["code", "authcode", "authorizationcode", "oauthcode", "passcode", "otp"]

    /// `true` when a member with this name holds a token or a server secret, so its value is redacted.
    ///
    /// Every token name (`linktoken`, `accesstoken`, `idtoken`, …) ends with `token`, so a name
    /// whose normalised form ends with `token` or `tokens` is a token's.
    package static func isSecret(_ name: String) -> Bool {
        let normalized = normalize(name)
        return normalized.hasSuffix("token") || normalized.hasSuffix("tokens") || isServerSecret(normalized: normalized)
    }

    /// `true` when a query or form item (`name=value`) with this name holds a credential: a secret
    /// name (``isSecret(_:)``) or a one-time credential's (`code`, `passcode`, …; not `error_code`).
    package static func isQuerySecret(_ name: String) -> Bool {
        isSecret(name) || queryCredentialNames.contains(normalize(name))
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
