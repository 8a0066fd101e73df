import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

@Suite("Mapping tables")
struct MappingTests {
    let engine = Fixtures.engine()

    /// Every row, end to end through a real error message.
    @Test(arguments: MeldErrorTable.rules)
    func everyErrorRowMapsThroughAnErrorMessage(rule: ErrorMappingRule) throws {
        let payload: LinkJSONValue = ["reason": .string(rule.key.code), "details": "From the table"]
        let reaction = engine.message(Fixtures.message("[meld-connect]error?" + JSONWriter.string(payload)))
        let error = try #require(reaction.events.first?.error)
        #expect(error.code == rule.unifiedCode)
        #expect(error.recovery == rule.recovery)
        #expect(error.isRetryable == rule.isRetryable)
        #expect(error.vendorCode == rule.key.code)
        #expect(error.code != .unknown)
        #expect(rule.key.type == nil)
        #expect(!rule.note.isEmpty)
    }

    /// An independent list: the Activity Log subtypes Meld documents for widget errors, and the
    /// codes the sandbox and docs rely on.
    @Test(arguments: [
        ("SERVICE_PROVIDER_INITIALIZATION_FAILURE", LinkError.Code.providerUnavailable),
        ("SERVICE_PROVIDER_FAILURE", .providerUnavailable),
        ("INTERNAL_FAILURE", .internal),
        ("INSTITUTION_DOWN", .institutionUnavailable),
        ("INSTITUTION_NOT_RESPONDING", .institutionUnavailable),
        ("INSTITUTION_NOT_AVAILABLE", .institutionUnavailable),
        ("INSTITUTION_NOT_SUPPORTED", .institutionNotSupported),
        ("INVALID_CREDENTIALS", .invalidCredentials),
        ("INVALID_MFA", .invalidMFA),
        ("ACCOUNT_LOCKED", .accountLocked),
        ("USER_ACTION_REQUIRED", .actionRequiredAtInstitution),
        ("NO_ELIGIBLE_ACCOUNTS", .noEligibleAccounts),
        ("PRODUCT_NOT_SUPPORTED", .productNotSupported),
        ("RATE_LIMIT_EXCEEDED", .rateLimited),
        ("OAUTH_FAILURE", .oauthFailed),
        ("CONNECT_TOKEN_EXPIRED", .invalidLinkToken),
        ("NETWORK_ERROR", .network),
    ])
    func knownCodesMapAsDocumented(code: String, expected: LinkError.Code) {
        #expect(MeldErrorTable.table.rule(type: nil, code: code)?.unifiedCode == expected)
    }

    @Test func theTableHasNoDuplicatesAndCoversTheIndependentList() {
        #expect(MeldErrorTable.table.duplicateKeys.isEmpty)
        #expect(MeldErrorTable.rules.count == 17)
        #expect(MeldErrorTable.table.adapterName == "meld")
    }

    @Test func downstreamOutagesOfferFallbacks() {
        for code in ["SERVICE_PROVIDER_INITIALIZATION_FAILURE", "SERVICE_PROVIDER_FAILURE", "INSTITUTION_DOWN", "INSTITUTION_NOT_SUPPORTED"] {
            #expect(MeldErrorTable.table.rule(type: nil, code: code)?.unifiedCode.suggestsFallback == true, "\(code)")
        }
    }

    @Test func unknownCodesKeepTheirRawCode() {
        let error = engine.error(from: MeldErrorPayload(details: "x y", reason: "BRAND_NEW"))
        #expect(error.code == .unknown)
        #expect(error.vendorCode == "BRAND_NEW")
        #expect(error.vendorType == nil)
        #expect(error.recovery == .contactSupport)
    }

    // MARK: Events

    @Test(arguments: MeldEventTable.rules)
    func everyEventRowIsStable(rule: EventMappingRule) {
        #expect(MeldEventTable.table.name(for: rule.vendorEventName) == rule.name)
        #expect(rule.name != .other)
    }

    /// The seed's message list, independently of the table.
    @Test(arguments: [
        ("debug", nil), ("init", LinkEvent.Name.loaded), ("error", .error), ("connect_complete", .connected),
        ("handover", .handoff), ("cancel", .exited), ("something_new", .other),
    ] as [(String, LinkEvent.Name?)])
    func everyMessageTypeProducesItsEvent(type: String, expected: LinkEvent.Name?) {
        let reaction = engine.message(Fixtures.message("[meld-connect]\(type)"))
        #expect(reaction.events.map(\.name) == (expected.map { [$0] } ?? []))
        #expect(reaction.events.first.map(\.vendorEventName) == expected.map { _ in type })
        #expect(MeldMessageType(rawValue: type).rawValue == type)
    }

    @Test func messageTypesRoundTrip() {
        for type in MeldMessageType.known { #expect(MeldMessageType(rawValue: type.rawValue) == type) }
        #expect(MeldMessageType(rawValue: "Init") == .unknown("Init"))
    }

    // MARK: Accounts

    @Test(arguments: MeldAccountTypeMapping.rules.map(\.0))
    func everyAccountTypeRowMaps(raw: String) {
        let mapped = MeldAccountTypeMapping.map(raw.uppercased())
        #expect(mapped.type == MeldAccountTypeMapping.rules.first { $0.0 == raw }?.1)
    }

    @Test(arguments: [
        ("CHECKING", AccountType.depository, "checking"), ("Savings", .depository, "savings"),
        ("money market", .depository, "money market"), ("depository", .depository, nil),
        ("CREDIT_CARD", .credit, "credit card"), ("credit-card", .credit, "credit card"), ("credit", .credit, nil),
        ("MORTGAGE", .loan, "mortgage"), ("student loan", .loan, "student loan"), ("401k", .investment, "401k"),
        ("BROKERAGE", .investment, "brokerage"), ("other", .other, nil),
        ("CRYPTO", AccountType(rawValue: "crypto"), nil), ("Health Savings", AccountType(rawValue: "health savings"), nil),
        (" HSA-Plus\n", AccountType(rawValue: "hsa-plus"), nil),
        ("access-production-9d2f0c1e-3e4f-4a5b", AccountType(rawValue: "access-production-9d2f0c1e-3e4f-4a5b"), nil),
    ] as [(String, AccountType, String?)])
    func accountTypesMapIndependently(raw: String, type: AccountType, subtype: String?) {
        let mapped = MeldAccountTypeMapping.map(raw)
        #expect(mapped.type == type)
        #expect(mapped.subtype == subtype)
    }

    @Test func missingAccountTypesStayMissing() {
        #expect(MeldAccountTypeMapping.map(nil).type == nil)
        #expect(MeldAccountTypeMapping.map("  ").type == nil)
        let account = MeldAccountTypeMapping.account(MeldAccount(name: "A", type: nil, mask: "1", id: "acc-1"))
        #expect(account == LinkAccount(id: "acc-1", name: "A", mask: "1"))
    }
}
