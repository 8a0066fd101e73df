import ProviderKit

/// ProviderKit's adapter for the Acme Link SDK: `"adapter": "acme"` in a configuration entry.
public struct AcmeAdapter: LinkAdapter {
    /// The adapter name used in configuration files.
    public static let name = "acme"

    /// The descriptor: name, options and mapping tables. Closed sets of values are declared as
    /// `allowedValues`, so `providerkit validate` checks them from the adapter manifest too.
    public static let descriptor = AdapterDescriptor(
        name: name, displayName: "Acme Link", requiresRedirectURI: false,
        options: [
            AdapterOption("region", .string, allowedValues: ["us", "eu"], summary: "The Acme region: `us` (default) or `eu`."),
            AdapterOption(
                "products", .array, allowedValues: ["transactions", "balance", "identity"],
                summary: "The Acme products to request; `identity` is offered in the `us` region only."),
        ],
        errorTable: AcmeErrorMapping.table, eventTable: AcmeEventMapping.table)

    /// The descriptor.
    public var descriptor: AdapterDescriptor { Self.descriptor }

    private let driver: any AcmeLinkDriver

    /// Creates the adapter on a driver: the app's glue around the real SDK, or a sandbox driver.
    public init(driver: any AcmeLinkDriver) {
        self.driver = driver
    }

    /// The one rule data cannot say: `identity` needs the `us` region. (The core already checked
    /// each option's kind and allowed values.)
    public func validate(entry: ProviderEntry) -> [ConfigIssue] {
        let products = entry.options["products"]?.arrayValue?.compactMap(\.stringValue) ?? []
        guard products.contains("identity"), entry.string("region") == "eu" else { return [] }
        return [.error("products", "Acme offers identity in the us region only; remove it or use \"region\": \"us\"", code: .acmeProductNotInRegion)]
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

extension ConfigDiagnostic.Code {
    /// A product the entry's region does not offer. Adapter codes start with the adapter's name.
    public static let acmeProductNotInRegion: Self = "acme.productNotInRegion"
}
