import Foundation
import ProviderKit
import Testing

/// The file's kill switch (`"enabled": false`) and weighted `provider`, as the validator reads them.
@Suite struct KillSwitchAndRolloutSchemaTests {
    func validate(_ text: String) -> (ProviderConfiguration?, [ConfigDiagnostic]) {
        do {
            return (try ProviderConfiguration(parsing: text, registry: RemoteFixtures.registry), [])
        } catch let error as ConfigurationError {
            return (nil, error.diagnostics)
        } catch {
            return (nil, [])
        }
    }

    @Test func aDisabledEntryKeepsItsMessageAndIsNotAnOption() throws {
        let (configuration, _) = validate(RemoteFixtures.text(plaidEntry: #""enabled": false, "disabledMessage": "Plaid outage INC-42""#))
        let plaid = try #require(configuration?.entries["plaid"])
        #expect(!plaid.isEnabled)
        #expect(plaid.disabledMessage == "Plaid outage INC-42")
        #expect(plaid.options.isEmpty)
        #expect(configuration?.disabledEntryNames == ["plaid"])
        #expect(configuration?.entries["meld"]?.isEnabled == true)
    }

    @Test func weightedChoicesParseSortedWithTheHeaviestAsDefault() throws {
        let (configuration, diagnostics) = validate(RemoteFixtures.text(provider: #"{"plaid": 90, "meld": 10}"#))
        #expect(diagnostics.isEmpty)
        #expect(configuration?.rollout == [LinkRolloutChoice(entryName: "meld", weight: 10), LinkRolloutChoice(entryName: "plaid", weight: 90)])
        #expect(configuration?.activeEntryName == "plaid")
        #expect(configuration?.activeEntry(forRolloutIdentifier: nil).rollout == nil)
        let tie = validate(RemoteFixtures.text(provider: #"{"plaid": 5, "meld": 5}"#)).0
        #expect(tie?.activeEntryName == "meld")
    }

    @Test(arguments: [
        (#"{"plaid": 90, "mld": 10}"#, "provider.mld", "config.unknownEntry"),
        (#"{"plaid": -1, "meld": 10}"#, "provider.plaid", "config.invalidValue"),
        (#"{"plaid": 2.5, "meld": 10}"#, "provider.plaid", "config.invalidValue"),
        (#"{"plaid": "90", "meld": 10}"#, "provider.plaid", "config.wrongType"),
        (#"{"plaid": 0, "meld": 0}"#, "provider", "config.invalidValue"),
        (#"{}"#, "provider", "config.invalidValue"),
        (#"["plaid"]"#, "provider", "config.wrongType"),
    ])
    func badWeightsAreErrorsAtTheirKeyPath(_ provider: String, _ path: String, _ code: String) {
        let (configuration, diagnostics) = validate(RemoteFixtures.text(provider: provider))
        #expect(configuration == nil)
        #expect(diagnostics.contains { $0.path == path && $0.code.rawValue == code && $0.severity == .error }, "\(diagnostics)")
    }

    @Test(arguments: [
        (#""enabled": "no""#, "providers.plaid.enabled"),
        (#""enabled": 0"#, "providers.plaid.enabled"),
        (#""disabledMessage": 3"#, "providers.plaid.disabledMessage"),
    ])
    func badKillSwitchValuesAreWrongTypes(_ entry: String, _ path: String) {
        let (configuration, diagnostics) = validate(RemoteFixtures.text(plaidEntry: entry))
        #expect(configuration == nil)
        #expect(diagnostics.map(\.path) == [path])
        #expect(diagnostics.map(\.code) == [.wrongType])
    }
}
