import Foundation
import ProviderKit
import ProviderKitTooling
import Testing

/// An adapter that only has a name: enough to validate configurations against.
private struct DiffTestAdapter: LinkAdapter {
    let descriptor: AdapterDescriptor

    init(_ name: String) {
        descriptor = AdapterDescriptor(
            name: name, displayName: name, requiresRedirectURI: false,
            errorTable: ErrorMappingTable(adapterName: name, rules: []), eventTable: EventMappingTable(adapterName: name, rules: []))
    }

    @MainActor func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        throw LinkError.configuration("the diff test adapter makes no flows")
    }
}

/// Configuration texts for the diff tests: plaid active unless `provider` says otherwise,
/// falling back to the other entry; `plaidEntry` adds keys to plaid's entry.
private enum DiffFixtures {
    static func text(provider: String = "\"plaid\"", plaidEntry: String = "") -> String {
        """
        {
          "version": 1,
          "provider": \(provider),
          "fallbacks": \(provider == "\"meld\"" ? #"["plaid"]"# : #"["meld"]"#),
          "providers": {
            "plaid": { "adapter": "plaid"\(plaidEntry.isEmpty ? "" : ", " + plaidEntry) },
            "meld": { "adapter": "meld" }
          }
        }
        """
    }
}

/// `providerkit config diff`'s logic: what changes for users between two files.
@Suite struct ConfigurationDiffTests {
    static let registry = ProviderRegistry([DiffTestAdapter("plaid"), DiffTestAdapter("meld"), DiffTestAdapter("mesh")])

    static func configuration(_ text: String) throws -> ProviderConfiguration {
        try ProviderConfiguration(parsing: text, registry: registry)
    }

    @Test func identicalFilesHaveNoChanges() throws {
        let file = try Self.configuration(DiffFixtures.text())
        #expect(ConfigurationDiff.changes(from: file, to: file).isEmpty)
    }

    @Test func theOutageFileSaysPlaidIsSwitchedOff() throws {
        let old = try Self.configuration(DiffFixtures.text())
        let new = try Self.configuration(DiffFixtures.text(plaidEntry: #""enabled": false, "disabledMessage": "INC-42""#))
        let changes = ConfigurationDiff.changes(from: old, to: new)
        #expect(changes.map(\.change) == [.disabled])
        #expect(changes.first?.path == "providers.plaid.enabled")
        #expect(changes.first?.summary == "plaid is switched off: journeys skip it and go to their fallbacks (INC-42)")
    }

    @Test func aRolloutChangeEstimatesTheShareOfUsersWhoMove() throws {
        let old = try Self.configuration(DiffFixtures.text(provider: #"{"plaid": 90, "meld": 10}"#))
        let new = try Self.configuration(DiffFixtures.text(provider: #"{"plaid": 80, "meld": 20}"#))
        let change = try #require(ConfigurationDiff.changes(from: old, to: new).first)
        #expect(change.change == .provider)
        #expect(change.old == "{meld: 10, plaid: 90}")
        #expect(change.new == "{meld: 20, plaid: 80}")
        let share = try #require(change.summary.range(of: "about ([0-9.]+)%", options: .regularExpression).map { change.summary[$0] })
        let percent = try #require(Double(share.dropFirst("about ".count).dropLast()))
        #expect(abs(percent - 10) < 1.5, "\(change.summary)")
    }

    @Test func switchingTheActiveEntryMovesEveryone() throws {
        let old = try Self.configuration(DiffFixtures.text())
        let new = try Self.configuration(DiffFixtures.text(provider: "\"meld\""))
        let changes = ConfigurationDiff.changes(from: old, to: new)
        #expect(changes.map(\.change) == [.provider, .fallbacks])
        #expect(changes[0].summary == "journeys start on meld instead of plaid; about 100.0% of users change entry")
        #expect(changes[1].old == "[meld]")
        #expect(changes[1].new == "[plaid]")
    }

    @Test func routesRedirectURIsAdaptersAndEntries() throws {
        let old = try Self.configuration("""
            {"version": 1, "provider": "plaid", "routes": {"ins_3": "plaid"},
             "providers": {"plaid": {"adapter": "plaid", "redirectURI": "https://app.example.com/a"}, "meld": {"adapter": "meld"}}}
            """)
        let new = try Self.configuration("""
            {"version": 1, "provider": "plaid", "routes": {"ins_3": "meld", "ins_9": "meld"},
             "providers": {"plaid": {"adapter": "plaid", "redirectURI": "https://app.example.com/b"}, "meld": {"adapter": "mesh"},
                           "spare": {"adapter": "meld"}}}
            """)
        let changes = ConfigurationDiff.changes(from: old, to: new)
        #expect(changes.map(\.path) == ["routes.ins_3", "routes.ins_9", "providers.meld.adapter", "providers.plaid.redirectURI", "providers.spare"])
        #expect(changes[0].summary == "users who pick ins_3 start on meld instead of plaid")
        #expect(changes[3].new == "https://app.example.com/b")
        #expect(changes[4].change == .entryAdded)
    }
}
