/// Where in the flow the user was, for exits and events. Stable wire strings.
public enum LinkStage: String, Sendable, Hashable, Codable, CaseIterable {
    /// The flow was still loading.
    case loading
    /// Consent, terms or data-sharing screens.
    case consent
    /// Choosing or searching for an institution.
    case institutionSelection
    /// Entering credentials.
    case credentials
    /// Answering multi-factor questions, codes or device choices.
    case mfa
    /// Away at the institution for OAuth or app-to-app authentication.
    case oauth
    /// Choosing accounts to share.
    case accountSelection
    /// Verifying account ownership (micro-deposits, account and routing numbers, identity).
    case verification
    /// A CAPTCHA or other human check.
    case humanVerification
    /// Handed to a third party or waiting for an action outside the flow.
    case externalAction
    /// Setting up or confirming a transfer.
    case transfer
    /// Looking at an error screen.
    case error
    /// The connection was made.
    case connected
    /// A stage the vendor reported that ProviderKit does not recognise.
    case unknown
}
