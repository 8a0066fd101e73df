/// An adapter: the factory that turns a configuration entry and a link request into a
/// ``LinkFlow`` for one vendor. The app registers adapters in a ``ProviderRegistry``; the
/// configuration file decides which one runs.
///
/// An adapter instance carries the vendor driver the app conformed (the real SDK) or a sandbox
/// driver; nothing else about it is global, so tests create their own.
///
/// ### Implementation requirements
/// - ``descriptor`` is constant for the adapter's lifetime.
/// - ``validate(entry:)`` checks only adapter-specific rules. The core already checked
///   `adapter`, `redirectURI`, unknown keys, option types and secrets.
/// - ``makeFlow(request:entry:)`` must not call the vendor yet; ``LinkFlow/start(reporting:)`` does.
///   Throw ``LinkError`` (code ``LinkError/Code/configuration`` or ``LinkError/Code/invalidLinkToken``)
///   for requests that can never work, before anything reaches the vendor.
public protocol LinkAdapter: Sendable {
    /// What the adapter is and what it maps.
    var descriptor: AdapterDescriptor { get }

    /// Adapter-specific checks of a configuration entry.
    func validate(entry: ProviderEntry) -> [ConfigIssue]

    /// Creates the flow for one session.
    ///
    /// - Throws: a ``LinkError`` for a request that can never work. The session factory wraps any
    ///   other error in a ``LinkError`` with code ``LinkError/Code/internal``.
    @MainActor func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow
}

extension LinkAdapter {
    /// By default an adapter adds no checks of its own.
    public func validate(entry: ProviderEntry) -> [ConfigIssue] { [] }
}
