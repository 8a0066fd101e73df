import Foundation
import ProviderKit
import ProviderKitPlaid

/// The Plaid Link v1 adapter: runs LinkKit 1.x's `PLKPlaidLinkViewController` and its
/// `PLKPlaidLinkViewDelegate` behind ProviderKit's session, with the Plaid error, stage and account
/// mapping shared with the LinkKit 7 adapter.
///
/// ```swift
/// registry.register(PlaidLegacyAdapter(driver: LinkKitV1Driver()))   // glue: docs/providers/plaid-legacy.md
/// ```
///
/// ### Which initializer runs
/// | request token | entry | initializer |
/// |---|---|---|
/// | empty | `key` + `env` + `product` | `initWithConfiguration:delegate:` (`initWithInstitution:configuration:delegate:` with an `institution` parameter) |
/// | empty | no `key` | `initWithDelegate:`, the Info.plist configuration (`initWithInstitution:delegate:`) |
/// | `public-…` | either | update mode: `initWithPublicToken:configuration:delegate:` / `initWithPublicToken:delegate:` |
/// | `link-<env>-…` | no `key` | `initWithLinkToken:configuration:delegate:` |
/// | `link-<env>-…` + `oauthStateId` parameter | no `key` | `initWithLinkToken:oauthStateId:configuration:delegate:` |
///
/// Update mode also works with a link token created for update mode: nothing changes on the device.
/// The other per-login parameters are described in `PlaidLegacyRequestParameters`.
public struct PlaidLegacyAdapter: LinkAdapter {
    /// The adapter name used in configuration files.
    package static let name = "plaid-legacy"

    /// The options of a `plaid-legacy` entry.
    package static let options: [AdapterOption] = [
        AdapterOption(
            "key", .string,
            summary: "Your Plaid public_key (public-key mode, with env and product). Omit it to use link tokens."),
        AdapterOption(
            "env", .string, summary: "Public-key mode: development, sandbox, production or tartan (deprecated)."),
        AdapterOption(
            "product", .stringOrArray,
            summary:
                "Public-key mode: a product name or an array of names (auth, transactions, identity, …), turned into LinkKit's PLKProduct bitmask."
        ),
        AdapterOption("clientName", .string, summary: "The name LinkKit shows the user once they have linked."),
        AdapterOption("webhook", .string, summary: "The https URL Plaid posts Item webhooks to."),
        AdapterOption(
            "oauthRedirectUri", .string,
            summary:
                "The https universal link OAuth returns to (never a custom scheme); defaults to the entry's redirectURI."
        ),
        AdapterOption(
            "oauthNonce", .string,
            summary:
                "At least 16 characters and unique per login, so better passed per LinkRequest; omitted, each login gets a UUID."
        ),
        AdapterOption("countryCodes", .array, summary: "ISO 3166-1 alpha-2 country codes, such as [\"US\", \"GB\"]."),
        AdapterOption("language", .string, summary: "ISO 639-1 language code, such as \"en\"."),
        AdapterOption(
            "selectAccount", .bool,
            summary: "Deprecated: use the Dashboard's Account Select setting. Accepted with a warning."),
        AdapterOption("apiVersion", .string, summary: "Public-key mode: APIv2 (default) or the deprecated APIv1."),
        AdapterOption(
            "diagnostics", .number,
            summary: "PLKPLAIDLINK_DIAGNOSTICS level for the adapter's own diagnostics: 0 none … 4 debug (default 4)."),
        AdapterOption(
            "diagnosticsScale", .number,
            summary: "4 when diagnostics follows the 0–4 scale (default), 3 for the older 0–3 scale."),
    ]

    /// The adapter's descriptor.
    public var descriptor: AdapterDescriptor { Self.descriptor }

    /// The descriptor, with the Plaid error and event tables shared with the LinkKit 7 adapter.
    package static let descriptor = AdapterDescriptor(
        name: name, displayName: "Plaid Link v1 (LinkKit 1.x delegate API)", requiresRedirectURI: false,
        options: options, errorTable: PlaidLegacyMapping.errorTable,
        eventTable: PlaidLegacyMapping.eventTable, updateSupport: updateSupport, resumeSupport: resumeSupport)

    /// Update mode: a link token created for the Item (`initWithLinkToken:…`), or a legacy public
    /// token (`initWithPublicToken:…`). Nothing else changes on the device.
    package static let updateSupport = AdapterUpdateSupport.supported(
        "Update mode: your server creates the link token for the Item (/link/token/create with its access_token), used with initWithLinkToken:…; a legacy public-… token selects initWithPublicToken:….")

    /// After the app was killed mid-OAuth: `initWithLinkToken:oauthStateId:configuration:delegate:`
    /// with the same link token and OAuth nonce, and the returning link's `oauth_state_id`.
    package static let resumeSupport = AdapterResumeSupport(
        redirectQueryItem: PlaidLegacyLinkKit.PLKConstants.oauthStateIdQueryItem,
        requestParameter: PlaidLegacyRequestParameters.oauthStateIdKey,
        summary: "initWithLinkToken:oauthStateId:configuration:delegate: with the same link token and OAuth nonce and the return's oauth_state_id.")

    /// The LinkKit 1.x driver.
    public let driver: any PlaidLegacyDriver
    /// The OAuth logins under way and the nonces already used, shared by every copy of this adapter.
    package let oauthLedger: PlaidLegacyOAuthLedger
    /// How long, in seconds, a flow waits, once LinkKit's controller is gone, for trailing callbacks
    /// (the -999 echo, a late HANDOFF) before it ends.
    public let dismissalGracePeriod: TimeInterval
    /// Used as `oauthRedirectUri` when the entry names none (the sandbox's own universal link).
    package let fallbackRedirectURI: RedirectURI?

    /// Creates the adapter around the app's LinkKit 1.x driver.
    public init(driver: any PlaidLegacyDriver, dismissalGracePeriod: TimeInterval = 0.3) {
        self.init(
            driver: driver, oauthLedger: PlaidLegacyOAuthLedger(), fallbackRedirectURI: nil,
            dismissalGracePeriod: dismissalGracePeriod)
    }

    /// Creates the adapter with its own ledger and a redirect URI for entries that name none.
    package init(
        driver: any PlaidLegacyDriver, oauthLedger: PlaidLegacyOAuthLedger, fallbackRedirectURI: RedirectURI?,
        dismissalGracePeriod: TimeInterval
    ) {
        self.driver = driver
        self.oauthLedger = oauthLedger
        self.fallbackRedirectURI = fallbackRedirectURI
        self.dismissalGracePeriod = dismissalGracePeriod
    }

    /// Mirrors `PLKOAuthStateIdFromURL`: the `oauth_state_id` query item of the universal link the
    /// app received, read from the parsed query (never searched as text); `nil` when absent or empty.
    public static func oauthStateId(from url: URL) -> String? {
        guard let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems else { return nil }
        guard let value = items.first(where: { $0.name == PlaidLegacyLinkKit.PLKConstants.oauthStateIdQueryItem })?.value,
            !value.isEmpty
        else { return nil }
        return value
    }

    /// Checks the entry's `PLKConfiguration` fields (see ``PlaidLegacyLinkKit/PLKConfiguration`` for the rules).
    public func validate(entry: ProviderEntry) -> [ConfigIssue] {
        PlaidLegacySettings(entry.options, redirectURI: entry.redirectURI, source: .entry).issues
    }

    /// Picks the initializer from the request and the entry, and checks everything LinkKit would
    /// reject, including OAuth re-entry with another link token or nonce, before anything reaches it.
    ///
    /// - Throws: a ``/ProviderKit/LinkError``: `invalidLinkToken` for a token LinkKit 1.x would refuse, `configuration` for an entry or parameters that can never work (including OAuth re-entry with another link token or nonce).
    @MainActor
    public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        let settings = PlaidLegacySettings(
            entry.options, redirectURI: entry.redirectURI ?? fallbackRedirectURI, source: .entry)
        if let error = settings.errors.first {
            let path = error.path.isEmpty ? "" : "\(error.path): "
            throw LinkError.configuration("The \"\(entry.name)\" entry is invalid: \(path)\(error.message)")
        }
        let parameters = try PlaidLegacyRequestParameters(request.parameters)
        let token = request.token.reveal()
        let tokenKind = PlaidLegacyToken(token)
        if parameters.oauthStateId != nil {
            guard case .linkToken = tokenKind else {
                throw LinkError.configuration(
                    "OAuth re-entry (an \"oauthStateId\" parameter) needs the link token the login started with; \(tokenKind.summary)"
                )
            }
        }

        switch tokenKind {
        case .unrecognized:
            throw LinkError(
                code: .invalidLinkToken,
                message:
                    "The plaid-legacy adapter takes a link token (link-<environment>-…), a public token for update mode (public-…), or no token with a public-key or Info.plist configuration; \(tokenKind.summary)"
            )

        case .linkToken:
            if settings.usesPublicKey {
                throw LinkError.configuration(
                    "The \"\(entry.name)\" entry configures a public key, but the request carries a link token; remove key, env and product from the entry to use link tokens"
                )
            }
            if parameters.institution != nil {
                throw LinkError.configuration(
                    "The \"institution\" parameter needs a public-key or Info.plist configuration; LinkKit has no link-token initializer that pre-selects an institution"
                )
            }
            var configuration = try PlaidLegacyLinkKit.PLKConfiguration(linkToken: token)
            settings.applyExtras(to: &configuration)
            if let oauthStateId = parameters.oauthStateId {
                let nonce = try oauthLedger.checkReentry(linkToken: request.token, nonce: parameters.oauthNonce)
                configuration.oauthNonce = nonce
                return PlaidLegacyFlow(
                    driver: driver,
                    launch: .oauthReentry(
                        linkToken: request.token, oauthStateId: oauthStateId, configuration: configuration),
                    oauthLogin: .init(linkToken: request.token, nonce: nonce), ledger: oauthLedger,
                    diagnosticsLevel: settings.diagnostics,
                    dismissalGracePeriod: dismissalGracePeriod)
            }
            var login: PlaidLegacyOAuthLedger.Login?
            if configuration.oauthRedirectUri != nil || parameters.oauthNonce != nil {
                let nonce = parameters.oauthNonce ?? settings.oauthNonce ?? UUID().uuidString
                try oauthLedger.checkNewLogin(nonce: nonce)
                configuration.oauthNonce = nonce
                login = .init(linkToken: request.token, nonce: nonce)
            }
            return PlaidLegacyFlow(
                driver: driver, launch: .linkToken(request.token, configuration: configuration), oauthLogin: login,
                ledger: oauthLedger, diagnosticsLevel: settings.diagnostics,
                dismissalGracePeriod: dismissalGracePeriod)

        case .publicToken(let tokenEnv):
            if parameters.institution != nil {
                throw LinkError.configuration(
                    "The \"institution\" parameter cannot be combined with update mode (a public token)")
            }
            let configuration = try publicKeyConfiguration(settings, entry: entry)
            if let tokenEnv, let env = configuration?.env ?? driver.sharedConfiguration?.env, env != tokenEnv,
                env != .tartan
            {
                throw LinkError.configuration(
                    "The public token is for \(tokenEnv) but the configuration uses \(env); create the public token in the configured environment"
                )
            }
            return PlaidLegacyFlow(
                driver: driver, launch: .publicToken(request.token, configuration: configuration), ledger: oauthLedger,
                diagnosticsLevel: settings.diagnostics,
                dismissalGracePeriod: dismissalGracePeriod)

        case .none:
            let configuration = try publicKeyConfiguration(settings, entry: entry)
            let launch: PlaidLegacyLaunch
            if let institution = parameters.institution {
                launch = .institution(institution, configuration: configuration)
            } else if let configuration {
                launch = .configuration(configuration)
            } else {
                launch = .sharedConfiguration
            }
            return PlaidLegacyFlow(
                driver: driver, launch: launch, ledger: oauthLedger, diagnosticsLevel: settings.diagnostics,
                dismissalGracePeriod: dismissalGracePeriod)
        }
    }

    /// The entry's public-key configuration, or `nil` to use the shared one (which must then exist).
    @MainActor
    private func publicKeyConfiguration(_ settings: PlaidLegacySettings, entry: ProviderEntry) throws(LinkError)
        -> PlaidLegacyLinkKit.PLKConfiguration?
    {
        if settings.usesPublicKey {
            guard let configuration = settings.publicKeyConfiguration() else {
                throw LinkError.configuration("The \"\(entry.name)\" entry needs key, env and product together")
            }
            return configuration
        }
        guard driver.sharedConfiguration != nil else {
            throw LinkError.configuration(
                "No configuration to start LinkKit with: the request has no link token, the \"\(entry.name)\" entry has no key, and the app's Info.plist has no valid \(PlaidLegacyLinkKit.PLKConstants.sharedConfigurationKey) dictionary (check it with PlaidLegacyPlistConfiguration.validate(fileURL:))"
            )
        }
        return nil
    }
}
