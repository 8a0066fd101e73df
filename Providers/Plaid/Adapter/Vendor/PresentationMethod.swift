import Foundation
import ProviderKit

#if canImport(UIKit)
    import UIKit
#endif

extension PlaidLinkKit {
    /// Mirrors LinkKit 7's `PresentationMethod`.
    public enum PresentationMethod: Sendable {
        /// LinkKit presents itself from this view controller.
        case viewController(PlatformViewController)
        /// The caller presents and dismisses LinkKit's view controller. As in LinkKit, the
        /// dismissal handler is unlabeled and defaults to dismissing the controller from its
        /// presenting view controller (``defaultDismissal``). ProviderKit always uses this form, so
        /// it sees the dismissal and can tell a swipe-dismiss from a finished flow.
        case custom(PresentationHandler, _: DismissalHandler = PresentationMethod.defaultDismissal)

        /// What LinkKit's default dismissal handler does: dismiss the controller from its
        /// `presentingViewController`, on the main actor. Named here so the default has a name;
        /// LinkKit's is an anonymous closure.
        public static let defaultDismissal: DismissalHandler = { controller in
            MainActorRelay().send {
                #if canImport(UIKit)
                    controller.presentingViewController?.dismiss(animated: true, completion: nil)
                #endif
            }
        }
    }
}
