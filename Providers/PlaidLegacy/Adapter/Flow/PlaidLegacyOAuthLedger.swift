import ProviderKit

/// Remembers, per adapter, which OAuth logins are under way (link token and nonce) and which
/// nonces were already used, so that re-entry uses the same token and nonce and no nonce is reused.
///
/// Plaid itself would answer a mismatch with `OAUTH_ERROR/INCORRECT_LINK_TOKEN` or
/// `OAUTH_ERROR/INCORRECT_OAUTH_NONCE` after the user came back from the bank; ProviderKit raises a
/// ``/ProviderKit/LinkError/Code/configuration`` error instead, before anything reaches LinkKit.
@MainActor
package final class PlaidLegacyOAuthLedger: Sendable {
    /// One OAuth login: the link token and the nonce it started with.
    package struct Login: Sendable, Hashable {
        /// The link token.
        package let linkToken: Secret
        /// The nonce.
        package let nonce: String
    }

    private var pending: [Login] = []
    private var usedNonces: Set<String> = []

    /// Creates an empty ledger.
    nonisolated public init() {}

    /// The logins started and not finished.
    package var pendingLogins: [Login] { pending }

    /// Checks a nonce for a new login: at least 16 characters and never used before.
    package func checkNewLogin(nonce: String) throws(LinkError) {
        guard nonce.count >= 16 else {
            throw .configuration(
                "oauthNonce must be at least 16 characters (LinkKit 1.x rule); it has \(nonce.count). Omit it to get a UUID"
            )
        }
        guard !usedNonces.contains(nonce) else {
            throw .configuration(
                "This oauthNonce was already used by an earlier login; it must be unique per login. Omit it to get a fresh UUID, or pass a new one in the LinkRequest's \"oauthNonce\" parameter"
            )
        }
    }

    /// Checks an OAuth re-entry against the login it continues and returns the nonce to use.
    ///
    /// - Parameters:
    ///   - linkToken: the request's link token; it must be the token the login started with.
    ///   - nonce: the nonce the app kept, or `nil` to use the pending login's.
    /// - Throws: ``/ProviderKit/LinkError/Code/configuration`` for a different token (Plaid: `INCORRECT_LINK_TOKEN`),
    ///   a different nonce (`INCORRECT_OAUTH_NONCE`), or no nonce at all.
    package func checkReentry(linkToken: Secret, nonce: String?) throws(LinkError) -> String {
        if let nonce {
            if let login = pending.first(where: { $0.nonce == nonce }), login.linkToken != linkToken {
                throw .configuration(
                    "OAuth re-entry must use the link token the login started with; this request carries a different one (Plaid would answer OAUTH_ERROR/INCORRECT_LINK_TOKEN). Pass the original link token"
                )
            }
            if let login = pending.first(where: { $0.linkToken == linkToken }), login.nonce != nonce {
                throw .configuration(
                    "OAuth re-entry must use the oauthNonce the login started with; this request carries a different one (Plaid would answer OAUTH_ERROR/INCORRECT_OAUTH_NONCE). Pass the original nonce, or none to reuse it"
                )
            }
            guard nonce.count >= 16 else {
                throw .configuration(
                    "oauthNonce must be at least 16 characters (LinkKit 1.x rule); it has \(nonce.count)")
            }
            return nonce
        }
        if let login = pending.first(where: { $0.linkToken == linkToken }) { return login.nonce }
        throw .configuration(
            "OAuth re-entry needs the oauthNonce the login started with, and this adapter has no login under way for this link token (was the app relaunched?). Pass the original nonce in the LinkRequest's \"oauthNonce\" parameter"
        )
    }

    /// Records a login as started; its nonce can never be used for a new login again.
    package func begin(_ login: Login) {
        usedNonces.insert(login.nonce)
        if !pending.contains(login) { pending.append(login) }
    }

    /// Records a login as finished (success or exit).
    package func finish(_ login: Login) {
        pending.removeAll { $0 == login }
    }
}
