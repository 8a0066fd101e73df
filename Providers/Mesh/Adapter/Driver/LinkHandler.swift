import ProviderKit

extension MeshLinkSDK {
    /// Shows Link (`LinkSDK.LinkHandler`). The SDK's class has no public initialiser; the glue
    /// wraps the real handler in a small class conforming to this protocol.
    ///
    /// ### Contract
    /// - Main actor only.
    /// - ``present(in:)`` presents Link modally, full screen, from the given view controller, and
    ///   dismisses it right after calling `onExit`. ``create()`` returns Link's view controller for
    ///   the caller to present and dismiss. Both take and return `UIViewController` on iOS, as in
    ///   LinkSDK.
    @MainActor
    public protocol LinkHandler: AnyObject {
        /// Presents Link modally, full screen, from `viewController`, and dismisses it on exit.
        func present(in viewController: PlatformViewController)
        /// Returns Link's view controller for the app to present and dismiss itself.
        func create() -> PlatformViewController
    }
}
