import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// Notices that the user swiped a presented screen away: the one signal of such a dismissal, since
/// UIKit tells the presentation's delegate and not the code that presented the screen. On iOS it is
/// the `UIAdaptivePresentationControllerDelegate` that ``ModalScreen/presentModally(_:observer:)``
/// installs.
///
/// UIKit holds the delegate weakly: whoever presents keeps its observer (one per presented screen)
/// and drops it when the screen is gone. The closure given to ``init(onDismiss:)`` runs at most once.
///
/// Threading: main actor.
@MainActor
public final class ModalSwipeObserver: NSObject {
    private var onDismiss: (@MainActor () -> Void)?

    /// An observer that runs `onDismiss` once, when the user swipes the screen away.
    public init(onDismiss: @escaping @MainActor () -> Void) {
        self.onDismiss = onDismiss
    }

    /// The user swiped the screen away: runs ``init(onDismiss:)``'s closure, the first time only.
    public func userDismissed() {
        let handler = onDismiss
        onDismiss = nil
        handler?()
    }
}

#if canImport(UIKit)
    extension ModalSwipeObserver: UIAdaptivePresentationControllerDelegate {
        /// UIKit's signal that the user dismissed the presented screen interactively.
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            userDismissed()
        }
    }
#endif
