/// Which web view a host callback is about: the widget's root web view, or the popup window the
/// widget opened (`window.open`, the provider's login screen).
public enum MeldWindow: String, Sendable, Hashable, Codable, CaseIterable {
    /// The web view that loaded the widget URL.
    case root
    /// A popup created through `createWebViewWith`.
    case popup
}
