import Foundation

extension PlaidLinkKit {
    /// Mirrors LinkKit 7's `PresentationMethod`.
    public enum PresentationMethod {
        /// LinkKit presents itself from this view controller (a `UIViewController` on iOS).
        case viewController(AnyObject)
        /// The caller presents and dismisses LinkKit's view controller. ProviderKit always uses
        /// this form, so it sees the dismissal and can tell a swipe-dismiss from a finished flow.
        case custom(PresentationHandler, DismissalHandler?)
    }
}
