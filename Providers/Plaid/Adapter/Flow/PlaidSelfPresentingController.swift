/// A view controller that is never put on screen: presenting it only marks it presented and hands
/// it the handler to call should it be dismissed interactively. The stand-ins that sandbox and
/// manual drivers pass to `PresentationMethod.custom` adopt it; LinkKit's own controllers do not.
///
/// ``PlaidPresenter`` sets both properties on the main actor, when it presents and dismisses.
@MainActor
package protocol PlaidSelfPresentingController: AnyObject {
    /// `true` while presented.
    var isPresented: Bool { get set }
    /// Called once when the controller is dismissed without the flow asking (a swipe); `nil` when
    /// not presented.
    var onInteractiveDismiss: (@MainActor () -> Void)? { get set }
}
