/// Makes sessions for whichever provider the configuration selects, so switching provider is a
/// configuration change only.
///
/// ```swift
/// let configuration = try ProviderConfiguration(contentsOf: configURL, registry: registry)
/// let factory = LinkSessionFactory(configuration: configuration, registry: registry)
/// let session = try factory.makeSession(request: LinkRequest(token: Secret(serverToken)))
/// ```
public struct LinkSessionFactory: Sendable {
    /// The validated configuration.
    public let configuration: ProviderConfiguration
    /// The registered adapters.
    public let registry: ProviderRegistry

    /// Creates a factory.
    public init(configuration: ProviderConfiguration, registry: ProviderRegistry) {
        self.configuration = configuration
        self.registry = registry
    }

    /// Makes a session for the active entry, or for `entryName` (for example a fallback).
    ///
    /// - Throws: ``LinkError`` with code ``LinkError/Code/configuration`` when the entry or its
    ///   adapter is missing, or whatever the adapter throws for a request that can never work.
    @MainActor
    public func makeSession(
        request: LinkRequest, entry entryName: String? = nil, options: LinkSession.Options = .default
    ) throws(LinkError) -> LinkSession {
        let name = entryName ?? configuration.provider
        guard let entry = configuration.entries[name] else {
            throw .configuration("No entry named \"\(name)\" in the configuration; entries: \(configuration.entries.keys.sorted().joined(separator: ", "))")
        }
        guard let adapter = registry.adapter(named: entry.adapter) else {
            throw .configuration("The entry \"\(name)\" uses the adapter \"\(entry.adapter)\", which is not registered")
        }
        let flow = try adapter.makeFlow(request: request, entry: entry)
        return LinkSession(
            provider: adapter.descriptor.name, flow: flow, redirectURI: entry.redirectURI,
            fallbacks: configuration.fallbacks, entryName: name, options: options)
    }
}
