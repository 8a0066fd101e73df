#if canImport(UIKit)
    import UIKit
#endif

/// Where a flow shows its user interface. On iOS this wraps the presenting view controller; on
/// other platforms, and in sandbox or replay runs, it carries nothing.
public struct LinkPresentation {
    /// The platform object to present from (a `UIViewController` on iOS), or `nil`.
    public let anchor: AnyObject?

    /// Wraps a platform presentation anchor.
    public init(anchor: AnyObject?) {
        self.anchor = anchor
    }

    /// No anchor: the adapter presents wherever its SDK defaults to, or nowhere (sandbox, replay).
    public static var automatic: LinkPresentation { LinkPresentation(anchor: nil) }
}

extension LinkPresentation {
    /// The screen vendor interfaces are presented from: on iOS ``resolvedViewController`` (the
    /// anchor, or the key window's top-most view controller); elsewhere the anchor when it is a
    /// ``ModalScreen``. `nil` when there is nothing to present from.
    @MainActor public var modalAnchor: (any ModalScreen)? {
        #if canImport(UIKit)
            resolvedViewController
        #else
            anchor as? any ModalScreen
        #endif
    }

    /// Where an embedded vendor view goes: the anchor when it is an ``EmbeddingContainer`` (on
    /// iOS a `UIView` or a view controller); for ``automatic`` on iOS, ``resolvedViewController``
    /// (the key window's top-most view controller, which is what the SwiftUI entry point has).
    /// `nil` when there is no such place.
    @MainActor public var embeddingContainer: (any EmbeddingContainer)? {
        #if canImport(UIKit)
            if anchor == nil { return resolvedViewController }
        #endif
        return anchor as? any EmbeddingContainer
    }
}

#if canImport(UIKit)
    extension LinkPresentation {
        /// Presents from `viewController`.
        @MainActor public static func viewController(_ viewController: UIViewController) -> LinkPresentation {
            LinkPresentation(anchor: viewController)
        }

        /// The anchor as a view controller, when it is one.
        @MainActor public var viewController: UIViewController? { anchor as? UIViewController }

        /// The view controller to present from: the anchor when it is a view controller, otherwise
        /// the top-most view controller of the key window (`nil` when the app shows no window).
        @MainActor public var resolvedViewController: UIViewController? {
            if let viewController { return viewController }
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            var top = scenes.flatMap(\.windows).first { $0.isKeyWindow }?.rootViewController
            while let presented = top?.presentedViewController { top = presented }
            return top
        }
    }
#endif
