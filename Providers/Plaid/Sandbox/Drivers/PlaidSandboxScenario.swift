import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting

/// The offline scenarios ``PlaidSandboxDriver`` plays, named as `providerkit link --scenario` takes them.
public enum PlaidSandboxScenario: Sendable, Hashable {
    /// `user_good`/`pass_good` at First Platypus Bank: two accounts linked, then `HANDOFF`.
    case success
    /// The user closes Link on the institution search pane.
    case cancel
    /// The bank is down: `INSTITUTION_ERROR`/`INSTITUTION_DOWN` after credentials.
    case institutionDown
    /// `user_bad`: `ITEM_ERROR`/`INVALID_CREDENTIALS`, then the user gives up.
    case invalidCredentials
    /// A one-time code challenge (`mfa_type` `code`), answered, then success.
    case mfa
    /// An OAuth bank: `OPEN_OAUTH`, the round trip, then success.
    case oauth
    /// Ends with this catalog error (any row of `PlaidErrorMapping/table`).
    case error(VendorErrorKey)
    /// Success through Layer (`LAYER_READY` after `submit(data:)`).
    case layer
    /// Layer refuses the phone number: `LAYER_NOT_AVAILABLE`.
    case layerNotAvailable
    /// Success through headless Link (`start()` after `onLoad`).
    case headless
    /// Success through Embedded Institution Search.
    case embedded
    /// The user swipes LinkKit's view away mid-flow; LinkKit sends no callback at all.
    case swipeDismiss

    /// Parses a scenario name.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` naming the valid scenarios.
    public init(name scenario: SandboxScenario.Name) throws {
        let name = scenario.rawValue
        switch name {
        case "success": self = .success
        case "cancel": self = .cancel
        case "institution-down": self = .institutionDown
        case "invalid-credentials": self = .invalidCredentials
        case "mfa": self = .mfa
        case "oauth": self = .oauth
        case "layer": self = .layer
        case "layer-not-available": self = .layerNotAvailable
        case "headless": self = .headless
        case "embedded": self = .embedded
        case "swipe-dismiss": self = .swipeDismiss
        default:
            if name.hasPrefix("error:") {
                let spec = String(name.dropFirst("error:".count))
                if let key = Self.catalogKey(spec) {
                    self = .error(key)
                    return
                }
                throw LinkError.configuration(
                    "\"\(spec)\" is not in the Plaid error catalog; use a code such as ITEM_LOGIN_REQUIRED or TYPE/CODE such as INSTITUTION_ERROR/INSTITUTION_DOWN (see providerkit errors --provider plaid)")
            }
            throw PlaidSandbox.unknownScenario(scenario)
        }
    }

    /// The scenario's name.
    public var name: SandboxScenario.Name {
        switch self {
        case .success: return "success"
        case .cancel: return "cancel"
        case .institutionDown: return "institution-down"
        case .invalidCredentials: return "invalid-credentials"
        case .mfa: return "mfa"
        case .oauth: return "oauth"
        case .error(let key):
            return SandboxScenario.Name(rawValue: key.type.map { "error:\($0)/\(key.code)" } ?? "error:\(key.code)")
        case .layer: return "layer"
        case .layerNotAvailable: return "layer-not-available"
        case .headless: return "headless"
        case .embedded: return "embedded"
        case .swipeDismiss: return "swipe-dismiss"
        }
    }

    /// The LinkKit product the scenario runs in.
    public var mode: PlaidMode {
        switch self {
        case .layer, .layerNotAvailable: return .layer
        case .headless: return .headless
        case .embedded: return .embedded
        default: return .link
        }
    }

    /// Finds a catalog row from `CODE` or `TYPE/CODE`.
    static func catalogKey(_ spec: String) -> VendorErrorKey? {
        let rules = PlaidErrorMapping.table.rules
        if let slash = spec.firstIndex(of: "/") {
            let type = String(spec[..<slash])
            let code = String(spec[spec.index(after: slash)...])
            return rules.first { $0.key.type == type && $0.key.code == code }?.key
        }
        return rules.first { $0.key.code == spec }?.key
    }

    /// The scenarios as the descriptor lists them.
    public static let descriptors: [SandboxScenario] = [
        SandboxScenario("success", "user_good/pass_good at First Platypus Bank: two accounts, onSuccess, then HANDOFF."),
        SandboxScenario("cancel", "The user closes Link on the institution search pane (status institution_not_found)."),
        SandboxScenario(
            "institution-down", "INSTITUTION_ERROR/INSTITUTION_DOWN after credentials; offers the configured fallbacks."),
        SandboxScenario("invalid-credentials", "user_bad: ITEM_ERROR/INVALID_CREDENTIALS, then the user gives up."),
        SandboxScenario("mfa", "Tartan Bank asks for a one-time code (mfa_type code); answered, then success."),
        SandboxScenario("oauth", "Platypus OAuth Bank: OPEN_OAUTH, the round trip, then success."),
        SandboxScenario(
            "error:ITEM_LOGIN_REQUIRED",
            "Ends with that catalog error; any code (or TYPE/CODE) from `providerkit errors --provider plaid` works."),
        SandboxScenario("layer", "Layer mode: submit(data:) with a phone number, LAYER_READY, open, success."),
        SandboxScenario("layer-not-available", "Layer mode: LAYER_NOT_AVAILABLE; the session ends asking for standard Link."),
        SandboxScenario("headless", "Headless mode: onLoad, start(), success without UI."),
        SandboxScenario("embedded", "Embedded Institution Search: the user picks a bank in the embedded view, success."),
        // LinkKit before 7.0.5 let Link be swiped away without onExit (plaid/plaid-link-ios#31, #42):
        // a vendor bug, which the adapter reports.
        SandboxScenario(
            "swipe-dismiss", "The user swipes Link away mid-flow; LinkKit sends no callback (userCancelled).",
            diagnostics: [.plaidDismissedWithoutCallback, .abandoned]),
    ]
}
