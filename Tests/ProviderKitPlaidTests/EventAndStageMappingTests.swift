import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

/// LinkKit 7's 66 event names (reference §1.6.6), typed out independently.
let referenceEventNames = """
    AUTO_SUBMIT_PHONE BANK_INCOME_INSIGHTS_COMPLETED CLOSE_OAUTH CONNECT_NEW_INSTITUTION ERROR EXIT FAIL_OAUTH HANDOFF
    IDENTITY_MATCH_PASSED IDENTITY_MATCH_FAILED IDENTITY_VERIFICATION_START_STEP IDENTITY_VERIFICATION_PASS_STEP
    IDENTITY_VERIFICATION_FAIL_STEP IDENTITY_VERIFICATION_PENDING_REVIEW_STEP IDENTITY_VERIFICATION_CREATE_SESSION
    IDENTITY_VERIFICATION_RESUME_SESSION IDENTITY_VERIFICATION_PASS_SESSION IDENTITY_VERIFICATION_FAIL_SESSION
    IDENTITY_VERIFICATION_PENDING_REVIEW_SESSION IDENTITY_VERIFICATION_OPEN_UI IDENTITY_VERIFICATION_RESUME_UI
    IDENTITY_VERIFICATION_CLOSE_UI ISSUE_FOLLOWED LAYER_AUTOFILL_NOT_AVAILABLE LAYER_READY LAYER_NOT_AVAILABLE
    MATCHED_SELECT_INSTITUTION MATCHED_SELECT_VERIFY_METHOD OPEN OPEN_MY_PLAID OPEN_OAUTH PROFILE_ELIGIBILITY_CHECK_READY
    PROFILE_ELIGIBILITY_CHECK_ERROR SEARCH_INSTITUTION SELECT_ACCOUNT SELECT_DEGRADED_INSTITUTION
    SELECT_FILTERED_INSTITUTION SELECT_FALLBACK_ROUTING_INSTITUTION SELECT_DOWN_INSTITUTION
    SELECT_DENYLISTED_INSTITUTION SELECT_REMEMBER_ME_DUPLICATE_INSTITUTION SELECT_INSTITUTION SELECT_BRAND
    SELECT_AUTH_TYPE SKIP_SUBMIT_PHONE SUBMIT_ACCOUNT_NUMBER SUBMIT_CREDENTIALS SUBMIT_DOCUMENTS
    SUBMIT_DOCUMENTS_SUCCESS SUBMIT_DOCUMENTS_ERROR SUBMIT_MFA SUBMIT_OTP SUBMIT_PHONE SUBMIT_ROUTING_NUMBER
    TRANSITION_VIEW VERIFY_PHONE VIEW_DATA_TYPES SUBMIT_EMAIL SKIP_SUBMIT_EMAIL REMEMBER_ME_ENABLED
    REMEMBER_ME_DISABLED REMEMBER_ME_HOLDOUT SELECT_SAVED_INSTITUTION SELECT_SAVED_ACCOUNT
    AUTO_SELECT_SAVED_INSTITUTION PLAID_CHECK_PANE
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

/// LinkKit 7's 46 view names (reference §1.6.7).
let referenceViewNames = """
    ACCEPT_TOS CONNECTED CONSENT CREDENTIAL DATA_TRANSPARENCY DATA_TRANSPARENCY_CONSENT
    DATA_TRANSPARENCY_MESSAGING_MODAL DOCUMENTARY_VERIFICATION ERROR EXIT IDENTITY_MATCH_BLOCK KYC_CHECK LOADING
    MATCHED_CONSENT MATCHED_CREDENTIAL MATCHED_MFA MFA NUMBERS NUMBERS_SELECT_INSTITUTION OAUTH PROFILE_DATA_REVIEW
    RECAPTCHA RISK_CHECK SCREENING SELECT_ACCOUNT SELECT_AUTH_TYPE SUBMIT_PHONE VERIFY_PHONE SELECT_SAVED_INSTITUTION
    SELECT_SAVED_ACCOUNT SELECT_BRAND SELECT_INSTITUTION SELFIE_CHECK UPLOAD_DOCUMENTS SUBMIT_DOCUMENTS
    SUBMIT_DOCUMENTS_SUCCESS SUBMIT_DOCUMENTS_ERROR VERIFY_SMS SUBMIT_EMAIL VERIFY_EMAIL CRA_CONSENT
    INSTANT_MICRODEPOSIT_AUTHORIZED SAME_DAY_MICRODEPOSIT_AUTHORIZED INSTANT_MICRODEPOSIT_VERIFICATION
    SAME_DAY_MICRODEPOSIT_VERIFICATION TRANSFER_STATUS_CHECK
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

/// Stable events per reference §3.2.
let referenceStableEvents: Set<String> = [
    "OPEN", "EXIT", "HANDOFF", "SELECT_INSTITUTION", "ERROR", "BANK_INCOME_INSIGHTS_COMPLETED", "IDENTITY_MATCH_FAILED",
    "IDENTITY_MATCH_PASSED", "IDENTITY_VERIFICATION_PASS_SESSION", "IDENTITY_VERIFICATION_FAIL_SESSION", "LAYER_READY",
    "LAYER_NOT_AVAILABLE", "LAYER_AUTOFILL_NOT_AVAILABLE",
]

/// Every exit status of reference §3.1 with its expected stage.
let referenceStatuses: [(String, LinkStage)] = [
    ("requires_questions", .mfa), ("requires_selections", .mfa), ("requires_code", .mfa), ("choose_device", .mfa),
    ("requires_credentials", .credentials), ("requires_account_selection", .accountSelection),
    ("requires_oauth", .oauth), ("institution_not_found", .institutionSelection),
    ("institution_not_supported", .institutionSelection), ("connected", .connected),
    ("requires_external_action", .externalAction), ("requires_recaptcha", .humanVerification),
    ("requires_deposit_switch_allocation_configuration", .transfer),
    ("requires_deposit_switch_allocation_selection", .transfer), ("continue_to_third_party", .externalAction),
]

@Suite struct EventMappingTests {
    @Test func eventNameMirrorHasAllSixtySixNames() {
        #expect(referenceEventNames.count == 66)
        #expect(PlaidLinkKit.EventName.allCases.map(\.description) == referenceEventNames)
        #expect(PlaidLinkKit.EventName.layerAutoFillNotAvailable.description == "LAYER_AUTOFILL_NOT_AVAILABLE")
    }

    @Test(arguments: referenceEventNames)
    func everyEventNameIsMapped(_ raw: String) {
        let rule = PlaidEventMapping.table.rule(for: raw)
        #expect(rule != nil, "\(raw) missing from the event table")
        #expect(rule?.isStable == referenceStableEvents.contains(raw), "\(raw) stability")
        let name = PlaidLinkKit.EventName(wireValue: raw)
        #expect(name.isKnown)
        let event = PlaidPayloadMapper().event(vendorEvent(name))
        #expect(event.vendorEventName == raw)
        #expect(event.name == rule?.name)
        #expect(event.isStable == referenceStableEvents.contains(raw))
        #expect(event.sessionID == "sess-1")
    }

    @Test func tableHasExactlyTheSixtySixNames() {
        #expect(Set(PlaidEventMapping.table.rules.map(\.vendorEventName)) == Set(referenceEventNames))
        #expect(PlaidEventMapping.table.rules.count == 66)
        #expect(PlaidEventMapping.table.rules.filter(\.isStable).count == referenceStableEvents.count)
    }

    @Test func keyEventsHaveTheirUnifiedNames() {
        let table = PlaidEventMapping.table
        #expect(table.name(for: "OPEN") == .opened)
        #expect(table.name(for: "EXIT") == .exited)
        #expect(table.name(for: "HANDOFF") == .handoff)
        #expect(table.name(for: "SELECT_INSTITUTION") == .institutionSelected)
        #expect(table.name(for: "SUBMIT_CREDENTIALS") == .credentialsSubmitted)
        #expect(table.name(for: "SUBMIT_MFA") == .mfaSubmitted)
        #expect(table.name(for: "OPEN_OAUTH") == .oauthStarted)
        #expect(table.name(for: "FAIL_OAUTH") == .oauthFailed)
        #expect(table.name(for: "TRANSITION_VIEW") == .viewChanged)
        #expect(table.name(for: "SEARCH_INSTITUTION") == .institutionSearched)
        #expect(table.name(for: "SELECT_ACCOUNT") == .accountsSelected)
        #expect(table.name(for: "ERROR") == .error)
    }

    @Test func unknownEventsBecomeOtherWithRawNameKept() {
        let name = PlaidLinkKit.EventName(wireValue: "SOMETHING_NEW")
        #expect(name == .unknown("SOMETHING_NEW"))
        let event = PlaidPayloadMapper().event(vendorEvent(name))
        #expect(event.name == .other)
        #expect(event.vendorEventName == "SOMETHING_NEW")
        #expect(!event.isStable)
    }

    @Test func viewMirrorHasAllFortySixNames() {
        #expect(referenceViewNames.count == 46)
        #expect(PlaidLinkKit.ViewName.allCases.map(\.description) == referenceViewNames)
        #expect(Set(PlaidEventMapping.viewStages.keys) == Set(referenceViewNames))
    }

    @Test(arguments: referenceViewNames)
    func transitionViewTakesItsStageFromTheView(_ raw: String) {
        let event = PlaidPayloadMapper().event(vendorEvent(.transitionView) { $0.viewName = PlaidLinkKit.ViewName(wireValue: raw) })
        #expect(event.view == raw)
        #expect(event.stage == PlaidEventMapping.viewStages[raw])
        #expect(event.stage != nil)
    }

    @Test func errorEventsCarryTheMappedError() {
        let event = PlaidPayloadMapper().event(
            vendorEvent(.error) {
                $0.errorCode = .institutionError(.institutionDown)
                $0.errorMessage = "down"
                $0.institutionID = "ins_3"
                $0.institutionName = "Chase"
            })
        #expect(event.error?.code == .institutionUnavailable)
        #expect(event.error?.message == "down")
        #expect(event.institution == LinkInstitution(id: "ins_3", name: "Chase"))
        #expect(event.stage == .error)
    }

    @Test func exitEventTakesStageFromExitStatus() {
        let event = PlaidPayloadMapper().event(vendorEvent(.exit) { $0.exitStatus = .requiresCode })
        #expect(event.stage == .mfa)
    }
}

@Suite struct StageMappingTests {
    @Test(arguments: referenceStatuses.indices)
    func everyStatusMapsToItsStage(_ index: Int) {
        let (raw, stage) = referenceStatuses[index]
        #expect(PlaidStageMapping.stage(forStatus: raw) == stage, "\(raw)")
        let exit = PlaidPayloadMapper().exit(
            PlaidLinkKit.LinkExit(error: nil, metadata: PlaidLinkKit.ExitMetadata(status: PlaidLinkKit.ExitStatus(wireValue: raw))))
        #expect(exit.stage == stage)
    }

    @Test func tableHasExactlyTheReferenceStatuses() {
        #expect(Set(PlaidStageMapping.table.keys) == Set(referenceStatuses.map(\.0)))
    }

    @Test func linkKitModelsEightStatuses() {
        #expect(PlaidLinkKit.ExitStatus.allCases.count == 8)
        for status in PlaidLinkKit.ExitStatus.allCases {
            #expect(PlaidStageMapping.table[status.description] != nil)
        }
        #expect(PlaidLinkKit.ExitStatus(wireValue: "requires_oauth") == .unknown("requires_oauth"))
    }

    @Test func missingAndUnknownStatuses() {
        #expect(PlaidStageMapping.stage(forStatus: nil) == nil)
        #expect(PlaidStageMapping.stage(forStatus: "") == nil)
        #expect(PlaidStageMapping.stage(forStatus: "requires_magic") == .unknown)
    }
}

@Suite struct AccountMappingTests {
    /// Every server verification status (reference §1.6.2 and S11).
    static let statuses: [(String, AccountVerificationStatus)] = [
        ("pending_automatic_verification", .pendingAutomaticVerification),
        ("pending_manual_verification", .pendingManualVerification), ("manually_verified", .manuallyVerified),
        ("automatically_verified", .automaticallyVerified), ("verification_expired", .verificationExpired),
        ("verification_failed", .verificationFailed), ("unsent", .unsent), ("database_matched", .databaseMatched),
        ("database_insights_pass", .databaseInsightsPass),
        ("database_insights_pass_with_caution", .databaseInsightsPassWithCaution),
        ("database_insights_fail", .databaseInsightsFail),
    ]

    @Test(arguments: statuses.indices)
    func verificationStatusMaps(_ index: Int) {
        let (raw, expected) = Self.statuses[index]
        #expect(PlaidAccountMapping.verificationStatus(raw: raw).status == expected)
        // Through a LinkKit account too, where only three are typed.
        let account = PlaidLinkKit.Account(
            id: "a", name: "n", mask: "1", subtype: .depository(.checking),
            verificationStatus: PlaidLinkKit.VerificationStatus(wireValue: raw))
        let mapped = PlaidPayloadMapper().success(vendorSuccess(accounts: [account])).success.accounts[0]
        #expect(mapped.verificationStatus == expected)
    }

    @Test func unknownVerificationStatusKeepsRaw() {
        let result = PlaidAccountMapping.verificationStatus(raw: "new_status")
        #expect(result.status == .unknown)
        #expect(result.raw == "new_status")
        #expect(PlaidAccountMapping.verificationStatus(raw: nil).status == nil)
    }

    @Test func everyLinkKitSubtypeMapsToTypeAndSubtype() {
        var all: [PlaidLinkKit.AccountSubtype] = []
        all += PlaidLinkKit.AccountSubtype.Other.allCases.map { .other($0) }
        all += PlaidLinkKit.AccountSubtype.Credit.allCases.map { .credit($0) }
        all += PlaidLinkKit.AccountSubtype.Loan.allCases.map { .loan($0) }
        all += PlaidLinkKit.AccountSubtype.Depository.allCases.map { .depository($0) }
        all += PlaidLinkKit.AccountSubtype.Investment.allCases.map { .investment($0) }
        #expect(all.count == 2 + 3 + 12 + 10 + 45)
        for subtype in all {
            let account = PlaidLinkKit.Account(id: "a", name: "n", mask: "1", subtype: subtype, verificationStatus: nil)
            let mapped = PlaidPayloadMapper().success(vendorSuccess(accounts: [account])).success.accounts[0]
            #expect(mapped.type == PlaidAccountMapping.knownTypes[subtype.type], "\(subtype)")
            #expect(mapped.subtype == subtype.subtype.lowercased(), "\(subtype)")
            #expect(PlaidLinkKit.AccountSubtype(wireValue: subtype.description) == subtype)
        }
        #expect(PlaidLinkKit.AccountSubtype.investment(.investment403B).description == "investment.403B")
        #expect(PlaidLinkKit.AccountSubtype.credit(.creditCard).description == "credit.credit card")
    }

    @Test func typeAndSubtypeRepairs() {
        // Combined wire form.
        #expect(PlaidAccountMapping.splitTypeAndSubtype(type: nil, subtype: "depository.checking") == ("depository", "checking"))
        // Swapped pair.
        #expect(PlaidAccountMapping.splitTypeAndSubtype(type: "checking", subtype: "depository") == ("depository", "checking"))
        // Lone subtype in the type slot (LinkKit 7.0.3's `.unknown(type: "checking", subtype: "")`).
        #expect(PlaidAccountMapping.splitTypeAndSubtype(type: "checking", subtype: "") == ("depository", "checking"))
        // Ambiguous subtype (hsa is depository and investment) is left alone.
        #expect(PlaidAccountMapping.splitTypeAndSubtype(type: nil, subtype: "hsa") == (nil, "hsa"))
        #expect(PlaidAccountMapping.accountType(raw: "Crypto") == AccountType(rawValue: "crypto"))
    }
}
