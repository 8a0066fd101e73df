import ProviderKit

/// Which `PLKPlaidLinkViewController` initializer a flow uses, with its arguments.
///
/// The adapter picks it from the request's token and the entry (see ``PlaidLegacyAdapter``):
/// no token → the entry's public-key configuration or the shared Info.plist one; `public-…` →
/// update mode; `link-…` → the link-token initializers.
package enum PlaidLegacyLaunch: Sendable, Hashable, CustomStringConvertible {
    /// `initWithDelegate:`: the shared Info.plist configuration.
    case sharedConfiguration
    /// `initWithConfiguration:delegate:`: a custom public-key configuration.
    case configuration(PlaidLegacyLinkKit.PLKConfiguration)
    /// `initWithInstitution:delegate:` (`configuration == nil`) or `initWithInstitution:configuration:delegate:`.
    case institution(String, configuration: PlaidLegacyLinkKit.PLKConfiguration?)
    /// `initWithPublicToken:delegate:` (`configuration == nil`) or `initWithPublicToken:configuration:delegate:`: update mode.
    case publicToken(Secret, configuration: PlaidLegacyLinkKit.PLKConfiguration?)
    /// `initWithLinkToken:configuration:delegate:`.
    case linkToken(Secret, configuration: PlaidLegacyLinkKit.PLKConfiguration)
    /// `initWithLinkToken:oauthStateId:configuration:delegate:`: OAuth re-entry, same token and nonce.
    case oauthReentry(linkToken: Secret, oauthStateId: String, configuration: PlaidLegacyLinkKit.PLKConfiguration)

    /// The Objective-C selector of the initializer, for logs and docs.
    package var selector: String {
        switch self {
        case .sharedConfiguration: return "initWithDelegate:"
        case .configuration: return "initWithConfiguration:delegate:"
        case .institution(_, let configuration):
            return configuration == nil
                ? "initWithInstitution:delegate:" : "initWithInstitution:configuration:delegate:"
        case .publicToken(_, let configuration):
            return configuration == nil
                ? "initWithPublicToken:delegate:" : "initWithPublicToken:configuration:delegate:"
        case .linkToken: return "initWithLinkToken:configuration:delegate:"
        case .oauthReentry: return "initWithLinkToken:oauthStateId:configuration:delegate:"
        }
    }

    /// The configuration passed to the initializer, if any.
    package var configuration: PlaidLegacyLinkKit.PLKConfiguration? {
        switch self {
        case .sharedConfiguration: return nil
        case .configuration(let configuration): return configuration
        case .institution(_, let configuration), .publicToken(_, let configuration): return configuration
        case .linkToken(_, let configuration), .oauthReentry(_, _, let configuration): return configuration
        }
    }

    /// `true` for the update-mode launch (a public token).
    package var isUpdateMode: Bool {
        if case .publicToken = self { return true }
        return false
    }

    /// The selector; tokens never show.
    package var description: String { "PlaidLegacyLaunch(\(selector))" }

    /// Calls the matching driver method.
    @MainActor
    package func makeController(driver: any PlaidLegacyDriver, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    {
        switch self {
        case .sharedConfiguration:
            return try driver.makeLinkViewController(delegate: delegate)
        case .configuration(let configuration):
            return try driver.makeLinkViewController(configuration: configuration, delegate: delegate)
        case .institution(let institution, nil):
            return try driver.makeLinkViewController(institution: institution, delegate: delegate)
        case .institution(let institution, let configuration?):
            return try driver.makeLinkViewController(
                institution: institution, configuration: configuration, delegate: delegate)
        case .publicToken(let token, nil):
            return try driver.makeLinkViewController(publicToken: token.reveal(), delegate: delegate)
        case .publicToken(let token, let configuration?):
            return try driver.makeLinkViewController(
                publicToken: token.reveal(), configuration: configuration, delegate: delegate)
        case .linkToken(let token, let configuration):
            return try driver.makeLinkViewController(
                linkToken: token.reveal(), configuration: configuration, delegate: delegate)
        case .oauthReentry(let token, let oauthStateId, let configuration):
            return try driver.makeLinkViewController(
                linkToken: token.reveal(), oauthStateId: oauthStateId, configuration: configuration, delegate: delegate)
        }
    }
}
