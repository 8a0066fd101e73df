/// The JSON in the `metadata` query item of an `<scheme>://oauthRequested` navigation (MX's
/// app-to-app signal, relayed by Meld). Only `url` is used.
package struct MeldOAuthRequestMetadata: Sendable, Hashable, Codable {
    /// The institution's OAuth URL to open outside the web view. Only https is ever opened.
    package var url: String?

    /// Creates metadata.
    package init(url: String?) {
        self.url = url
    }
}
