#if canImport(UIKit)
    import UIKit
#endif
import ProviderKit

/// Presents and dismisses LinkKit's view controller for `PresentationMethod.custom`, and notices a
/// dismissal nobody asked for (a swipe-dismiss), which LinkKit reports with no callback.
@MainActor
package struct PlaidPresenter {
    package func present(
        _ controller: PlatformViewController, from presentation: LinkPresentation?,
        onInteractiveDismiss: @escaping @MainActor () -> Void
    ) {
        if let simulated = controller as? any PlaidSelfPresentingController {
            simulated.isPresented = true
            simulated.onInteractiveDismiss = onInteractiveDismiss
            return
        }
        #if canImport(UIKit)
            guard let anchor = (presentation ?? .automatic).resolvedViewController else { return }
            let observer = DismissObserver(onDismiss: onInteractiveDismiss)
            DismissObserver.retain(observer, for: controller)
            anchor.present(controller, animated: true)
            controller.presentationController?.delegate = observer
        #endif
    }

    package func dismiss(_ controller: PlatformViewController) {
        if let simulated = controller as? any PlaidSelfPresentingController {
            simulated.isPresented = false
            simulated.onInteractiveDismiss = nil
            return
        }
        #if canImport(UIKit)
            controller.presentingViewController?.dismiss(animated: true)
        #endif
    }

    /// Puts an embedded search view into the presentation anchor (a `UIView`, or a view controller's view).
    package func embed(_ view: AnyObject, in presentation: LinkPresentation) {
        #if canImport(UIKit)
            guard let embedded = view as? UIView else { return }
            let container = (presentation.anchor as? UIView) ?? presentation.viewController?.view
            guard let container else { return }
            embedded.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(embedded)
            NSLayoutConstraint.activate([
                embedded.topAnchor.constraint(equalTo: container.topAnchor),
                embedded.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                embedded.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
        #endif
    }

    #if canImport(UIKit)
        /// Watches one presented controller for an interactive dismissal.
        @MainActor
        fileprivate final class DismissObserver: NSObject {
            fileprivate static var retained: [ObjectIdentifier: DismissObserver] = [:]
            let onDismiss: @MainActor () -> Void

            init(onDismiss: @escaping @MainActor () -> Void) {
                self.onDismiss = onDismiss
            }

            static func retain(_ observer: DismissObserver, for controller: UIViewController) {
                retained[ObjectIdentifier(controller)] = observer
            }
        }
    #endif
}

#if canImport(UIKit)
    extension PlaidPresenter.DismissObserver: UIAdaptivePresentationControllerDelegate {
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            Self.retained[ObjectIdentifier(presentationController.presentedViewController)] = nil
            onDismiss()
        }
    }
#endif
