extension MeshLinkSDK {
    /// Shows Link (`LinkSDK.LinkHandler`). The SDK's class has no public initialiser; the glue
    /// wraps the real handler in a small class conforming to this protocol.
    ///
    /// ### Contract
    /// - Main actor only.
    /// - ``present(in:)`` presents Link modally from the given view controller (a
    ///   `UIViewController` on iOS; `nil` means "the app's top-most one") and dismisses it after `onExit`.
    /// - ``onDismissed`` is a ProviderKit addition: the adapter sets it before presenting, and the
    ///   handler calls it once when Link's interface is gone, whether or not a callback came
    ///   (after `onExit`, or when the view controller vanished). Calling it more than once is harmless.
    @MainActor
    public protocol LinkHandler: AnyObject {
        /// Presents Link modally, full screen, from `viewController`, and dismisses it on exit.
        func present(in viewController: AnyObject?)
        /// Returns Link's view controller for the app to present and dismiss itself.
        func create() -> AnyObject?
        /// Called once when Link's interface is gone. Set by the adapter (ProviderKit addition).
        var onDismissed: (@MainActor () -> Void)? { get set }
    }
}
