/// A screen that presents and is presented modally, the way a `UIViewController` is: the
/// platform-neutral face of UIKit's modal presentation, so the decisions of which screen to dismiss,
/// and when, are written once and run on Linux against a model of UIKit's rules.
///
/// On iOS every `UIViewController` is a `ModalScreen` (a thin forwarding extension). Elsewhere,
/// test doubles conform.
///
/// ### The UIKit rules a conformance keeps
/// - A screen presents at most one screen at a time; asking a screen that is already presenting
///   to present another is refused.
/// - ``dismissModally(completion:)`` on a screen that is presenting dismisses the screen it
///   presents (and every screen above that), not itself. Only on a screen that presents nothing
///   does it dismiss the screen itself, from its presenter.
/// - A dismissal asked for while another transition of the same screens is under way is ignored,
///   and its completion never runs. Screens leave at the end of the transition, so
///   ``presentedModalScreen`` still names a screen being dismissed until then.
/// - A screen the user swipes away tells its ``ModalSwipeObserver``, never the code that presented it.
///
/// Threading: main actor.
@MainActor
public protocol ModalScreen: AnyObject {
    /// The screen that presents this one, or `nil` (UIKit's `presentingViewController`).
    var presentingModalScreen: (any ModalScreen)? { get }
    /// The screen this one presents, or `nil` (UIKit's `presentedViewController`).
    var presentedModalScreen: (any ModalScreen)? { get }
    /// Presents `screen` modally, animated (UIKit's `present(_:animated:completion:)`), and makes
    /// `observer` the presentation's delegate, told when the user swipes `screen` away. The
    /// delegate is held weakly: the caller keeps `observer` alive for as long as `screen` is up.
    func presentModally(_ screen: any ModalScreen, observer: ModalSwipeObserver?)
    /// UIKit's `dismiss(animated:completion:)`, animated, with the rules above: `completion` runs
    /// once the dismissal is over, or never when UIKit ignores the call.
    func dismissModally(completion: (@MainActor () -> Void)?)
}

extension ModalScreen {
    /// Removes this screen and every screen above it (an OAuth browser a vendor presented, say) with
    /// one dismissal, asked of the screen that presents it. `completion` runs once all of them are
    /// off screen, or at once when this screen is not presented.
    ///
    /// This is the one correct way to take a presented screen away: dismissing the screen itself
    /// would only dismiss what it presents, and dismissing screen after screen in one turn targets
    /// screens that are still presenting.
    public func dismissWithEverythingAbove(completion: (@MainActor () -> Void)? = nil) {
        guard let presenter = presentingModalScreen else {
            completion?()
            return
        }
        presenter.dismissModally(completion: completion)
    }

    /// Whether `self` is on screen as a modal presented by some screen.
    public var isModallyPresented: Bool { presentingModalScreen != nil }
}

extension PlatformViewController {
    /// This view controller as a ``ModalScreen``: always on iOS (every `UIViewController` is one);
    /// elsewhere when the stand-in subclass conforms (test doubles), else `nil`.
    package var asModalScreen: (any ModalScreen)? {
        #if canImport(UIKit)
            self
        #else
            self as? any ModalScreen
        #endif
    }
}
