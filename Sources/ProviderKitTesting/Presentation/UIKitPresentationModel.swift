#if !canImport(UIKit)
    import ProviderKit

    /// A model of the UIKit modal-presentation rules ProviderKit's presenters depend on, to drive
    /// them on Linux: one window whose screens (``ModelScreen``) present and dismiss as
    /// `UIViewController`s do (see ``/ProviderKit/ModalScreen``'s rules).
    ///
    /// - Animated transitions take one turn: a dismissal marks its screens as leaving, and they
    ///   leave (and completions run) at ``endTurn()``. Until then the presenter still names them as
    ///   presented, and a second dismissal aimed at any of them is ignored (UIKit logs "while a
    ///   presentation or dismiss is in progress") and its completion never runs.
    /// - ``swipeAway(_:)`` is the user's swipe: it removes the top-most screen and tells only its
    ///   presentation's observer (held weakly, as UIKit holds delegates).
    /// - Every presentation and removal is counted, so a test asserts that each screen presented
    ///   left exactly once.
    ///
    /// Threading: main actor.
    @MainActor
    public final class UIKitPresentationModel {
        /// What happened, in order.
        public enum Entry: Equatable, Sendable {
            /// `name` went on screen.
            case presented(String)
            /// `name` left the screen.
            case removed(String)
            /// A presentation UIKit refuses (the presenter was presenting, leaving, or not on screen).
            case refusedPresentation(String)
            /// A dismissal UIKit ignores (a transition of its screens is under way, or nothing to dismiss).
            case ignoredDismissal(String)
        }

        /// Everything that happened, in order.
        public private(set) var log: [Entry] = []
        /// The window's root screen (always on screen).
        public private(set) var root: ModelScreen!
        private var leaving: [(screens: [ModelScreen], completion: (@MainActor () -> Void)?)] = []

        /// A window with a root screen named `root`.
        public init(root name: String = "root") {
            root = ModelScreen(name, model: self, isRoot: true)
        }

        /// A new screen that is not yet on screen.
        public func screen(_ name: String) -> ModelScreen { ModelScreen(name, model: self) }

        /// The screens on screen, bottom (the root) to top.
        public var stack: [ModelScreen] {
            var screens: [ModelScreen] = [root]
            while let next = screens.last?.presented { screens.append(next) }
            return screens
        }

        /// The top-most screen.
        public var top: ModelScreen { stack.last ?? root }

        /// Ends the turn: every transition under way completes, screens leave, completions run (which
        /// may start more transitions; those complete at the next ``endTurn()``).
        public func endTurn() {
            let finishing = leaving
            leaving.removeAll()
            for transition in finishing {
                for screen in transition.screens.reversed() { detach(screen) }
                transition.completion?()
            }
        }

        /// Runs turns until no transition is under way (at most `limit`).
        public func settle(limit: Int = 20) {
            var turns = 0
            while !leaving.isEmpty, turns < limit {
                endTurn()
                turns += 1
            }
        }

        /// The user swipes `screen` away: allowed only for the top-most presented screen that is not
        /// already leaving. It leaves now and its observer (if still alive) is told; nothing else is.
        ///
        /// - Returns: whether the swipe happened.
        @discardableResult
        public func swipeAway(_ screen: ModelScreen) -> Bool {
            guard screen === top, !screen.isRoot, !screen.isLeaving, screen.presenting != nil, screen.allowsSwipe
            else { return false }
            let observer = screen.swipeObserver
            detach(screen)
            observer?.userDismissed()
            return true
        }

        /// How many times `name` was presented and removed.
        public func counts(_ name: String) -> (presented: Int, removed: Int) {
            (log.filter { $0 == .presented(name) }.count, log.filter { $0 == .removed(name) }.count)
        }

        /// The names of the screens presented, in order of first presentation.
        public var presentedNames: [String] {
            var names: [String] = []
            for case .presented(let name) in log where !names.contains(name) { names.append(name) }
            return names
        }

        /// The screens on screen above the root, by name.
        public var onScreen: [String] { stack.dropFirst().map(\.name) }

        // MARK: - Rules

        func present(_ child: ModelScreen, from parent: ModelScreen, observer: ModalSwipeObserver?) {
            let parentOnScreen = parent.isRoot || parent.presenting != nil
            guard parentOnScreen, parent.presented == nil, !parent.isLeaving, child.presenting == nil, !child.isRoot
            else {
                log.append(.refusedPresentation(child.name))
                return
            }
            parent.presented = child
            child.presenting = parent
            child.swipeObserver = observer
            log.append(.presented(child.name))
        }

        func dismiss(asking screen: ModelScreen, completion: (@MainActor () -> Void)?) {
            // A presenting screen dismisses what it presents; otherwise the screen itself goes.
            let target = screen.presented ?? screen
            guard target.presenting != nil else {
                log.append(.ignoredDismissal(screen.name))
                return
            }
            var leavingScreens: [ModelScreen] = []
            var next: ModelScreen? = target
            while let current = next {
                leavingScreens.append(current)
                next = current.presented
            }
            guard !leavingScreens.contains(where: \.isLeaving), !(target.presenting?.isLeaving ?? false) else {
                log.append(.ignoredDismissal(screen.name))
                return
            }
            for leavingScreen in leavingScreens { leavingScreen.isLeaving = true }
            leaving.append((leavingScreens, completion))
        }

        private func detach(_ screen: ModelScreen) {
            guard let parent = screen.presenting else { return }
            if let above = screen.presented { detach(above) }
            parent.presented = nil
            screen.presenting = nil
            screen.isLeaving = false
            screen.swipeObserver = nil
            log.append(.removed(screen.name))
        }
    }

    /// A screen of ``UIKitPresentationModel``: a ``/ProviderKit/PlatformViewController`` (so vendor
    /// test doubles can hand it over where an SDK hands a `UIViewController`) that keeps UIKit's
    /// presentation rules.
    @MainActor
    public final class ModelScreen: PlatformViewController, ModalScreen {
        /// The screen's name in the model's log.
        public let name: String
        /// Whether this is the window's root.
        public let isRoot: Bool
        unowned let model: UIKitPresentationModel
        /// The screen this one presents.
        public internal(set) var presented: ModelScreen?
        /// The screen presenting this one.
        public internal(set) weak var presenting: ModelScreen?
        /// Whether the user can swipe it away (a sheet); `false` for a full-screen presentation.
        public var allowsSwipe = true
        /// Whether a dismissal of this screen is under way.
        public internal(set) var isLeaving = false
        /// The presentation's delegate, held weakly as UIKit does.
        public internal(set) weak var swipeObserver: ModalSwipeObserver?

        init(_ name: String, model: UIKitPresentationModel, isRoot: Bool = false) {
            self.name = name
            self.model = model
            self.isRoot = isRoot
            super.init()
        }

        /// `presentingViewController`.
        public var presentingModalScreen: (any ModalScreen)? { presenting }
        /// `presentedViewController` (still set while it leaves).
        public var presentedModalScreen: (any ModalScreen)? { presented }
        /// Whether this screen's presentation has a live swipe observer.
        public var hasSwipeObserver: Bool { swipeObserver != nil }

        /// `present(_:animated:)` under the model's rules.
        public func presentModally(_ screen: any ModalScreen, observer: ModalSwipeObserver?) {
            guard let child = screen as? ModelScreen else { return }
            model.present(child, from: self, observer: observer)
        }

        /// `dismiss(animated:completion:)` under the model's rules.
        public func dismissModally(completion: (@MainActor () -> Void)?) {
            model.dismiss(asking: self, completion: completion)
        }

        /// The vendor presents a screen of its own from this one (an OAuth browser, say), with no
        /// observer of ProviderKit's.
        @discardableResult
        public func presentVendorScreen(_ name: String) -> ModelScreen {
            let child = model.screen(name)
            presentModally(child, observer: nil)
            return child
        }
    }
#endif
