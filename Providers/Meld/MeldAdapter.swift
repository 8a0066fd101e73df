import ProviderKit

/// The Meld bank-linking widget adapter. Scaffolding: the adapter issue replaces this file with the real adapter.
public struct MeldAdapter: SandboxedAdapter {
    /// The adapter's descriptor.
    public static let descriptor = AdapterDescriptor(
        name: "meld", displayName: "Meld bank-linking widget", requiresRedirectURI: false,
        errorTable: ErrorMappingTable(provider: "meld", rules: []),
        eventTable: EventMappingTable(provider: "meld", rules: []))

    /// Creates the adapter.
    public init() {}

    /// Not implemented yet.
    @MainActor public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow {
        throw .configuration("The meld adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func sandbox(scenario: String) throws(LinkError) -> SandboxRun {
        throw .configuration("The meld adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func makeReplayer(options: [String: String]) throws(LinkError) -> any TranscriptReplayer {
        throw .configuration("The meld adapter is not implemented yet")
    }

    /// Not implemented yet.
    @MainActor public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        throw LinkError.configuration("The meld adapter is not implemented yet")
    }
}
