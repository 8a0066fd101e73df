import Foundation

/// The https universal link a vendor returns the user to after OAuth or app-to-app authentication.
///
/// Only https is accepted. A custom scheme (`myapp://`) can be claimed by any app installed on the
/// device, so it must never receive an OAuth return; vendors (Plaid, Meld) refuse them as well.
///
/// ### Matching rule
/// An incoming URL matches when, and only when:
/// 1. its scheme is `https` (case-insensitive);
/// 2. `StrictURL` reads it completely: no user or password, no malformed or non-UTF-8
///    percent-escape in any part, a plain DNS or IP host;
/// 3. its host equals this host, ignoring ASCII case (DNS names are case-insensitive);
/// 4. its port equals this port, where no port means 443;
/// 5. its percent-decoded path equals this path, where an empty path means `/` and one trailing
///    slash is ignored (`/meld` and `/meld/` are the same path, as vendors append one: Meld's
///    guide returns to `{{universal-link}}/?oauth_state_id=…`). Nothing else is normalised: case,
///    `//`, `.` and `..` segments and percent-encoding differences do not match.
///
/// The query is then parsed into items; it is never searched as text, so a page that puts the
/// redirect URI inside its own query string cannot trigger a match. The fragment is ignored.
public struct RedirectURI: Sendable, Hashable, CustomStringConvertible {
    /// The validated URL.
    public let url: URL
    /// The host, lowercase.
    let host: String
    /// The port, 443 when the URL names none.
    let port: Int
    /// The path as ``normalizedPath(_:)`` makes it.
    let path: String

    /// Why a string is not an acceptable redirect URI.
    public struct ValidationError: LocalizedError, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong and what to do about it.
        public let message: String
        /// The message.
        public var description: String { message }
        /// The message, which names the URL, the problem and the fix.
        public var errorDescription: String? { message }
    }

    /// Validates `string` as an https universal link.
    ///
    /// - Throws: a ``ValidationError`` naming the problem (not a URL, a custom scheme, http, no
    ///   host, credentials, a query or a fragment). The message shows the URL only through
    ///   ``SecretRedactor/redact(url:)``: user info and credential query and fragment values hidden.
    public init(validating string: String) throws {
        try self.init(checking: string)
    }

    /// ``init(validating:)`` with its error type spelled out, for the package's own callers.
    package init(checking string: String) throws(ValidationError) {
        let strict: StrictURL
        do {
            strict = try StrictURL(reading: string)
        } catch where error.part == .userInfo {
            throw ValidationError(message: "\(Self.shown(string)) contains a user name or password; remove them")
        } catch {
            throw ValidationError(message: "\(Self.shown(string)) is not a valid absolute URL (\(error)); use an https universal link such as https://app.example.com/link/callback")
        }
        guard strict.scheme == "https" else {
            if strict.scheme == "http" {
                throw ValidationError(message: "\(Self.shown(string)) uses http; OAuth returns need an https universal link")
            }
            throw ValidationError(
                message:
                    "\(Self.shown(string)) uses the custom scheme \"\(SecretRedactor.standard.quote(strict.scheme, limit: 32))://\"; any app can claim a custom scheme, so OAuth returns need an https universal link (with an apple-app-site-association file) instead")
        }
        guard let host = strict.host, let url = strict.components.url else {
            throw ValidationError(message: "\(Self.shown(string)) has no host")
        }
        guard strict.queryItems == nil else {
            throw ValidationError(message: "\(Self.shown(string)) has a query string; register the bare URL, vendors add their own parameters")
        }
        guard strict.fragment == nil else {
            throw ValidationError(message: "\(Self.shown(string)) has a fragment; remove it")
        }
        self.url = url
        self.host = host
        self.port = strict.port ?? 443
        self.path = Self.normalizedPath(strict)
    }

    /// The percent-decoded path: `/` when empty; otherwise without one trailing slash, when the
    /// URL spells it as a real `/` (not `%2F`) and it is not doubled.
    private static func normalizedPath(_ strict: StrictURL) -> String {
        let path = strict.path
        guard !path.isEmpty, path != "/" else { return "/" }
        let encoded = strict.components.percentEncodedPath
        guard encoded.hasSuffix("/"), !encoded.hasSuffix("//"), path.hasSuffix("/") else { return path }
        return String(path.dropLast())
    }

    /// The URL quoted for a message, redacted and cut to a readable length.
    private static func shown(_ string: String) -> String {
        let redacted = SecretRedactor.standard.redact(url: string)
        guard redacted != "<unparsable URL>" else { return "the value" }
        return "\"\(SecretRedactor.standard.quote(redacted, limit: 200))\""
    }

    /// Matches an incoming URL under the rule above.
    ///
    /// The URL is read by `StrictURL`: one it cannot read completely (a malformed or non-UTF-8
    /// escape anywhere, user info, an odd host) is never a return.
    ///
    /// - Returns: the parsed match, or `nil` if the URL is not a return to this redirect URI.
    public func match(_ incoming: URL) -> RedirectMatch? {
        guard let strict = try? StrictURL(reading: incoming) else { return nil }
        return match(strict, received: incoming)
    }

    /// Matches a URL that `StrictURL` has already read, under the rule above.
    ///
    /// For callers that read the URL for another decision first (Meld's navigation rule), so it is
    /// read once. `received` is the URL the match reports; by default the one the components make.
    package func match(_ strict: StrictURL, received: URL? = nil) -> RedirectMatch? {
        guard strict.scheme == "https",
            strict.host == host,
            (strict.port ?? 443) == port,
            Self.normalizedPath(strict) == path,
            let url = received ?? strict.components.url
        else { return nil }
        return RedirectMatch(url: url, queryItems: strict.queryItems ?? [])
    }

    /// The URL text.
    public var description: String { url.absoluteString }
}
