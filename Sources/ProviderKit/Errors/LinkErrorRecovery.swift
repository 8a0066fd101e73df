extension LinkError {
    /// What the app should do next, whichever vendor raised the error. Stable wire strings.
    public enum Recovery: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// Let the user try again now, in this or a new session with the same token.
        case retry
        /// A transient problem: offer a retry later, with backoff.
        case retryLater
        /// Start a new link session with a fresh token (for an existing connection, the vendor's update mode).
        case relink
        /// The user should pick another institution, or the app should offer a fallback provider.
        case chooseAnotherInstitution
        /// A developer must fix the app's or server's configuration; the user cannot help.
        case fixConfiguration
        /// Show a support path; nothing the user or app does now will help.
        case contactSupport
        /// Nothing to do: informational. Its wire string is `none`; the Swift name avoids confusion
        /// with `Optional.none` wherever a recovery is optional.
        case noAction = "none"

        /// `true` for ``retry`` and ``retryLater``.
        public var isRetryable: Bool { self == .retry || self == .retryLater }

        /// The case's Swift name (`retry`, `relink`, `noAction`), for logs and string
        /// interpolation. ``summary`` says what it means; the wire string is `rawValue`.
        public var description: String {
            switch self {
            case .noAction: return "noAction"
            default: return rawValue
            }
        }

        /// One sentence describing the recovery, for developers (not for users).
        public var summary: String {
            switch self {
            case .retry: return "Let the user try again now."
            case .retryLater: return "Offer a retry later, with backoff."
            case .relink: return "Start a new session with a fresh token."
            case .chooseAnotherInstitution: return "Offer another institution or a fallback provider."
            case .fixConfiguration: return "A developer must fix the configuration."
            case .contactSupport: return "Show a support path."
            case .noAction: return "Nothing to do."
            }
        }
    }
}
