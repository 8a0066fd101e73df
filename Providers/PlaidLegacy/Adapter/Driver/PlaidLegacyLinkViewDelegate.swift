import Foundation

/// Mirrors LinkKit 1.x `PLKPlaidLinkViewDelegate`: the three callbacks of a
/// `PLKPlaidLinkViewController`, with the SDK's payloads unchanged: `[String: Any]?` metadata
/// whose values may be `NSNull`, and an `Error?` on exit (as Swift imports the `NSError *`).
///
/// ProviderKit's flow is the delegate. The glue's `PLKPlaidLinkViewDelegate` forwards each LinkKit
/// call to a ``PlaidLegacyLinkViewCallbacks``, which brings it to this delegate on the main actor,
/// passing the ``PlaidLegacyLinkViewController`` the call came from.
///
/// ### Contract
/// - Every method is called on the main actor. LinkKit's own protocol carries no isolation (Plaid
///   documents main-queue delivery since 1.1.8), so ``PlaidLegacyLinkViewCallbacks`` hops safely
///   instead of assuming it.
/// - The delegate reference is weak, as in LinkKit 1.x; ProviderKit's flow keeps itself alive from
///   `start` until the controller is gone, so no callback is lost.
/// - Calls may repeat (the double exit after a cancel during loading) and may come after the
///   outcome; the flow sorts them out.
@MainActor
public protocol PlaidLegacyLinkViewDelegate: AnyObject {
    /// Mirrors `linkViewController:didSucceedWithPublicToken:metadata:`. Metadata carries
    /// `status: "connected"`.
    func linkViewController(
        _ linkViewController: any PlaidLegacyLinkViewController, didSucceedWithPublicToken publicToken: String,
        metadata: [String: Any]?)

    /// Mirrors `linkViewController:didExitWithError:metadata:`, whose `NSError *` Swift imports as
    /// `Error?`. A `nil` error is the user closing Link.
    func linkViewController(
        _ linkViewController: any PlaidLegacyLinkViewController, didExitWithError error: (any Error)?,
        metadata: [String: Any]?)

    /// Mirrors the optional `linkViewController:didHandleEvent:metadata:` (LinkKit 1.1.0+), with the
    /// raw event name (`TRANSITION_VIEW`, `SELECT_INSTITUTION`, …).
    func linkViewController(
        _ linkViewController: any PlaidLegacyLinkViewController, didHandleEvent event: String,
        metadata: [String: Any]?)

    /// ProviderKit's addition, not a LinkKit method: the controller left the screen without the
    /// delegate dismissing it (an interactive swipe-down, or the app dismissing it). Call it from
    /// `presentationControllerDidDismiss(_:)`. The flow ends as a user cancel if no outcome came.
    func linkViewControllerDidDisappear(_ linkViewController: any PlaidLegacyLinkViewController)
}
