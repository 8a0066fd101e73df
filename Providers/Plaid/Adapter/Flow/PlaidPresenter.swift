#if canImport(UIKit)
    import UIKit
#endif
import ProviderKit

/// Presents and dismisses LinkKit's view controller for `PresentationMethod.custom`, and notices a
/// dismissal nobody asked for (a swipe-dismiss), which LinkKit reports with no callback.
@MainActor
package struct PlaidPresenter {
    package func present(
        _ controller: AnyObject, from presentation: LinkPresentation?,
        onInteractiveDismiss: @escaping @MainActor () -> Void
    ) {
        if let simulated = controller as? LinkKitSimulatedViewController {
            simulated.isPresented = true
            simulated.onInteractiveDismiss = onInteractiveDismiss
            return
        }
        #if canImport(UIKit)
            guard let viewController = controller as? UIViewController,
                let anchor = presentation?.viewController ?? Self.topViewController()
            else { return }
            let observer = DismissObserver(onDismiss: onInteractiveDismiss)
            DismissObserver.retain(observer, for: viewController)
            anchor.present(viewController, animated: true)
            viewController.presentationController?.delegate = observer
        #endif
    }

    package func dismiss(_ controller: AnyObject) {
        if let simulated = controller as? LinkKitSimulatedViewController {
            simulated.isPresented = false
            simulated.onInteractiveDismiss = nil
            return
        }
        #if canImport(UIKit)
            if let viewController = controller as? UIViewController {
                viewController.presentingViewController?.dismiss(animated: true)
            }
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
        private static func topViewController() -> UIViewController? {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            var top = scenes.flatMap(\.windows).first { $0.isKeyWindow }?.rootViewController
            while let presented = top?.presentedViewController { top = presented }
            return top
        }

        @MainActor
        private final class DismissObserver: NSObject, UIAdaptivePresentationControllerDelegate {
            private static var retained: [ObjectIdentifier: DismissObserver] = [:]
            let onDismiss: @MainActor () -> Void

            init(onDismiss: @escaping @MainActor () -> Void) {
                self.onDismiss = onDismiss
            }

            static func retain(_ observer: DismissObserver, for controller: UIViewController) {
                retained[ObjectIdentifier(controller)] = observer
            }

            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                Self.retained[ObjectIdentifier(presentationController.presentedViewController)] = nil
                onDismiss()
            }
        }
    #endif
}
