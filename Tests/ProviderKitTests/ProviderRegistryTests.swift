import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Registering adapters: third-party ones like built-in ones, and which one wins for a repeated name.
@Suite struct ProviderRegistryTests {
    @Test func thirdPartyAdaptersRegisterLikeBuiltInOnes() throws {
        var registry = ProviderRegistry()
        #expect(registry.names.isEmpty)
        #expect(registry.register(OAuthBankAdapter()) == nil)
        #expect(registry.register(ScriptedAdapter()) == nil)
        #expect(registry.names == ["oauthbank", "scripted"])
        #expect(registry.adapter(named: "oauthbank")?.descriptor.displayName == "OAuth Bank (test)")
        #expect(registry.adapter(named: "plaid") == nil)
        #expect(registry.adapter(named: "Scripted") == nil, "names are exact")

        let configuration = try #require(validate(validText, registry: registry).configuration)
        #expect(configuration.entries["backup"]?.adapterName == "oauthbank")
    }

    @Test func registeringTheSameNameReplacesTheAdapter() throws {
        var registry = testRegistry()
        let previous = registry.register(ReplacementScriptedAdapter())
        #expect(previous?.descriptor.displayName == ScriptedAdapter.descriptor.displayName)
        #expect(registry.names == ["oauthbank", "scripted"])
        #expect(registry.adapter(named: "scripted")?.descriptor.displayName == "Replacement")

        // The validator now checks entries against the replacement's options.
        let result = validate(validText, registry: registry)
        #expect(
            diagnostic(at: "providers.main.label", in: result)?.message
                == "unknown key \"label\" for the scripted adapter")
        let recoloured = validate(variant("\"label\": \"primary\"", "\"color\": \"red\""), registry: registry)
        #expect(recoloured.isValid)
        #expect(recoloured.configuration?.activeEntry.string("color") == "red")
    }

    @Test func laterAdaptersInTheInitialiserWin() {
        let registry = ProviderRegistry([ScriptedAdapter(), ReplacementScriptedAdapter()])
        #expect(registry.names == ["scripted"])
        #expect(registry.adapter(named: "scripted")?.descriptor.displayName == "Replacement")
    }
}
