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
    /// - Parameters:
    ///   - request: the token and parameters your server created for this entry's vendor.
    ///   - entryName: the configuration entry to use; `nil` for the active one
    ///     (``ProviderConfiguration/activeEntryName``).
    ///   - options: the session's tunables.
    /// A request the adapter refuses (a malformed token, parameters that can never work) is not
    /// a throw: the session is returned, and starting or opening it ends it at once with that
    /// error as its exit, at stage ``LinkStage/loading`` (typically ``LinkError/Code/invalidLinkToken``),
    /// for every adapter alike. An adapter error that is not a ``LinkError`` becomes one with code
    /// ``LinkError/Code/internal``.
    ///
    /// - Throws: only for programmer errors: ``LinkError`` with code ``LinkError/Code/configuration``
    ///   when the entry is not in the configuration or its adapter is not registered.
    @MainActor
    public func makeSession(
        request: LinkRequest, entryName: String? = nil, options: LinkSession.Options = .default
    ) throws -> LinkSession {
        let name = entryName ?? configuration.activeEntryName
        guard let entry = configuration.entries[name] else {
            throw LinkError.configuration("No entry named \"\(name)\" in the configuration; entries: \(configuration.entries.keys.sorted().joined(separator: ", "))")
        }
        guard let adapter = registry.adapter(named: entry.adapterName) else {
            throw LinkError.configuration("The entry \"\(name)\" uses the adapter \"\(entry.adapterName)\", which is not registered")
        }
        let flow: any LinkFlow
        do {
            flow = try adapter.makeFlow(request: request, entry: entry)
        } catch {
            flow = RefusedRequestFlow(error: LinkError(adapterError: error))
        }
        return LinkSession(
            adapterName: adapter.descriptor.name, flow: flow, redirectURI: entry.redirectURI,
            fallbackEntryNames: configuration.fallbackEntryNames, entryName: name, options: options)
    }
}
