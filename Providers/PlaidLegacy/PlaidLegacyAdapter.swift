import ProviderKit

/// The Plaid Link v1 (legacy delegate API) adapter. Scaffolding: the adapter issue replaces this file with the real adapter.
public struct PlaidLegacyAdapter: SandboxedAdapter {
    /// The adapter's descriptor.
    public static let descriptor = AdapterDescriptor(
        name: "plaid-legacy", displayName: "Plaid Link v1 (legacy delegate API)", requiresRedirectURI: false,
        errorTable: ErrorMappingTable(provider: "plaid-legacy", rules: []),
        eventTable: EventMappingTable(provider: "plaid-legacy", rules: []))

    /// Creates the adapter.
    public init() {}

    /// Not implemented yet.
    @MainActor public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow {
        throw .configuration("The plaid-legacy adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func sandbox(scenario: String) throws(LinkError) -> SandboxRun {
        throw .configuration("The plaid-legacy adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func makeReplayer(options: [String: String]) throws(LinkError) -> any TranscriptReplayer {
        throw .configuration("The plaid-legacy adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        throw LinkError.configuration("The plaid-legacy adapter is not implemented yet")
    }
}
