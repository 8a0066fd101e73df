import ProviderKit

/// One `PLKPlaidLinkViewController` created by a ``PlaidLegacyDriver``: what ProviderKit's flow
/// needs to show it, dismiss it and recognise its callbacks.
///
/// ### Contract
/// - Main actor only.
/// - ``linkViewDelegate`` is **weak**, exactly like the SDK's property: the controller never keeps
///   its delegate alive.
/// - ``present(using:)`` is called once. ``dismiss(completion:)`` may be called more than once;
///   `completion` runs exactly once per call, after the controller left the screen (at once when
///   it is not shown).
@MainActor
public protocol PlaidLegacyLinkViewController: AnyObject {
    /// Mirrors `linkViewDelegate` (weak).
    var linkViewDelegate: (any PlaidLegacyLinkViewDelegate)? { get }

    /// Presents the controller modally from the presentation's anchor (on iOS, a view controller;
    /// LinkKit's docs use `.formSheet` on iPad).
    func present(using presentation: LinkPresentation)

    /// Dismisses the controller. In LinkKit 1.x the delegate must do this after an exit or a success;
    /// the flow does it for you.
    func dismiss(completion: @escaping @MainActor () -> Void)
}
