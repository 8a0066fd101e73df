import Foundation
import ProviderKit
import ProviderKitTesting

/// A third-party adapter, as its author would write it, and the manifest it ships.
struct AcmeAdapter: LinkAdapter {
    static let descriptor = AdapterDescriptor(
        name: "acme", displayName: "Acme Connect", requiresRedirectURI: true,
        options: [
            AdapterOption("region", .string, allowedValues: ["us", "eu"], summary: "The Acme region."),
            AdapterOption("clientName", .string, required: true, summary: "The name Acme shows to users."),
            AdapterOption("products", .stringOrArray, allowedValues: ["accounts", "payments"], summary: "Acme products."),
        ],
        errorTable: ErrorMappingTable(adapterName: "acme", rules: []),
        eventTable: EventMappingTable(adapterName: "acme", rules: []),
        updateSupport: .supported("Acme relinks with the connection id."))

    var descriptor: AdapterDescriptor { Self.descriptor }

    @MainActor func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        throw LinkError.configuration("not in tests")
    }

    /// `AdapterManifest(descriptors:)` written to a temporary file: what the author ships.
    static func manifestFile() throws -> TemporaryFile {
        try TemporaryFile(AdapterManifest(descriptors: [descriptor]).jsonText())
    }

    /// An app configuration with the built-in adapters and one Acme entry.
    static func configuration(acme: String = #""adapter": "acme", "redirectURI": "https://app.example.com/acme", "clientName": "Demo", "region": "eu""#)
        -> String
    {
        """
        {
          "version": 1,
          "provider": "acme",
          "fallbacks": ["plaid"],
          "providers": {
            "acme": { \(acme) },
            "plaid": { "adapter": "plaid", "redirectURI": "https://app.example.com/plaid/oauth" }
          }
        }
        """
    }
}
