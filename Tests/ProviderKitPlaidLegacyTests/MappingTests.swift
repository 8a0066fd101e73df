import Foundation
import ProviderKit
import ProviderKitPlaid
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

/// Builds an exit NSError the way LinkKit 1.1.x does.
func legacyError(type: String?, code: String?, message: String = "message", display: Any = NSNull(), number: Int = 1210)
    -> NSError
{
    var userInfo: [String: Any] = [
        PlaidLegacyLinkKit.PLKConstants.kPLKErrorMessageKey: message, PlaidLegacyLinkKit.PLKConstants.kPLKDisplayMessageKey: display,
    ]
    userInfo[PlaidLegacyLinkKit.PLKConstants.kPLKErrorTypeKey] = type ?? NSNull()
    if let code { userInfo[PlaidLegacyLinkKit.PLKConstants.kPLKErrorCodeKey] = code }
    return NSError(domain: PlaidLegacyLinkKit.PLKConstants.PLKPlaidLinkAPIErrorDomain, code: number, userInfo: userInfo)
}

@Suite("Mapping LinkKit 1.x payloads")
struct MappingTests {
    // MARK: Errors

    @Test func everyTableRowMapsThroughUserInfoStrings() {
        let table = PlaidLegacyMapping.errorTable
        #expect(table.adapterName == "plaid-legacy")
        #expect(table.rules.count == PlaidErrorMapping.table.rules.count)
        #expect(table.duplicateKeys.isEmpty)
        for rule in table.rules {
            let error = PlaidLegacyMapping.error(PlaidLegacyLinkKit.PLKExitError(legacyError(type: rule.key.type, code: rule.key.code)))
            #expect(error.code == rule.unifiedCode, "\(rule.key)")
            #expect(error.recovery == rule.recovery, "\(rule.key)")
            #expect(error.vendorCode == rule.key.code)
            #expect(error.vendorType == rule.key.type)
        }
    }

    /// An independent list from reference §3 (the LinkKit-verified rows), with the unified code an
    /// app acts on.
    static let referenceCodes: [(String, String, LinkError.Code)] = [
        ("ITEM_ERROR", "ITEM_LOGIN_REQUIRED", .reauthenticationRequired),
        ("ITEM_ERROR", "INVALID_CREDENTIALS", .invalidCredentials), ("ITEM_ERROR", "INVALID_MFA", .invalidMFA),
        ("ITEM_ERROR", "INVALID_SEND_METHOD", .invalidMFA),
        ("ITEM_ERROR", "INSUFFICIENT_CREDENTIALS", .insufficientPermissions),
        ("ITEM_ERROR", "ITEM_LOCKED", .accountLocked),
        ("ITEM_ERROR", "USER_SETUP_REQUIRED", .actionRequiredAtInstitution),
        ("ITEM_ERROR", "MFA_NOT_SUPPORTED", .mfaNotSupported), ("ITEM_ERROR", "NO_ACCOUNTS", .noEligibleAccounts),
        ("ITEM_ERROR", "NO_AUTH_ACCOUNTS", .noEligibleAccounts), ("ITEM_ERROR", "PRODUCT_NOT_READY", .productNotReady),
        ("ITEM_ERROR", "PRODUCTS_NOT_SUPPORTED", .productNotSupported),
        ("INSTITUTION_ERROR", "INSTITUTION_DOWN", .institutionUnavailable),
        ("INSTITUTION_ERROR", "INSTITUTION_NOT_RESPONDING", .institutionUnavailable),
        ("INSTITUTION_ERROR", "INSTITUTION_NOT_AVAILABLE", .institutionUnavailable),
        ("INSTITUTION_ERROR", "INSTITUTION_NO_LONGER_SUPPORTED", .institutionNotSupported),
        ("API_ERROR", "INTERNAL_SERVER_ERROR", .providerUnavailable),
        ("API_ERROR", "PLANNED_MAINTENANCE", .providerUnavailable),
        ("INVALID_INPUT", "INVALID_LINK_TOKEN", .invalidLinkToken),
        ("INVALID_INPUT", "INVALID_API_KEYS", .configuration),
        ("RATE_LIMIT_EXCEEDED", "RATE_LIMIT", .rateLimited), ("OAUTH_ERROR", "INCORRECT_OAUTH_NONCE", .configuration),
        ("OAUTH_ERROR", "INCORRECT_LINK_TOKEN", .configuration),
    ]

    @Test func referenceCodesMapAsAnAppExpects() {
        for (type, code, expected) in Self.referenceCodes {
            let error = PlaidLegacyMapping.error(PlaidLegacyLinkKit.PLKExitError(legacyError(type: type, code: code)))
            #expect(error.code == expected, "\(type)/\(code)")
        }
    }

    @Test func mappingUsesTheStringNeverTheNumber() {
        // Same legacy number, different strings: different codes.
        let down = PlaidLegacyMapping.error(
            PlaidLegacyLinkKit.PLKExitError(legacyError(type: "INSTITUTION_ERROR", code: "INSTITUTION_DOWN", number: 1210)))
        #expect(down.code == .institutionUnavailable)
        // The number alone (LinkKit 1.0.10) maps to nothing.
        let legacy = PlaidLegacyMapping.error(
            PlaidLegacyLinkKit.PLKExitError(
                NSError(
                    domain: "PLKPlaidLinkAPIErrorDomain", code: 1210,
                    userInfo: [NSLocalizedDescriptionKey: "MFA not supported"])))
        #expect(legacy.code == .unknown)
        #expect(legacy.vendorCode == nil)
        #expect(legacy.message.contains("MFA not supported"))
        #expect(legacy.message.contains("1210"))
    }

    @Test func unknownCodesKeepTheirRawStrings() {
        let error = PlaidLegacyMapping.error(PlaidLegacyLinkKit.PLKExitError(legacyError(type: "NEW_ERROR", code: "SOMETHING_NEW")))
        #expect(error.code == .unknown)
        #expect(error.vendorType == "NEW_ERROR")
        #expect(error.vendorCode == "SOMETHING_NEW")
    }

    @Test func displayMessageNSNullIsNil() {
        let withNull = PlaidLegacyMapping.error(PlaidLegacyLinkKit.PLKExitError(legacyError(type: "ITEM_ERROR", code: "INVALID_MFA")))
        #expect(withNull.displayMessage == nil)
        let withText = PlaidLegacyMapping.error(
            PlaidLegacyLinkKit.PLKExitError(legacyError(type: "ITEM_ERROR", code: "INVALID_MFA", display: "Try again")))
        #expect(withText.displayMessage == "Try again")
    }

    @Test func urlErrorsAreNetworkErrors() {
        let error = PlaidLegacyMapping.error(PlaidLegacyLinkKit.PLKExitError(NSError(domain: NSURLErrorDomain, code: -1009)))
        #expect(error.code == .network)
        #expect(error.vendorCode == "-1009")
    }

    // MARK: Statuses and stages

    /// Reference §2.5 kPLKStatus* values → stage (independent list).
    static let statusStages: [(String, LinkStage)] = [
        ("connected", .connected), ("requires_questions", .mfa), ("requires_selections", .mfa), ("requires_code", .mfa),
        ("choose_device", .mfa), ("requires_credentials", .credentials), ("requires_recaptcha", .humanVerification),
        ("institution_not_found", .institutionSelection),
    ]

    @Test func everyPLKStatusMapsToAStage() {
        #expect(Self.statusStages.map(\.0) == PlaidLegacyLinkKit.PLKConstants.allStatuses)
        for (status, stage) in Self.statusStages {
            let exit = PlaidLegacyMapping.exit(error: nil, metadata: ["status": .string(status)]).value
            #expect(exit.stage == stage, "\(status)")
        }
    }

    @Test func nullOrUnknownStatus() {
        #expect(PlaidLegacyMapping.exit(error: nil, metadata: ["status": nil]).value.stage == nil)
        #expect(PlaidLegacyMapping.exit(error: nil, metadata: ["status": "brand_new"]).value.stage == .unknown)
    }

    // MARK: Events

    /// Reference §3.2: the API's 26 LinkEventName values, which LinkKit 1.x forwards.
    static let apiEventNames = [
        "BANK_INCOME_INSIGHTS_COMPLETED", "CLOSE_OAUTH", "ERROR", "EXIT", "FAIL_OAUTH", "HANDOFF", "ISSUE_FOLLOWED",
        "OPEN", "OPEN_MY_PLAID", "OPEN_OAUTH", "SEARCH_INSTITUTION", "SELECT_AUTH_TYPE", "SELECT_BRAND",
        "SELECT_DEGRADED_INSTITUTION", "SELECT_DOWN_INSTITUTION", "SELECT_FILTERED_INSTITUTION", "SELECT_INSTITUTION",
        "SUBMIT_ACCOUNT_NUMBER", "SUBMIT_CREDENTIALS", "SUBMIT_DOCUMENTS", "SUBMIT_DOCUMENTS_ERROR",
        "SUBMIT_DOCUMENTS_SUCCESS", "SUBMIT_MFA", "SUBMIT_ROUTING_NUMBER", "TRANSITION_VIEW", "VIEW_DATA_TYPES",
    ]

    @Test func theEventTableIsPlaidsOne() {
        let table = PlaidLegacyMapping.eventTable
        #expect(table.adapterName == "plaid-legacy")
        #expect(table.rules == PlaidEventMapping.table.rules)
        for rule in table.rules {
            let event = PlaidLegacyMapping.event(name: rule.vendorEventName, metadata: .null).value
            #expect(event.name == rule.name, "\(rule.vendorEventName)")
            #expect(event.isStable == rule.isStable, "\(rule.vendorEventName)")
            if let stage = rule.stage { #expect(event.stage == stage, "\(rule.vendorEventName)") }
        }
    }

    @Test func everyAPIEventNameIsInTheTable() {
        for name in Self.apiEventNames {
            #expect(PlaidLegacyMapping.eventTable.rule(for: name) != nil, "\(name)")
            let event = PlaidLegacyMapping.event(name: name, metadata: ["link_session_id": "s"]).value
            #expect(event.name == PlaidLegacyMapping.eventTable.name(for: name))
            #expect(event.vendorEventName == name)
            #expect(event.adapterName == "plaid-legacy")
        }
    }

    @Test(arguments: [
        ("OPEN", LinkEvent.Name.opened), ("SELECT_INSTITUTION", .institutionSelected),
        ("SUBMIT_CREDENTIALS", .credentialsSubmitted), ("SUBMIT_MFA", .mfaSubmitted), ("OPEN_OAUTH", .oauthStarted),
        ("CLOSE_OAUTH", .oauthFailed), ("FAIL_OAUTH", .oauthFailed), ("TRANSITION_VIEW", .viewChanged),
        ("ERROR", .error), ("EXIT", .exited), ("HANDOFF", .handoff), ("SEARCH_INSTITUTION", .institutionSearched),
    ])
    func keyEventNames(name: String, expected: LinkEvent.Name) {
        #expect(PlaidLegacyMapping.event(name: name, metadata: .null).value.name == expected)
    }

    @Test func unknownEventsAreOtherWithTheRawName() {
        let event = PlaidLegacyMapping.event(name: "SOME_FUTURE_EVENT", metadata: ["view_name": nil]).value
        #expect(event.name == .other)
        #expect(event.vendorEventName == "SOME_FUTURE_EVENT")
        #expect(!event.isStable)
    }

    @Test func eventMetadataWithNSNullValues() throws {
        let metadata: [String: Any] = [
            "institution_id": "ins_3", "institution_name": "Chase", "link_session_id": "sess", "request_id": NSNull(),
            "timestamp": "2020-11-21T13:00:00.123Z", "view_name": NSNull(), "error_code": NSNull(),
            "error_type": NSNull(),
            "mfa_type": NSNull(),
        ]
        let mapped = PlaidLegacyMapping.event(
            name: "SELECT_INSTITUTION", metadata: LinkJSONValue(foundationObject: metadata))
        #expect(mapped.problems.isEmpty)
        let event = mapped.value
        #expect(event.institution == LinkInstitution(id: "ins_3", name: "Chase"))
        #expect(event.sessionID == "sess")
        #expect(event.view == nil)
        #expect(event.error == nil)
        #expect(event.stage == .institutionSelection)
        #expect(event.isStable)
        #expect(event.timestamp == Date(timeIntervalSince1970: 1_605_963_600.123))
        #expect(event.metadata["request_id"] == .null)
    }

    @Test func errorEventsCarryTheMappedError() {
        let event = PlaidLegacyMapping.event(
            name: "ERROR",
            metadata: ["error_type": "ITEM_ERROR", "error_code": "INVALID_MFA", "error_message": "wrong code"]
        ).value
        #expect(event.error?.code == .invalidMFA)
        #expect(event.error?.message == "wrong code")
    }

    @Test func exitEventStageComesFromExitStatus() {
        let event = PlaidLegacyMapping.event(name: "EXIT", metadata: ["exit_status": "requires_code"]).value
        #expect(event.stage == .mfa)
    }

    @Test func timestampsWithAndWithoutFractionParseExactly() {
        let whole = PlaidLegacyMapping.event(name: "OPEN", metadata: ["timestamp": "2020-11-21T13:00:00Z"])
        #expect(whole.problems.isEmpty)
        #expect(whole.value.timestamp == Date(timeIntervalSince1970: 1_605_963_600))
        let millis = PlaidLegacyMapping.event(name: "OPEN", metadata: ["timestamp": "2020-11-21T13:00:00.007Z"])
        #expect(millis.value.timestamp == Date(timeIntervalSince1970: 1_605_963_600.007))
    }

    /// The event stage follows the one rule shared with the LinkKit 7 mapper: the event's own stage,
    /// else the view's, else the exit status's.
    @Test func eventStageFollowsTheSharedPlaidRule() {
        let view = PlaidLegacyMapping.event(name: "TRANSITION_VIEW", metadata: ["view_name": "MFA"]).value
        #expect(view.stage == .mfa)
        #expect(view.view == "MFA")
        for (name, metadata) in [
            ("TRANSITION_VIEW", ["view_name": "OAUTH"] as LinkJSONValue), ("EXIT", ["exit_status": "requires_code"]),
            ("SELECT_INSTITUTION", ["view_name": "CREDENTIAL"]), ("SOME_FUTURE_EVENT", [:]),
        ] {
            let expected = PlaidEventMapping.stage(
                forEvent: name, view: metadata["view_name"]?.stringValue, exitStatus: metadata["exit_status"]?.stringValue)
            #expect(PlaidLegacyMapping.event(name: name, metadata: metadata).value.stage == expected, "\(name)")
        }
    }

    @Test func badTimestampIsAProblemNotACrash() {
        let received = Date(timeIntervalSince1970: 42)
        let mapped = PlaidLegacyMapping.event(name: "OPEN", metadata: ["timestamp": "yesterday"], receivedAt: received)
        #expect(mapped.value.timestamp == received)
        #expect(mapped.problems.count == 1)
    }

    // MARK: Success

    @Test func successMetadataWithNSNull() throws {
        let metadata: [String: Any] = [
            "status": "connected",
            "institution": ["name": "Chase", "institution_id": "ins_3"],
            "accounts": [
                [
                    "id": "a1", "name": "Plaid Checking", "mask": "0000", "type": "depository", "subtype": "checking",
                    "verification_status": NSNull(),
                ],
                [
                    "id": "a2", "name": "Plaid Saving", "mask": NSNull(), "type": "depository", "subtype": "savings",
                    "verification_status": "pending_manual_verification",
                ],
            ],
            "link_session_id": "sess", "request_id": NSNull(),
        ]
        let mapped = PlaidLegacyMapping.success(
            publicToken: "public-sandbox-xyz", metadata: LinkJSONValue(foundationObject: metadata))
        #expect(mapped.problems.isEmpty)
        let success = mapped.value
        #expect(success.credential == .publicToken(Secret("public-sandbox-xyz")))
        #expect(success.institution == LinkInstitution(id: "ins_3", name: "Chase"))
        #expect(success.sessionID == "sess")
        #expect(success.accounts.count == 2)
        #expect(
            success.accounts[0]
                == LinkAccount(id: "a1", name: "Plaid Checking", mask: "0000", type: .depository, subtype: "checking"))
        #expect(success.accounts[1].mask == nil)
        #expect(success.accounts[1].verificationStatus == .pendingManualVerification)
        #expect(!"\(success)".contains("public-sandbox-xyz"))
    }

    /// Reference §2.5: the four kPLKMetadataAccountVerificationStatus* values.
    @Test(arguments: [
        ("pending_automatic_verification", AccountVerificationStatus.pendingAutomaticVerification),
        ("pending_manual_verification", .pendingManualVerification), ("manually_verified", .manuallyVerified),
        ("automatically_verified", .automaticallyVerified),
    ])
    func verificationStatuses(raw: String, expected: AccountVerificationStatus) {
        let metadata: LinkJSONValue = [
            "status": "connected", "accounts": [["id": "a", "verification_status": .string(raw)]],
        ]
        #expect(
            PlaidLegacyMapping.success(publicToken: "p", metadata: metadata).value.accounts.first?.verificationStatus
                == expected)
    }

    @Test func successWithAnotherStatusIsReported() {
        let mapped = PlaidLegacyMapping.success(publicToken: "p", metadata: ["status": "requires_credentials"])
        #expect(mapped.problems.count == 1)
    }

    @Test func selectAccountModeFallsBackToTheSelectedAccount() {
        let metadata: LinkJSONValue = [
            "status": "connected", "account_id": "a9",
            "account": ["id": "a9", "name": "Gold", "mask": "9999", "type": "credit", "subtype": "credit card"],
        ]
        let success = PlaidLegacyMapping.success(publicToken: "p", metadata: metadata).value
        #expect(
            success.accounts == [
                LinkAccount(id: "a9", name: "Gold", mask: "9999", type: .credit, subtype: "credit card")
            ])
    }

    @Test func wrongTypesAreProblemsNotCrashes() {
        let metadata: LinkJSONValue = [
            "status": 7, "institution": "Chase", "accounts": ["not an account", ["id": true]],
            "link_session_id": ["nested": 1],
        ]
        let mapped = PlaidLegacyMapping.success(publicToken: "p", metadata: metadata)
        #expect(mapped.value.institution == nil)
        #expect(mapped.value.sessionID == nil)
        #expect(mapped.problems.count >= 4)
        #expect(mapped.problems.contains { $0.hasPrefix("metadata.institution:") })
        #expect(mapped.problems.contains { $0.hasPrefix("metadata.accounts[1].id:") })
    }

    @Test func nilMetadataIsFine() {
        let success = PlaidLegacyMapping.success(publicToken: "p", metadata: LinkJSONValue(foundationObject: nil)).value
        #expect(success.accounts.isEmpty)
        #expect(success.metadata.isEmpty)
        let exit = PlaidLegacyMapping.exit(error: nil, metadata: .null)
        #expect(exit.problems.isEmpty)
        #expect(exit.value.reason == .userCancelled)
    }

    // MARK: Exit

    @Test func exitMetadataWithNSNullInstitution() {
        let metadata: [String: Any] = [
            "status": "requires_credentials", "institution": NSNull(), "link_session_id": "sess", "request_id": "req",
        ]
        let exit = PlaidLegacyMapping.exit(
            error: PlaidLegacyLinkKit.PLKExitError(legacyError(type: "ITEM_ERROR", code: "INVALID_CREDENTIALS")),
            metadata: LinkJSONValue(foundationObject: metadata)
        ).value
        #expect(exit.error?.code == .invalidCredentials)
        #expect(exit.institution == nil)
        #expect(exit.stage == .credentials)
        #expect(exit.sessionID == "sess")
        #expect(exit.requestID == "req")
    }

    @Test func deprecatedPlaidApiRequestIdIsTheFallback() {
        let exit = PlaidLegacyMapping.exit(error: nil, metadata: ["plaid_api_request_id": "old"]).value
        #expect(exit.requestID == "old")
    }
}
