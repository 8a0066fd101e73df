import Foundation
import ProviderKit

/// What a host must do with a navigation request, as decided by `MeldWidgetEngine`.
///
/// Every decision except ``allow`` cancels the request itself (`decisionHandler(.cancel)`) and
/// then performs its side effect. Descriptions and dumps hide query values whose names mark a
/// credential (the widget URL's `connectToken`).
public enum MeldNavigationDecision: Sendable, Hashable {
    /// Let the web view load the request.
    case allow
    /// Cancel the request and do nothing else.
    case cancel
    /// Cancel the request and open `url` outside the web view: first as a universal link only
    /// (the bank's app), and if no app claims it, in an in-app browser (`SFSafariViewController`).
    /// The URL is always https.
    case openExternal(URL)
    /// Cancel the request, close any popup or in-app browser, and load `url` in the root web view
    /// (the saved widget URL with `plaidStateId` added).
    case load(URL)
    /// Cancel the request and close the popup (and any in-app browser) the OAuth ran in.
    case dismissPopup

    /// The stable name used in replay output: `allow`, `cancel`, `openExternal`, `load` or `dismissPopup`.
    public var name: String {
        switch self {
        case .allow: return "allow"
        case .cancel: return "cancel"
        case .openExternal: return "openExternal"
        case .load: return "load"
        case .dismissPopup: return "dismissPopup"
        }
    }

    /// The URL opened or loaded, or `nil`.
    public var target: URL? {
        switch self {
        case .openExternal(let url), .load(let url): return url
        case .allow, .cancel, .dismissPopup: return nil
        }
    }

    /// `true` only for ``allow``: the web view's own navigation goes ahead.
    public var allowsNavigation: Bool { self == .allow }
}

extension MeldNavigationDecision: CustomStringConvertible, CustomReflectable {
    /// `load(https://…/?connectToken=<redacted>&plaidStateId=…)`, with credential query values hidden.
    public var description: String {
        guard let target else { return name }
        return "\(name)(\(SecretRedactor.standard.redact(url: target.absoluteString)))"
    }

    /// A mirror that shows only the redacted description.
    public var customMirror: Mirror { Mirror(self, children: ["decision": description], displayStyle: .enum) }
}
