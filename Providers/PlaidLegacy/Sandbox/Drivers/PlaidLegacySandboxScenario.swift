import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// The offline scenarios of ``PlaidLegacySandboxDriver``, as offered by `providerkit link --scenario`.
public enum PlaidLegacySandboxScenario: String, Sendable, Hashable, CaseIterable {
    /// A complete link with two accounts (`NSNull` verification statuses), `status: "connected"`, then a late HANDOFF.
    case success
    /// The user closes Link while it is loading: an exit without error, then LinkKit's second exit with `NSURLErrorDomain` -999.
    case cancel
    /// The bank is down: ERROR and EXIT events, then an exit with `INSTITUTION_ERROR/INSTITUTION_DOWN`.
    case institutionDown = "institution-down"
    /// Wrong credentials: an exit with `ITEM_ERROR/INVALID_CREDENTIALS` under the legacy number 1210 and an `NSNull` display message.
    case invalidCredentials = "invalid-credentials"
    /// Update mode with a public token and the Info.plist configuration (`initWithPublicToken:delegate:`).
    case updateMode = "update-mode"
    /// An OAuth bank: the user leaves for the bank, the universal link comes back with `oauth_state_id`, and the flow re-creates the controller with the same link token and nonce.
    case oauth

    /// One sentence for `providerkit link --help`.
    public var summary: String {
        switch self {
        case .success:
            return
                "Links two accounts; success metadata has status \"connected\" and NSNull values, then a late HANDOFF."
        case .cancel:
            return "The user closes Link while it loads; LinkKit's second exit (NSURLErrorDomain -999) is dropped."
        case .institutionDown:
            return "The bank is down: exit with INSTITUTION_ERROR/INSTITUTION_DOWN (fallbacks offered)."
        case .invalidCredentials:
            return "Wrong password: exit with ITEM_ERROR/INVALID_CREDENTIALS under the legacy NSError code 1210."
        case .updateMode: return "Update mode with a public token and the Info.plist configuration."
        case .oauth:
            return
                "OAuth bank round trip: oauth_state_id returns and Link is re-created with the same link token and nonce."
        }
    }

    /// The token `PlaidLegacyAdapter.sandbox(scenario:)` puts in the request (never a real token).
    var requestToken: String {
        switch self {
        case .updateMode: return "public-sandbox-00000000-0000-4000-8000-0000000000aa"
        default: return "link-sandbox-00000000-0000-4000-8000-000000000001"
        }
    }
}
