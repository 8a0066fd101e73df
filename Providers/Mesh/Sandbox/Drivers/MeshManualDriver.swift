import ProviderKitMesh
import ProviderKitTesting

/// A ``/ProviderKitMesh/MeshDriver`` driven by hand: it accepts any configuration Mesh would accept, keeps it, and
/// lets the caller invoke its callbacks, as the conformance probe and tests do.
@MainActor
public final class MeshManualDriver: MeshDriver {
    /// The configuration of the last `createHandler` call.
    public private(set) var configuration: MeshLinkSDK.LinkConfiguration?
    /// The handler of the last successful `createHandler` call.
    public private(set) var handler: MeshManualHandler?

    /// Creates a driver.
    public init() {}

    /// Applies Mesh's checks and keeps the configuration.
    public func createHandler(_ configuration: MeshLinkSDK.LinkConfiguration) -> MeshLinkSDK.LinkResult {
        self.configuration = configuration
        if let failure = configuration.createHandlerFailure { return .failure(failure) }
        let handler = MeshManualHandler()
        self.handler = handler
        return .success(handler)
    }
}
