import ProviderKit

/// Shows LinkKit's interface for one flow: presents and dismisses its view controller for
/// `PresentationMethod.custom`, notices a dismissal nobody asked for (a swipe, which LinkKit reports
/// with no callback), and hosts the embedded search view.
///
/// - Presenting keeps one ``/ProviderKit/ModalSwipeObserver`` for the controller on screen; a
///   programmatic dismissal drops it, so nothing outlives the presentation.
/// - Dismissing takes the controller away with everything above it (an OAuth browser LinkKit
///   presented), in one dismissal asked of its presenter.
/// - The embedded view is pinned to the top and sides of the anchor the app chose and to LinkKit's
///   expected height, and removed when the flow ends.
///
/// Threading: main actor.
@MainActor
package final class PlaidPresenter {
    private var observer: ModalSwipeObserver?
    private var embedded: (view: AnyObject, container: any EmbeddingContainer)?

    /// A presenter with nothing on screen.
    package init() {}

    /// Whether a swipe observer is held (a controller is presented).
    package var holdsSwipeObserver: Bool { observer != nil }

    /// Presents `controller` from the presentation's modal anchor; `onInteractiveDismiss` runs if
    /// the user swipes it away.
    package func present(
        _ controller: PlatformViewController, from presentation: LinkPresentation?,
        onInteractiveDismiss: @escaping @MainActor () -> Void
    ) {
        if let simulated = controller as? any PlaidSelfPresentingController {
            simulated.isPresented = true
            simulated.onInteractiveDismiss = onInteractiveDismiss
            return
        }
        guard let screen = controller.asModalScreen, let anchor = (presentation ?? .automatic).modalAnchor else { return }
        let observer = ModalSwipeObserver { [weak self] in
            self?.observer = nil
            onInteractiveDismiss()
        }
        self.observer = observer
        anchor.presentModally(screen, observer: observer)
    }

    /// Dismisses `controller` and whatever it presents.
    package func dismiss(_ controller: PlatformViewController) {
        if let simulated = controller as? any PlaidSelfPresentingController {
            simulated.isPresented = false
            simulated.onInteractiveDismiss = nil
            return
        }
        observer = nil
        controller.asModalScreen?.dismissWithEverythingAbove()
    }

    /// Puts the embedded search view into the presentation's ``/ProviderKit/LinkPresentation/embeddingContainer``
    /// at `height` (LinkKit's `expectedHeight`).
    ///
    /// - Returns: `false` when the presentation has no container (``/ProviderKit/LinkPresentation/automatic``)
    ///   or the container cannot host the view: nothing is shown.
    package func embed(_ view: AnyObject, height: Double?, in presentation: LinkPresentation) -> Bool {
        guard embedded == nil, let container = presentation.embeddingContainer,
            container.embedLinkView(view, height: height)
        else { return false }
        embedded = (view, container)
        return true
    }

    /// Whether an embedded view that found no place must end the session: on iOS always (the user
    /// would see nothing, and nothing would end); elsewhere only when the app gave an anchor that
    /// cannot host it, since ``/ProviderKit/LinkPresentation/automatic`` is how sandbox and replay
    /// runs present nowhere.
    package func mustEndWithoutPlace(_ presentation: LinkPresentation) -> Bool {
        #if canImport(UIKit)
            true
        #else
            presentation.anchor != nil
        #endif
    }

    /// Removes the embedded view, if one is shown. Idempotent.
    package func removeEmbedded() {
        guard let embedded else { return }
        self.embedded = nil
        embedded.container.removeLinkView(embedded.view)
    }
}
