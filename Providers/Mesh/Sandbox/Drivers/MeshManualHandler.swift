import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// The manual driver's handler: it records presentation and can be made to vanish.
@MainActor
public final class MeshManualHandler: MeshLinkSDK.LinkHandler, MeshDismissalReporting {
    /// Set by the adapter.
    public var onDismissed: (@MainActor () -> Void)?
    /// How many times Link was presented.
    public private(set) var presentCount = 0

    /// Records the presentation.
    public func present(in viewController: PlatformViewController) { presentCount += 1 }

    /// Returns an empty view controller: Link has no interface here.
    public func create() -> PlatformViewController { PlatformViewController() }

    /// Makes Link's interface disappear, as a dismissal would.
    public func dismiss() { onDismissed?() }
}
