import ProviderKit

/// The Plaid Link (LinkKit 7) adapter. Scaffolding: the adapter issue replaces this file with the real adapter.
public struct PlaidAdapter: SandboxedAdapter {
    /// The adapter's descriptor.
    public static let descriptor = AdapterDescriptor(
        name: "plaid", displayName: "Plaid Link (LinkKit 7)", requiresRedirectURI: true,
        errorTable: PlaidErrorMapping.table,
        eventTable: EventMappingTable(provider: "plaid", rules: []))

    /// Creates the adapter.
    public init() {}

    /// Not implemented yet.
    @MainActor public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow {
        throw .configuration("The plaid adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func sandbox(scenario: String) throws(LinkError) -> SandboxRun {
        throw .configuration("The plaid adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func makeReplayer(options: [String: String]) throws(LinkError) -> any TranscriptReplayer {
        throw .configuration("The plaid adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        throw LinkError.configuration("The plaid adapter is not implemented yet")
    }
}
