import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Every diagnostic about a configuration text has a position inside that text (a missing key
/// is reported at the object that should hold it), and none shows a planted secret, for the
/// planted-secret configuration and every malformed copy of it.
@Suite struct ConfigDiagnosticLocationTests {
    static let validator = ConfigValidator(registry: ProviderRegistry([ScriptedAdapter(), OAuthBankAdapter()]))

    @Test func everyDiagnosticOfEveryMalformedCopyLiesInsideItsText() async throws {
        let variants = InputMutations.variants(of: PlantedSecretFixtures.configuration, stride: 7)
        #expect(variants.count > 200)
        for variant in variants {
            let diagnostics = Self.validator.validate(text: variant).diagnostics
            #expect(!diagnostics.isEmpty)
            // Long CPU-bound loops leave the (two-thread) cooperative pool to other tests' tasks.
            await Task.yield()
            for diagnostic in diagnostics {
                let position = try #require(diagnostic.position, "\(diagnostic) has no position")
                #expect(position.lies(in: variant), "\(diagnostic) points outside the text")
                #expect(PlantedSecret.leaks(in: diagnostic.description + diagnostic.path).isEmpty, "\(diagnostic)")
            }
        }
    }

    @Test func missingKeysAreLocatedAtTheirObject() throws {
        let text = "{\n  \"version\": 1,\n  \"providers\": {\n    \"a\": {}\n  }\n}"
        let diagnostics = Self.validator.validate(text: text).diagnostics
        let provider = try #require(diagnostics.first { $0.path == "provider" })
        #expect(provider.position == SourcePosition(line: 1, column: 1))
        let adapter = try #require(diagnostics.first { $0.path == "providers.a" })
        #expect(adapter.position == SourcePosition(line: 4, column: 5))
    }
}
