import Foundation

/// The https universal link a vendor returns the user to after OAuth or app-to-app authentication.
///
/// Only https is accepted. A custom scheme (`myapp://`) can be claimed by any app installed on the
/// device, so it must never receive an OAuth return; vendors (Plaid, Meld) refuse them as well.
///
/// ### Matching rule
/// An incoming URL matches when, and only when:
/// 1. its scheme is `https` (case-insensitive);
/// 2. it has no user or password;
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
        guard let components = URLComponents(string: string), let url = components.url,
            let scheme = components.scheme?.lowercased()
        else {
            throw ValidationError(message: "\(Self.shown(string)) is not a valid absolute URL; use an https universal link such as https://app.example.com/link/callback")
        }
        guard scheme == "https" else {
            if scheme == "http" {
                throw ValidationError(message: "\(Self.shown(string)) uses http; OAuth returns need an https universal link")
            }
            throw ValidationError(
                message:
                    "\(Self.shown(string)) uses the custom scheme \"\(SecretRedactor.standard.quote(scheme, limit: 32))://\"; any app can claim a custom scheme, so OAuth returns need an https universal link (with an apple-app-site-association file) instead")
        }
        guard let host = components.host, !host.isEmpty else {
            throw ValidationError(message: "\(Self.shown(string)) has no host")
        }
        guard components.user == nil, components.password == nil else {
            throw ValidationError(message: "\(Self.shown(string)) contains a user name or password; remove them")
        }
        guard components.query == nil else {
            throw ValidationError(message: "\(Self.shown(string)) has a query string; register the bare URL, vendors add their own parameters")
        }
        guard components.fragment == nil else {
            throw ValidationError(message: "\(Self.shown(string)) has a fragment; remove it")
        }
        self.url = url
        self.host = host.lowercased()
        self.port = components.port ?? 443
        self.path = Self.normalizedPath(components)
    }

    /// The percent-decoded path: `/` when empty; otherwise without one trailing slash, when the
    /// URL spells it as a real `/` (not `%2F`) and it is not doubled.
    private static func normalizedPath(_ components: URLComponents) -> String {
        let path = components.path
        guard !path.isEmpty, path != "/" else { return "/" }
        let encoded = components.percentEncodedPath
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
    /// - Returns: the parsed match, or `nil` if the URL is not a return to this redirect URI.
    public func match(_ incoming: URL) -> RedirectMatch? {
        guard let components = URLComponents(url: incoming, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == "https",
            components.user == nil, components.password == nil,
            components.host?.lowercased() == host,
            (components.port ?? 443) == port,
            Self.normalizedPath(components) == path
        else { return nil }
        return RedirectMatch(url: incoming, queryItems: components.queryItems ?? [])
    }

    /// The host ``match(_:)`` compares with, lowercase: for fast paths that must agree with it.
    package var matchingHost: String { host }

    /// The URL text.
    public var description: String { url.absoluteString }
}
