import ProviderKit
import Testing

@Suite struct EventMappingTableTests {
    static let table = EventMappingTable(
        adapterName: "vendor",
        rules: [
            EventMappingRule("OPEN", .opened, stage: .loading, stable: true),
            EventMappingRule("SELECT_INSTITUTION", .institutionSelected, stage: .institutionSelection),
            EventMappingRule("OPEN", .error),
        ])

    @Test func knownNamesMapAndKeepTheirRow() {
        #expect(Self.table.name(for: "OPEN") == .opened, "a repeated name keeps its first row")
        let rule = Self.table.rule(for: "SELECT_INSTITUTION")
        #expect(rule?.name == .institutionSelected)
        #expect(rule?.stage == .institutionSelection)
        #expect(rule?.isStable == false)
        #expect(Self.table.rule(for: "OPEN")?.isStable == true)
        #expect(Self.table.rules.count == 3)
    }

    @Test func unknownNamesMapToOther() {
        #expect(Self.table.name(for: "BRAND_NEW_EVENT") == .other)
        #expect(Self.table.name(for: "") == .other)
        #expect(Self.table.name(for: "open") == .other, "vendor names are matched exactly")
        #expect(Self.table.rule(for: "BRAND_NEW_EVENT") == nil)
    }
}
