#if canImport(UIKit)
    import Foundation
    import ProviderKit
    import UIKit

    /// Shows one LinkKit 1.x `PLKPlaidLinkViewController` for ProviderKit's flow on iOS: what the
    /// glue's driver returns from each `makeLinkViewController(…)`.
    ///
    /// It presents the controller (as a form sheet on iPad, as Plaid's docs do), dismisses it when
    /// the flow asks, reports an interactive swipe-down as
    /// ``PlaidLegacyLinkViewDelegate/linkViewControllerDidDisappear(_:)``, keeps the glue's
    /// `PLKPlaidLinkViewDelegate` alive (LinkKit holds its delegate weakly) and connects
    /// ``callbacks`` to the flow. The glue only creates LinkKit's controller and forwards.
    @MainActor
    public final class PlaidLegacyUIKitLinkViewController: NSObject, PlaidLegacyLinkViewController {
        /// The flow. Weak, like LinkKit's `linkViewDelegate`.
        public private(set) weak var linkViewDelegate: (any PlaidLegacyLinkViewDelegate)?
        /// Where the glue's `PLKPlaidLinkViewDelegate` forwards LinkKit's calls.
        public let callbacks: PlaidLegacyLinkViewCallbacks
        private let viewController: UIViewController
        private let screenPresenter: PlaidLegacyLinkScreenPresenter
        private let linkKitDelegate: AnyObject

        /// Wraps LinkKit's controller.
        ///
        /// - Parameters:
        ///   - viewController: The `PLKPlaidLinkViewController` LinkKit created.
        ///   - linkKitDelegate: The glue's `PLKPlaidLinkViewDelegate` given to LinkKit; kept alive here.
        ///   - callbacks: The callbacks that delegate forwards to.
        ///   - delegate: The flow (the `delegate` the driver method received).
        public init(
            _ viewController: UIViewController, linkKitDelegate: AnyObject, callbacks: PlaidLegacyLinkViewCallbacks,
            delegate: any PlaidLegacyLinkViewDelegate
        ) {
            self.viewController = viewController
            self.screenPresenter = PlaidLegacyLinkScreenPresenter(viewController)
            self.linkKitDelegate = linkKitDelegate
            self.callbacks = callbacks
            self.linkViewDelegate = delegate
            super.init()
            callbacks.connect(self)
        }

        /// Presents LinkKit's controller from the presentation's view controller (or the key
        /// window's top-most one). With nothing to present from, the flow ends as a user cancel.
        public func present(using presentation: LinkPresentation) {
            if UIDevice.current.userInterfaceIdiom == .pad { viewController.modalPresentationStyle = .formSheet }
            let shown = screenPresenter.present(from: presentation.modalAnchor) { [weak self] in
                // A swipe-down dismissed the controller: LinkKit sends no callback, so tell the flow.
                guard let self else { return }
                linkViewDelegate?.linkViewControllerDidDisappear(self)
            }
            if !shown { linkViewDelegate?.linkViewControllerDidDisappear(self) }
        }

        /// Dismisses LinkKit's controller with anything LinkKit presented on top of it (an OAuth
        /// browser); `completion` runs once they are off screen (at once when it is not shown).
        public func dismiss(completion: @escaping @MainActor () -> Void) {
            screenPresenter.dismiss(completion: completion)
        }
    }
#endif
