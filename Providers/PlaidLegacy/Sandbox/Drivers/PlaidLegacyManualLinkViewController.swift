import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// A controller of ``PlaidLegacyManualDriver``: call its methods to make it call its delegate.
@MainActor
public final class PlaidLegacyManualLinkViewController: PlaidLegacyLinkViewController {
    /// Mirrors `linkViewDelegate`: weak.
    public private(set) weak var linkViewDelegate: (any PlaidLegacyLinkViewDelegate)?
    /// The initializer that created it.
    public let selector: String
    /// How many times it was presented.
    public private(set) var presentCount = 0
    /// How many times it was dismissed.
    public private(set) var dismissCount = 0
    /// `true` when a dismissal completes at once; otherwise on the next main-actor turn, like an animation.
    public var completesDismissalImmediately = false
    /// `true` when a dismissal never completes, as if Link stayed on screen: the flow then ends only
    /// when the controller leaves (``disappear()``). Replay uses it so that the end of the
    /// transcript, not the flow's grace timer, ends the flow.
    public var leavesDismissalPending = false

    init(selector: String, delegate: any PlaidLegacyLinkViewDelegate) {
        self.selector = selector
        self.linkViewDelegate = delegate
    }

    /// Counts the presentation.
    public func present(using presentation: LinkPresentation) { presentCount += 1 }

    /// Counts the dismissal and completes it, unless ``leavesDismissalPending``.
    public func dismiss(completion: @escaping @MainActor () -> Void) {
        dismissCount += 1
        if leavesDismissalPending { return }
        if completesDismissalImmediately {
            completion()
        } else {
            Task { @MainActor in completion() }
        }
    }

    /// Calls `didSucceedWithPublicToken:metadata:`. Returns `false` when the delegate is gone.
    @discardableResult
    public func succeed(publicToken: String, metadata: [String: Any]?) -> Bool {
        guard let delegate = linkViewDelegate else { return false }
        delegate.linkViewController(self, didSucceedWithPublicToken: publicToken, metadata: metadata)
        return true
    }

    /// Calls `didExitWithError:metadata:`. Returns `false` when the delegate is gone.
    @discardableResult
    public func exit(error: (any Error)?, metadata: [String: Any]?) -> Bool {
        guard let delegate = linkViewDelegate else { return false }
        delegate.linkViewController(self, didExitWithError: error, metadata: metadata)
        return true
    }

    /// Calls `didHandleEvent:metadata:`. Returns `false` when the delegate is gone.
    @discardableResult
    public func event(_ name: String, metadata: [String: Any]?) -> Bool {
        guard let delegate = linkViewDelegate else { return false }
        delegate.linkViewController(self, didHandleEvent: name, metadata: metadata)
        return true
    }

    /// Leaves the screen without a callback (a swipe-down). Returns `false` when the delegate is gone.
    @discardableResult
    public func disappear() -> Bool {
        guard let delegate = linkViewDelegate else { return false }
        delegate.linkViewControllerDidDisappear(self)
        return true
    }
}
