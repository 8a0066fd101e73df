import ProviderKit

/// Puts LinkKit 1.x's `PLKPlaidLinkViewController` on screen and takes it away, for
/// ``PlaidLegacyUIKitLinkViewController``: the decisions, kept free of UIKit so they run on Linux
/// against a model of UIKit's rules.
///
/// - ``present(from:onSwipe:)`` presents from the anchor, keeping the swipe observer for as long as
///   the controller is up; with nothing to present from it reports `false`.
/// - ``dismiss(completion:)`` takes the controller away together with anything LinkKit presented on
///   top of it (an OAuth browser), in one dismissal asked of its presenter; `completion` runs once
///   they are off screen, at once when nothing is shown.
///
/// Threading: main actor.
@MainActor
package final class PlaidLegacyLinkScreenPresenter {
    private let screen: any ModalScreen
    private var observer: ModalSwipeObserver?

    /// A presenter for LinkKit's controller.
    package init(_ screen: any ModalScreen) {
        self.screen = screen
    }

    /// Presents the controller from `anchor`; `onSwipe` runs if the user swipes it away.
    ///
    /// - Returns: `false` when there is no anchor: nothing is shown.
    @discardableResult
    package func present(from anchor: (any ModalScreen)?, onSwipe: @escaping @MainActor () -> Void) -> Bool {
        guard let anchor else { return false }
        let observer = ModalSwipeObserver { [weak self] in
            self?.observer = nil
            onSwipe()
        }
        self.observer = observer
        anchor.presentModally(screen, observer: observer)
        return true
    }

    /// Dismisses the controller and everything above it; `completion` runs once they are gone.
    package func dismiss(completion: @escaping @MainActor () -> Void) {
        observer = nil
        screen.dismissWithEverythingAbove(completion: completion)
    }
}
