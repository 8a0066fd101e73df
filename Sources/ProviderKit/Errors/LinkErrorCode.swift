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

        /// The case's Swift name (`institutionUnavailable`), for logs and string interpolation;
        /// the same as the wire string `rawValue`. ``summary`` says what it means; ``userMessage``
        /// is the sentence for users.
        public var description: String { rawValue }

        /// One sentence describing the code, for developers (not for users: see ``userMessage``).
        public var summary: String {
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

extension LinkError.Code {
    /// One plain sentence for the person linking an account: no codes, no vendor names, and what
    /// they can do. ``LinkError/userMessage`` uses it when the vendor sent no display message.
    /// English only; an app that localises switches on the code.
    public var userMessage: String {
        switch self {
        case .invalidCredentials: return "The username or password you entered is incorrect. Please try again."
        case .invalidMFA: return "The verification code or answer you entered is incorrect. Please try again."
        case .mfaNotSupported:
            return "This institution uses a sign-in check that isn't supported here. Please choose another institution."
        case .accountLocked:
            return "Your account is locked at your institution. Unlock it on the institution's website, then try again."
        case .actionRequiredAtInstitution:
            return "Your institution needs you to finish something on its website first. Please do that, then try again."
        case .reauthenticationRequired: return "Your connection has expired. Please sign in to your institution again."
        case .insufficientPermissions:
            return "Access to your accounts wasn't granted. Please try again and allow access to continue."
        case .noEligibleAccounts:
            return "None of your accounts at this institution can be used here. Please choose another institution."
        case .productNotSupported:
            return "This institution doesn't support what's needed here. Please choose another institution."
        case .productNotReady: return "Your account information isn't ready yet. Please try again in a few minutes."
        case .verificationFailed: return "Your account couldn't be verified. Please link it again."
        case .institutionUnavailable: return "Your institution isn't responding right now. Please try again later."
        case .institutionNotSupported: return "This institution isn't supported. Please choose another institution."
        case .rateLimited: return "There have been too many attempts. Please wait a moment and try again."
        case .invalidLinkToken: return "This linking session has expired. Please start again."
        case .oauthFailed: return "Signing in with your institution didn't finish. Please try again."
        case .humanVerificationFailed: return "The security check didn't succeed. Please try again."
        case .transferFailed: return "The transfer couldn't be completed. Please try again."
        case .providerUnavailable: return "Account linking is temporarily unavailable. Please try again later."
        case .configuration: return "Account linking isn't available in this app right now. Please contact support."
        case .network: return "The connection was interrupted. Check your internet connection and try again."
        case .internal: return "Something went wrong while linking your account. Please contact support."
        case .unknown: return "Something unexpected happened while linking your account. Please try again or contact support."
        }
    }
}
