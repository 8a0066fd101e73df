extension LinkError {
    /// The unified error codes. Their raw values are stable wire strings.
    ///
    /// A code exists only where some vendor makes the distinction and an app would act on it
    /// differently. Codes are never renamed or reused; a retired code stays in the enum,
    /// deprecated. Each case documents its meaning and ``defaultRecovery``.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// The username or password was wrong. Recovery: ``Recovery/retry``.
        case invalidCredentials
        /// The multi-factor answer or code was wrong, or the delivery method is unusable. Recovery: ``Recovery/retry``.
        case invalidMFA
        /// The institution's multi-factor method is not supported. Recovery: ``Recovery/chooseAnotherInstitution``.
        case mfaNotSupported
        /// The account is locked at the institution; the user must unlock it there. Recovery: ``Recovery/retryLater``.
        case accountLocked
        /// The user must act on the institution's own site first (accept terms, reset a password). Recovery: ``Recovery/retryLater``.
        case actionRequiredAtInstitution
        /// The existing connection needs the user to log in again. Recovery: ``Recovery/relink``.
        case reauthenticationRequired
        /// The user did not grant the access the product needs. Recovery: ``Recovery/retry``.
        case insufficientPermissions
        /// None of the user's accounts is eligible for the requested products. Recovery: ``Recovery/chooseAnotherInstitution``.
        case noEligibleAccounts
        /// The institution or connection cannot provide a requested product. Recovery: ``Recovery/chooseAnotherInstitution``.
        case productNotSupported
        /// The product's data is not ready yet. Recovery: ``Recovery/retryLater``.
        case productNotReady
        /// Account verification failed or expired. Recovery: ``Recovery/relink``.
        case verificationFailed
        /// The institution is down or not responding. Recovery: ``Recovery/retryLater``; the exit offers fallbacks.
        case institutionUnavailable
        /// The provider does not (or no longer) support the institution. Recovery: ``Recovery/chooseAnotherInstitution``; the exit offers fallbacks.
        case institutionNotSupported
        /// Too many requests or attempts. Recovery: ``Recovery/retryLater``.
        case rateLimited
        /// The link token is expired, malformed or for another flow. Recovery: ``Recovery/relink`` (fetch a new token).
        case invalidLinkToken
        /// The OAuth round trip failed or timed out. Recovery: ``Recovery/retry``.
        case oauthFailed
        /// A CAPTCHA or other human check failed. Recovery: ``Recovery/retry``.
        case humanVerificationFailed
        /// A transfer inside the flow failed. Recovery: ``Recovery/retry``.
        case transferFailed
        /// The provider itself is failing or in maintenance. Recovery: ``Recovery/retryLater``; the exit offers fallbacks.
        case providerUnavailable
        /// The app's or server's setup is wrong (keys, products, redirect URI, environment). Recovery: ``Recovery/fixConfiguration``.
        case configuration
        /// The device could not reach the provider. Recovery: ``Recovery/retry``.
        case network
        /// The vendor SDK failed internally. Recovery: ``Recovery/contactSupport``.
        case `internal`
        /// A vendor code ProviderKit does not know. The raw type and code are kept. Recovery: ``Recovery/contactSupport``.
        case unknown

        /// What an app should do when it sees this code, unless the mapping table says otherwise.
        public var defaultRecovery: Recovery {
            switch self {
            case .invalidCredentials, .invalidMFA, .insufficientPermissions, .oauthFailed, .humanVerificationFailed,
                .transferFailed, .network:
                return .retry
            case .accountLocked, .actionRequiredAtInstitution, .productNotReady, .institutionUnavailable,
                .rateLimited, .providerUnavailable:
                return .retryLater
            case .reauthenticationRequired, .verificationFailed, .invalidLinkToken:
                return .relink
            case .mfaNotSupported, .noEligibleAccounts, .productNotSupported, .institutionNotSupported:
                return .chooseAnotherInstitution
            case .configuration:
                return .fixConfiguration
            case .internal, .unknown:
                return .contactSupport
            }
        }

        /// `true` for the codes after which a configuration's `fallbacks` are offered.
        public var suggestsFallback: Bool {
            self == .institutionUnavailable || self == .providerUnavailable || self == .institutionNotSupported
        }

        /// One sentence describing the code.
        public var description: String {
            switch self {
            case .invalidCredentials: return "The username or password was wrong."
            case .invalidMFA: return "The multi-factor answer or code was wrong."
            case .mfaNotSupported: return "The institution's multi-factor method is not supported."
            case .accountLocked: return "The account is locked at the institution."
            case .actionRequiredAtInstitution: return "The user must act on the institution's site first."
            case .reauthenticationRequired: return "The connection needs the user to log in again."
            case .insufficientPermissions: return "The user did not grant the access the product needs."
            case .noEligibleAccounts: return "No account is eligible for the requested products."
            case .productNotSupported: return "A requested product is not available for this institution."
            case .productNotReady: return "The product's data is not ready yet."
            case .verificationFailed: return "Account verification failed or expired."
            case .institutionUnavailable: return "The institution is down or not responding."
            case .institutionNotSupported: return "The provider does not support this institution."
            case .rateLimited: return "Too many requests or attempts."
            case .invalidLinkToken: return "The link token is expired, malformed or for another flow."
            case .oauthFailed: return "The OAuth round trip failed."
            case .humanVerificationFailed: return "A CAPTCHA or human check failed."
            case .transferFailed: return "The transfer failed."
            case .providerUnavailable: return "The provider is failing or in maintenance."
            case .configuration: return "The app's or server's setup is wrong."
            case .network: return "The device could not reach the provider."
            case .internal: return "The vendor SDK failed internally."
            case .unknown: return "A vendor error ProviderKit does not recognise."
            }
        }
    }
}
