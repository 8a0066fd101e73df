import ProviderKit

/// The screens of one Meld widget and the order they come and go in, for ``MeldWKWebViewHost``:
/// the root web view's screen, at most one popup (`window.open`) and in-app browsers. The decisions
/// are kept free of UIKit and WebKit so they run on Linux against a model of UIKit's rules.
///
/// - **Closing** (``close()``) takes the root away with everything above it in one dismissal asked
///   of the screen that presented it. If a dismissal above the root is still under way, the root's
///   waits for it (UIKit ignores a dismissal asked during another).
/// - **A popup leaves** (dismissed, or swiped away by the user): ``onPopupGone`` runs once, so the
///   host stops its web view and a later `window.open` may open a new one.
/// - **The root swiped away**: the widget is closed and ``onRootSwiped`` runs once.
///
/// Threading: main actor.
@MainActor
package final class MeldWidgetScreens {
    /// The root web view's screen, while shown.
    package private(set) var root: (any ModalScreen)?
    /// The popup's screen, while shown.
    package private(set) var popup: (any ModalScreen)?
    /// Whether the widget was closed (by ``close()`` or a swipe); nothing is shown after.
    package private(set) var isClosed = false
    /// Runs when a popup left the screen, however it left.
    package var onPopupGone: (@MainActor () -> Void)?
    /// Runs when the user swiped the root away.
    package var onRootSwiped: (@MainActor () -> Void)?

    private var rootObserver: ModalSwipeObserver?
    private var popupObserver: ModalSwipeObserver?
    private var browserObservers: [ModalSwipeObserver] = []
    private var dismissalsUnderWay = 0
    private var rootDismissalPending = false

    /// No screens yet.
    package init() {}

    /// Whether a popup may open now: the widget is shown and no popup is.
    package var canOpenPopup: Bool { !isClosed && root != nil && popup == nil }

    /// Presents the root screen from `anchor`.
    ///
    /// - Returns: `false` when there is no anchor, or the widget is closed or already shown.
    package func showRoot(_ screen: any ModalScreen, from anchor: (any ModalScreen)?) -> Bool {
        guard !isClosed, root == nil, let anchor else { return false }
        let observer = ModalSwipeObserver { [weak self] in self?.rootSwiped() }
        rootObserver = observer
        root = screen
        anchor.presentModally(screen, observer: observer)
        return true
    }

    /// Presents a popup from the root. Returns `false` (nothing shown) unless ``canOpenPopup``.
    package func showPopup(_ screen: any ModalScreen) -> Bool {
        guard canOpenPopup, let root else { return false }
        let observer = ModalSwipeObserver { [weak self] in self?.popupLeft() }
        popupObserver = observer
        popup = screen
        root.presentModally(screen, observer: observer)
        return true
    }

    /// Presents an in-app browser on top of whatever the widget shows.
    package func showBrowser(_ screen: any ModalScreen) {
        guard !isClosed, var top = root else { return }
        while let above = top.presentedModalScreen { top = above }
        let observer = ModalSwipeObserver { [weak self] in self?.browserObservers.removeAll() }
        browserObservers.append(observer)
        top.presentModally(screen, observer: observer)
    }

    /// Dismisses everything above the root (the popup, browsers) in one dismissal.
    package func dismissAboveRoot() {
        let hadPopup = popup != nil
        popupObserver = nil
        browserObservers.removeAll()
        popup = nil
        if let root, root.presentedModalScreen != nil, dismissalsUnderWay == 0 {
            dismissalsUnderWay += 1
            root.dismissModally { [weak self] in self?.dismissalEnded() }
        }
        if hadPopup { onPopupGone?() }
    }

    /// Closes the widget: the root and everything above it leave in one dismissal (after one under
    /// way). Idempotent.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        if popup != nil {
            popup = nil
            popupObserver = nil
            onPopupGone?()
        }
        browserObservers.removeAll()
        rootObserver = nil
        guard root != nil else { return }
        if dismissalsUnderWay > 0 {
            rootDismissalPending = true
        } else {
            dismissRoot()
        }
    }

    private func dismissRoot() {
        guard let root else { return }
        self.root = nil
        root.dismissWithEverythingAbove()
    }

    private func dismissalEnded() {
        dismissalsUnderWay -= 1
        if dismissalsUnderWay == 0, rootDismissalPending {
            rootDismissalPending = false
            dismissRoot()
        }
    }

    private func popupLeft() {
        guard popup != nil else { return }
        popup = nil
        popupObserver = nil
        browserObservers.removeAll()
        onPopupGone?()
    }

    private func rootSwiped() {
        guard !isClosed else { return }
        isClosed = true
        root = nil
        popup = nil
        rootObserver = nil
        popupObserver = nil
        browserObservers.removeAll()
        onRootSwiped?()
    }
}
