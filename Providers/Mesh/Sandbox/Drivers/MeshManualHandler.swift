import ProviderKitMesh
import ProviderKitTesting

/// The manual driver's handler: it records presentation and can be made to vanish.
@MainActor
public final class MeshManualHandler: MeshLinkSDK.LinkHandler {
    /// Set by the adapter.
    public var onDismissed: (@MainActor () -> Void)?
    /// How many times Link was presented.
    public private(set) var presentCount = 0

    /// Records the presentation.
    public func present(in viewController: AnyObject?) { presentCount += 1 }

    /// Returns `nil`: there is no view controller.
    public func create() -> AnyObject? { nil }

    /// Makes Link's interface disappear, as a dismissal would.
    public func dismiss() { onDismissed?() }
}
