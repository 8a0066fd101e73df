#if canImport(UIKit)
    import UIKit

    extension UIViewController: ModalScreen {
        /// `presentingViewController`.
        public var presentingModalScreen: (any ModalScreen)? { presentingViewController }
        /// `presentedViewController`.
        public var presentedModalScreen: (any ModalScreen)? { presentedViewController }

        /// `present(_:animated: true)`, then `observer` becomes the presentation controller's
        /// delegate. A screen that is not a view controller is ignored.
        public func presentModally(_ screen: any ModalScreen, observer: ModalSwipeObserver?) {
            guard let controller = screen as? UIViewController else { return }
            present(controller, animated: true)
            if let observer { controller.presentationController?.delegate = observer }
        }

        /// `dismiss(animated: true, completion:)`.
        public func dismissModally(completion: (@MainActor () -> Void)?) {
            dismiss(animated: true) { completion?() }
        }
    }

    extension UIView: EmbeddingContainer {
        /// Adds `view` (a `UIView`) pinned to the top, leading and trailing edges and to `height`.
        public func embedLinkView(_ view: AnyObject, height: Double?) -> Bool {
            guard let embedded = view as? UIView else { return false }
            embedded.translatesAutoresizingMaskIntoConstraints = false
            addSubview(embedded)
            var constraints = [
                embedded.topAnchor.constraint(equalTo: topAnchor),
                embedded.leadingAnchor.constraint(equalTo: leadingAnchor),
                embedded.trailingAnchor.constraint(equalTo: trailingAnchor),
            ]
            if let height { constraints.append(embedded.heightAnchor.constraint(equalToConstant: CGFloat(height))) }
            NSLayoutConstraint.activate(constraints)
            return true
        }

        /// Removes `view` when it is a subview of this view; its constraints go with it.
        public func removeLinkView(_ view: AnyObject) {
            guard let embedded = view as? UIView, embedded.superview === self else { return }
            embedded.removeFromSuperview()
        }
    }

    extension UIViewController: EmbeddingContainer {
        /// Embeds into the controller's view.
        public func embedLinkView(_ view: AnyObject, height: Double?) -> Bool {
            self.view.embedLinkView(view, height: height)
        }

        /// Removes from the controller's view.
        public func removeLinkView(_ view: AnyObject) {
            self.view.removeLinkView(view)
        }
    }
#endif
