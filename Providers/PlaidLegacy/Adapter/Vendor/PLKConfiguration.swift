import Foundation
import ProviderKit

extension PlaidLegacyLinkKit {
    /// Mirrors LinkKit 1.x `PLKConfiguration`: how one `PLKPlaidLinkViewController` is set up.
    ///
    /// Either a Plaid `public_key` with an environment and products (``init(key:env:product:)``), or a
    /// `link_token` (``init(linkToken:)``), which carries the environment and products itself. Every
    /// property has the SDK's name and meaning; ``linkToken`` is ProviderKit's addition (the SDK hides
    /// it behind ``useTokenInsteadOfPublicKey``) and is a redacted ``/ProviderKit/Secret``.
    ///
    /// The SDK raises an Objective-C exception for bad values, which Swift cannot catch; ProviderKit
    /// checks a configuration with `PlaidLegacyConfigurationRules` before the driver ever sees it.
    public struct PLKConfiguration: Sendable, Hashable {
        /// The value of `kPLKUseTokenInsteadOfPublicKey`, which the SDK stores in ``key`` for link-token
        /// configurations. The real string is not public; ProviderKit uses this marker (UNVERIFIED).
        public static let useTokenInsteadOfPublicKey = "kPLKUseTokenInsteadOfPublicKey"

        /// The Plaid `public_key`, or ``useTokenInsteadOfPublicKey`` for a link-token configuration.
        public let key: String
        /// The environment.
        public let env: PLKEnvironment
        /// The products, as a bitmask. Empty for a link-token configuration (the token carries them).
        public let product: PLKProduct
        /// Deprecated by Plaid in favour of the Dashboard's Account Select setting.
        public let selectAccount: Bool
        /// The SDK's `longtailAuth` flag.
        public let longtailAuth: Bool
        /// The Plaid API version. The SDK's default is ``PLKAPIVersion/v2``.
        public let apiVersion: PLKAPIVersion
        /// The link token, for configurations made with ``init(linkToken:)``.
        public let linkToken: Secret?

        /// Shown to the user once they have linked their account.
        public var clientName: String?
        /// Receives Item webhooks.
        public var webhook: URL?
        /// Pre-fills the user's legal name.
        public var userLegalName: String?
        /// Pre-fills the user's email address.
        public var userEmailAddress: String?
        /// Pre-fills the user's phone number.
        public var userPhoneNumber: String?
        /// ISO 3166-1 alpha-2 country codes (`US`, `GB`).
        public var countryCodes: [String]?
        /// Account subtypes to show, by account type.
        public var accountSubtypes: [String: [String]]?
        /// The https universal link the institution returns to after OAuth (LinkKit 1.1.25+). Custom schemes are not allowed.
        public var oauthRedirectUri: URL?
        /// Unique per login, at least 16 characters; a UUID is the SDK's suggestion (LinkKit 1.1.25+).
        public var oauthNonce: String?
        /// The Dashboard customization to use.
        public var linkCustomizationName: String?
        /// The language, as an ISO 639-1 code (`en`).
        public var language: String?

        /// Mirrors `initWithKey:env:product:selectAccount:longtailAuth:apiVersion:`, the designated initializer.
        public init(
            key: String, env: PLKEnvironment, product: PLKProduct, selectAccount: Bool, longtailAuth: Bool,
            apiVersion: PLKAPIVersion
        ) {
            self.key = key
            self.env = env
            self.product = product
            self.selectAccount = selectAccount
            self.longtailAuth = longtailAuth
            self.apiVersion = apiVersion
            self.linkToken = nil
        }

        /// Mirrors `initWithKey:env:product:` (no account select, no longtail auth, API v2).
        public init(key: String, env: PLKEnvironment, product: PLKProduct) {
            self.init(key: key, env: env, product: product, selectAccount: false, longtailAuth: false, apiVersion: .v2)
        }

        /// Mirrors `initWithLinkToken:` (LinkKit 1.1.34+): the environment comes from the token.
        ///
        /// - Throws: ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/invalidLinkToken`` when `linkToken` is not a
        ///   `link-<environment>-…` token (where the SDK would raise an exception).
        public init(linkToken: String) throws {
            guard case .linkToken(let env) = PlaidLegacyToken(linkToken) else {
                throw LinkError(
                    code: .invalidLinkToken,
                    message:
                        "PLKConfiguration(linkToken:) needs a link token of the form link-<environment>-…, with environment development, sandbox or production; \(PlaidLegacyToken(linkToken).summary)"
                )
            }
            self.key = Self.useTokenInsteadOfPublicKey
            self.env = env
            self.product = []
            self.selectAccount = false
            self.longtailAuth = false
            self.apiVersion = .v2
            self.linkToken = Secret(linkToken)
        }

        /// `true` when the configuration was made from a link token.
        public var usesLinkToken: Bool { linkToken != nil }
    }
}

extension PlaidLegacyLinkKit.PLKConfiguration: CustomStringConvertible {
    /// A summary that never shows the link token.
    public var description: String {
        if usesLinkToken {
            return "PLKConfiguration(linkToken: \(Secret.redactedPlaceholder), env: \(env))"
        }
        return "PLKConfiguration(key: \(key), env: \(env), product: \(product))"
    }
}
