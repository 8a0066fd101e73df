import ProviderKit

/// ProviderKit's adapter for the Acme Link SDK: `"adapter": "acme"` in a configuration entry.
public struct AcmeAdapter: LinkAdapter {
    /// The adapter name used in configuration files.
    public static let name = "acme"

    /// The descriptor: name, options and mapping tables.
    public static let descriptor = AdapterDescriptor(
        name: name, displayName: "Acme Link", requiresRedirectURI: false,
        options: [AdapterOption("region", .string, summary: "The Acme region: `us` (default) or `eu`.")],
        errorTable: AcmeErrorMapping.table, eventTable: AcmeEventMapping.table)

    /// The descriptor.
    public var descriptor: AdapterDescriptor { Self.descriptor }

    private let driver: any AcmeLinkDriver

    /// Creates the adapter on a driver: the app's glue around the real SDK, or a sandbox driver.
    public init(driver: any AcmeLinkDriver) {
        self.driver = driver
    }

    /// Checks what the core cannot: the region's value. (The core already checked the key's type.)
    public func validate(entry: ProviderEntry) -> [ConfigIssue] {
        guard let region = entry.string("region"), !["us", "eu"].contains(region) else { return [] }
        return [.error("region", "must be \"us\" or \"eu\", not \"\(region)\"")]
    }

    /// A flow for one session. Refuses an empty token before anything reaches Acme.
    ///
    /// - Throws: a `LinkError` with code `invalidLinkToken` for an empty token.
    @MainActor
    public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        guard !request.token.isEmpty else { throw LinkError(code: .invalidLinkToken, message: "The Acme link token is empty.") }
        return AcmeLinkFlow(driver: driver, token: request.token)
    }
}
