/// The part of Mesh LinkSDK v2 the adapter calls: `LinkConfiguration.createHandler()`.
///
/// An app conforms the real SDK in a few lines (see `docs/providers/mesh.md`): build a
/// `LinkSDK.LinkConfiguration` from the mirror, forwarding each callback after converting the
/// payload, call `createHandler()`, and wrap the handler. `MeshSandboxDriver` emulates the SDK offline.
///
/// ### Contract
/// - Called on the main actor, once per session, from ``/ProviderKit/LinkFlow/start(reporting:)``.
/// - Returns `.failure` with Mesh's exact message when the SDK refuses the configuration, checked in
///   Mesh's order (see ``MeshLinkSDK/LinkConfiguration/createHandlerFailure``).
/// - Calls the configuration's callbacks on the main actor, in the order Link sends its messages,
///   duplicates included; the adapter guarantees exactly one outcome.
public protocol MeshDriver: Sendable {
    /// Creates a Link handler for `configuration` (`configuration.createHandler()` in LinkSDK).
    @MainActor func createHandler(_ configuration: MeshLinkSDK.LinkConfiguration) -> MeshLinkSDK.LinkResult
}
