import ProviderKit

/// The Mesh Connect (LinkSDK v2) adapter. Scaffolding: the adapter issue replaces this file with the real adapter.
public struct MeshAdapter: SandboxedAdapter {
    /// The adapter's descriptor.
    public static let descriptor = AdapterDescriptor(
        name: "mesh", displayName: "Mesh Connect (LinkSDK v2)", requiresRedirectURI: false,
        errorTable: ErrorMappingTable(provider: "mesh", rules: []),
        eventTable: EventMappingTable(provider: "mesh", rules: []))

    /// Creates the adapter.
    public init() {}

    /// Not implemented yet.
    @MainActor public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow {
        throw .configuration("The mesh adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func sandbox(scenario: String) throws(LinkError) -> SandboxRun {
        throw .configuration("The mesh adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func makeReplayer(options: [String: String]) throws(LinkError) -> any TranscriptReplayer {
        throw .configuration("The mesh adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        throw LinkError.configuration("The mesh adapter is not implemented yet")
    }
}
