import Foundation
import ProviderKit
import ProviderKitMesh

/// A Mesh LinkSDK v2 driver that keeps the configuration and builds from it what the app's glue
/// (`Glue/Mesh/LinkSDKDriver.swift`) gives LinkSDK: `onEvent` and `onExit` as they are, and an
/// `onIntegrationConnected` that converts the SDK's `AccessTokenPayload` into its mirror with
/// `LinkConfiguration.mirror(_:from:)` before forwarding it.
@MainActor
final class DeviceMeshDriver: MeshDriver {
    /// The callbacks of the latest session, as LinkSDK holds them.
    struct Callbacks {
        let onEvent: ([String: Any]?) -> Void
        let onIntegrationConnected: (VendorJSON) -> Void
        let onExit: () -> Void
    }

    /// The latest session's callbacks; `nil` before the first session.
    private(set) var callbacks: Callbacks?

    func createHandler(_ configuration: MeshLinkSDK.LinkConfiguration) -> MeshLinkSDK.LinkResult {
        if let failure = configuration.createHandlerFailure { return .failure(failure) }
        guard let onEvent = configuration.onEvent, let onExit = configuration.onExit,
            let forward = configuration.onIntegrationConnected
        else { return .failure("the Mesh flow gave LinkSDK no onEvent, onExit or onIntegrationConnected callback") }
        callbacks = Callbacks(
            onEvent: onEvent,
            onIntegrationConnected: { payload in
                // The glue's `case .accessToken(let value)`.
                configuration.mirror(payload, from: "onIntegrationConnected").map { forward(.accessToken($0)) }
            },
            onExit: onExit)
        return .success(Handler())
    }

    /// LinkSDK's handler: presenting shows nothing; the benchmark makes the callbacks.
    final class Handler: MeshLinkSDK.LinkHandler {
        func present(in viewController: PlatformViewController) {}

        func create() -> PlatformViewController { PlatformViewController() }
    }
}
