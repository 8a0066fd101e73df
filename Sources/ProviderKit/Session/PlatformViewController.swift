#if canImport(UIKit)
    import UIKit

    /// The view controller a vendor SDK presents and dismisses: `UIViewController` on iOS.
    ///
    /// Driver protocols and mirrors spell this name where the SDK says `UIViewController`, so on
    /// iOS they take exactly the SDK's type and the glue never casts. Where UIKit does not exist
    /// (Linux, macOS), it is a plain main-actor class that sandbox and test doubles subclass.
    public typealias PlatformViewController = UIViewController
#else
    /// Stands in for `UIViewController` where UIKit does not exist (Linux, macOS), so driver
    /// protocols and mirrors have one shape on every platform. On iOS this name is a typealias of
    /// `UIViewController`. Sandbox and test doubles subclass it.
    @MainActor
    open class PlatformViewController {
        /// Creates a view controller stand-in.
        public init() {}
    }
#endif
