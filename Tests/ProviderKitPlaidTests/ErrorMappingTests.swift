import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

/// The catalog of reference §3 and LinkKit 7's `ExitErrorCode`, typed out independently of the table,
/// with the unified code each row must map to.
let catalog: [(type: String?, code: String, expected: LinkError.Code)] = [
    ("ITEM_ERROR", "ITEM_LOGIN_REQUIRED", .reauthenticationRequired),
    ("ITEM_ERROR", "INVALID_CREDENTIALS", .invalidCredentials),
    ("ITEM_ERROR", "INVALID_MFA", .invalidMFA),
    ("ITEM_ERROR", "INVALID_SEND_METHOD", .invalidMFA),
    ("ITEM_ERROR", "INVALID_UPDATED_USERNAME", .invalidCredentials),
    ("ITEM_ERROR", "INVALD_UPDATED_USERNAME", .invalidCredentials),
    ("ITEM_ERROR", "INSUFFICIENT_CREDENTIALS", .insufficientPermissions),
    ("ITEM_ERROR", "ITEM_LOCKED", .accountLocked),
    ("ITEM_ERROR", "USER_SETUP_REQUIRED", .actionRequiredAtInstitution),
    ("ITEM_ERROR", "MFA_NOT_SUPPORTED", .mfaNotSupported),
    ("ITEM_ERROR", "ITEM_NOT_SUPPORTED", .institutionNotSupported),
    ("ITEM_ERROR", "NO_ACCOUNTS", .noEligibleAccounts),
    ("ITEM_ERROR", "NO_AUTH_ACCOUNTS", .noEligibleAccounts),
    ("ITEM_ERROR", "NO_INVESTMENT_ACCOUNTS", .noEligibleAccounts),
    ("ITEM_ERROR", "NO_INVESTMENT_AUTH_ACCOUNTS", .noEligibleAccounts),
    ("ITEM_ERROR", "NO_LIABILITY_ACCOUNTS", .noEligibleAccounts),
    ("ITEM_ERROR", "PRODUCT_NOT_READY", .productNotReady),
    ("ITEM_ERROR", "PRODUCTS_NOT_SUPPORTED", .productNotSupported),
    ("ITEM_ERROR", "INCORRECT_DEPOSIT_AMOUNTS", .verificationFailed),
    ("ITEM_ERROR", "INSTANT_MATCH_FAILED", .configuration),
    ("ITEM_ERROR", "ITEM_NO_ERROR", .configuration),
    ("ITEM_ERROR", "ACCESS_NOT_GRANTED", .insufficientPermissions),
    ("ITEM_ERROR", "ITEM_NOT_FOUND", .configuration),
    ("ITEM_ERROR", "ITEM_PRODUCT_NOT_READY", .productNotReady),
    ("ITEM_ERROR", "PASSWORD_RESET_REQUIRED", .actionRequiredAtInstitution),
    ("ITEM_ERROR", "USER_INPUT_TIMEOUT", .invalidMFA),
    ("INSTITUTION_ERROR", "INSTITUTION_DOWN", .institutionUnavailable),
    ("INSTITUTION_ERROR", "INSTITUTION_NOT_RESPONDING", .institutionUnavailable),
    ("INSTITUTION_ERROR", "INSTITUTION_NOT_AVAILABLE", .institutionUnavailable),
    ("INSTITUTION_ERROR", "INSTITUTION_NO_LONGER_SUPPORTED", .institutionNotSupported),
    ("INSTITUTION_ERROR", "INSTITUTION_REGISTRATION_REQUIRED", .configuration),
    ("INSTITUTION_ERROR", "INSTITUTION_NOT_ENABLED_IN_ENVIRONMENT", .configuration),
    ("INSTITUTION_ERROR", "INSTITUTION_NOT_FOUND", .institutionNotSupported),
    ("API_ERROR", "INTERNAL_SERVER_ERROR", .providerUnavailable),
    ("API_ERROR", "PLANNED_MAINTENANCE", .providerUnavailable),
    ("AUTH_ERROR", "PRODUCT_NOT_READY", .productNotReady),
    ("AUTH_ERROR", "VERIFICATION_EXPIRED", .verificationFailed),
    ("ASSET_REPORT_ERROR", "PRODUCT_NOT_ENABLED", .configuration),
    ("ASSET_REPORT_ERROR", "DATA_UNAVAILABLE", .productNotSupported),
    ("ASSET_REPORT_ERROR", "PRODUCT_NOT_READY", .productNotReady),
    ("ASSET_REPORT_ERROR", "ASSET_REPORT_GENERATION_FAILED", .providerUnavailable),
    ("ASSET_REPORT_ERROR", "INVALID_PARENT", .configuration),
    ("ASSET_REPORT_ERROR", "INSIGHTS_NOT_ENABLED", .configuration),
    ("ASSET_REPORT_ERROR", "INSIGHTS_PREVIOUSLY_NOT_ENABLED", .configuration),
    ("INVALID_REQUEST", "MISSING_FIELDS", .configuration),
    ("INVALID_REQUEST", "UNKNOWN_FIELDS", .configuration),
    ("INVALID_REQUEST", "INVALID_FIELD", .configuration),
    ("INVALID_REQUEST", "INVALID_BODY", .configuration),
    ("INVALID_REQUEST", "INVALID_ADDRESS", .configuration),
    ("INVALID_REQUEST", "NOT_FOUND", .configuration),
    ("INVALID_REQUEST", "SANDBOX_ONLY", .configuration),
    ("INVALID_REQUEST", "INCOMPATIBLE_API_VERSION", .configuration),
    ("INVALID_REQUEST", "INVALID_HEADERS", .configuration),
    ("INVALID_REQUEST", "NO_LONGER_AVAILABLE", .configuration),
    ("INVALID_REQUEST", "INVALID_ACCOUNT_NUMBER", .verificationFailed),
    ("INVALID_INPUT", "INVALID_API_KEYS", .configuration),
    ("INVALID_INPUT", "UNAUTHORIZED_ENVIRONMENT", .configuration),
    ("INVALID_INPUT", "INVALID_ACCESS_TOKEN", .configuration),
    ("INVALID_INPUT", "INVALID_PUBLIC_TOKEN", .configuration),
    ("INVALID_INPUT", "INVALID_PRODUCT", .configuration),
    ("INVALID_INPUT", "INVALID_ACCOUNT_ID", .configuration),
    ("INVALID_INPUT", "INVALID_INSTITUTION", .configuration),
    ("INVALID_INPUT", "TOO_MANY_VERIFICATION_ATTEMPTS", .verificationFailed),
    ("INVALID_INPUT", "INVALID_LINK_TOKEN", .invalidLinkToken),
    ("INVALID_INPUT", "UNAUTHORIZED_ROUTE_ACCESS", .configuration),
    ("INVALID_INPUT", "DIRECT_INTEGRATION_NOT_ENABLED", .configuration),
    ("INVALID_INPUT", "INVALID_PROCESSOR_TOKEN", .configuration),
    ("INVALID_INPUT", "INVALID_AUDIT_COPY_TOKEN", .configuration),
    ("INVALID_INPUT", "MICRODEPOSITS_ALREADY_VERIFIED", .configuration),
    ("INVALID_INPUT", "INCORRECT_DEPOSIT_AMOUNTS", .verificationFailed),
    ("INVALID_RESULT", "PLAID_DIRECT_ITEM_IMPORT_RETURNED_INVALID_MFA", .internal),
    ("RATE_LIMIT_EXCEEDED", "ACCOUNTS_LIMIT", .rateLimited),
    ("RATE_LIMIT_EXCEEDED", "AUTH_LIMIT", .rateLimited),
    ("RATE_LIMIT_EXCEEDED", "IDENTITY_LIMIT", .rateLimited),
    ("RATE_LIMIT_EXCEEDED", "INCOME_LIMIT", .rateLimited),
    ("RATE_LIMIT_EXCEEDED", "ITEM_GET_LIMIT", .rateLimited),
    ("RATE_LIMIT_EXCEEDED", "TRANSACTIONS_LIMIT", .rateLimited),
    ("RATE_LIMIT_EXCEEDED", "RATE_LIMIT", .rateLimited),
    ("RATE_LIMIT_EXCEEDED", "BALANCE_LIMIT", .rateLimited),
    ("RATE_LIMIT_EXCEEDED", "ADDITION_LIMIT", .rateLimited),
    ("RECAPTCHA_ERROR", "RECAPTCHA_REQUIRED", .humanVerificationFailed),
    ("RECAPTCHA_ERROR", "RECAPTCHA_BAD", .humanVerificationFailed),
    ("OAUTH_ERROR", "INCORRECT_OAUTH_NONCE", .configuration),
    ("OAUTH_ERROR", "INCORRECT_LINK_TOKEN", .configuration),
    ("OAUTH_ERROR", "OAUTH_STATE_ID_ALREADY_PROCESSED", .oauthFailed),
    ("SANDBOX_ERROR", "SANDBOX_PRODUCT_NOT_ENABLED", .configuration),
    ("SANDBOX_ERROR", "SANDBOX_WEBHOOK_INVALID", .configuration),
    ("SANDBOX_ERROR", "SANDBOX_BANK_TRANSFER_EVENT_TRANSITION_INVALID", .configuration),
    ("BANK_TRANSFER_ERROR", "BANK_TRANSFER_LIMIT_EXCEEDED", .transferFailed),
    ("BANK_TRANSFER_ERROR", "BANK_TRANSFER_MISSING_ORIGINATION_ACCOUNT", .configuration),
    ("BANK_TRANSFER_ERROR", "BANK_TRANSFER_INVALID_ORIGINATION_ACCOUNT", .configuration),
    ("BANK_TRANSFER_ERROR", "BANK_TRANSFER_ACCOUNT_BLOCKED", .transferFailed),
    ("BANK_TRANSFER_ERROR", "BANK_TRANSFER_INSUFFICIENT_FUNDS", .transferFailed),
    ("BANK_TRANSFER_ERROR", "BANK_TRANSFER_NOT_CANCELLABLE", .transferFailed),
    ("BANK_TRANSFER_ERROR", "BANK_TRANSFER_UNSUPPORTED_ACCOUNT_TYPE", .productNotSupported),
    ("BANK_TRANSFER_ERROR", "BANK_TRANSFER_UNSUPPORTED_ENVIRONMENT", .configuration),
    ("PARTNER_ERROR", "OAUTH_REGISTRATION_ERROR", .configuration),
    ("INTERNAL", "SDK_ERROR", .internal),
    (nil, "institution-poor-health-error", .institutionUnavailable),
    (nil, "oauth-error", .oauthFailed),
]

@Suite struct ErrorMappingTests {
    @Test func tableHasNoDuplicateKeys() {
        #expect(PlaidErrorMapping.table.duplicateKeys.isEmpty)
        #expect(PlaidErrorMapping.table.adapterName == "plaid")
    }

    @Test func everyTableRowMapsToAKnownCodeWithANote() {
        for rule in PlaidErrorMapping.table.rules {
            let error = PlaidErrorMapping.map(type: rule.key.type, code: rule.key.code, message: "m")
            #expect(error.code != .unknown, "\(rule.key)")
            #expect(error.code == rule.unifiedCode, "\(rule.key)")
            #expect(error.recovery == rule.recovery, "\(rule.key)")
            #expect(error.vendorCode == rule.key.code)
            #expect(error.vendorType == rule.key.type)
            #expect(!rule.note.isEmpty, "\(rule.key) has no note")
        }
    }

    @Test(arguments: catalog.indices)
    func catalogRowMapsAsExpected(_ index: Int) {
        let row = catalog[index]
        let error = PlaidErrorMapping.map(type: row.type, code: row.code, message: "m", displayMessage: "shown")
        #expect(error.code == row.expected, "\(row.type ?? "-")/\(row.code)")
        #expect(error.vendorCode == row.code)
        #expect(error.displayMessage == "shown")
        #expect(PlaidErrorMapping.table.rule(type: row.type, code: row.code) != nil)
    }

    @Test func catalogAndTableHaveTheSameSize() {
        let codeRows = PlaidErrorMapping.table.rules.filter { $0.key.code != ErrorMappingRule.anyCode }
        #expect(Set(catalog.map { "\($0.type ?? "")/\($0.code)" }).count == codeRows.count)
    }

    /// Every case of LinkKit 7's `ExitErrorCode` (each inner enum's `allCases`) is in the table.
    @Test func everyExitErrorCodeCaseIsMapped() {
        var codes: [PlaidLinkKit.ExitErrorCode] = []
        codes += PlaidLinkKit.ExitErrorCode.ApiErrorCode.allCases.map { .apiError($0) }
        codes += PlaidLinkKit.ExitErrorCode.AuthErrorCode.allCases.map { .authError($0) }
        codes += PlaidLinkKit.ExitErrorCode.AssetReportErrorCode.allCases.map { .assetReportError($0) }
        codes += PlaidLinkKit.ExitErrorCode.InstitutionErrorCode.allCases.map { .institutionError($0) }
        codes += PlaidLinkKit.ExitErrorCode.ItemErrorCode.allCases.map { .itemError($0) }
        codes += PlaidLinkKit.ExitErrorCode.InvalidInputErrorCode.allCases.map { .invalidInput($0) }
        codes += PlaidLinkKit.ExitErrorCode.InvalidRequestErrorCode.allCases.map { .invalidRequest($0) }
        codes += PlaidLinkKit.ExitErrorCode.RateLimitErrorCode.allCases.map { .rateLimitExceeded($0) }
        codes.append(.internal("SDK_ERROR"))
        #expect(codes.count == 2 + 2 + 7 + 4 + 19 + 8 + 7 + 8 + 1)
        let mapper = PlaidPayloadMapper()
        for code in codes {
            let error = mapper.error(PlaidLinkKit.ExitError(errorCode: code, errorMessage: "m"))
            #expect(error.code != .unknown, "\(code.description)/\(code.code)")
            // Round trip through the raw strings gives back the same case.
            #expect(PlaidLinkKit.ExitErrorCode(type: code.description, code: code.code) == code)
        }
    }

    @Test func typesLinkKitLeavesUnknownAreRecognisedByRawStrings() {
        for type in ["OAUTH_ERROR", "RECAPTCHA_ERROR", "SANDBOX_ERROR", "INVALID_RESULT", "BANK_TRANSFER_ERROR", "PARTNER_ERROR"] {
            let rows = PlaidErrorMapping.table.rules.filter { $0.key.type == type }
            #expect(!rows.isEmpty, "\(type)")
            for row in rows {
                let code = PlaidLinkKit.ExitErrorCode(type: type, code: row.key.code)
                guard case .unknown = code else {
                    Issue.record("\(type) should be unknown in LinkKit")
                    continue
                }
                #expect(PlaidPayloadMapper().error(PlaidLinkKit.ExitError(errorCode: code, errorMessage: "")).code == row.unifiedCode)
            }
        }
    }

    @Test func unknownCodesStayUnknownWithRawKept() {
        let error = PlaidErrorMapping.map(type: "ITEM_ERROR", code: "SOMETHING_NEW", message: "m")
        #expect(error.code == .unknown)
        #expect(error.vendorType == "ITEM_ERROR")
        #expect(error.vendorCode == "SOMETHING_NEW")
        let other = PlaidErrorMapping.map(type: "FUTURE_ERROR", code: "X", message: "m")
        #expect(other.code == .unknown && other.vendorType == "FUTURE_ERROR")
        let none = PlaidErrorMapping.map(type: nil, code: nil, message: "m")
        #expect(none.code == .unknown)
    }

    @Test func typeFallbacksCoverUnlistedCodes() {
        #expect(PlaidErrorMapping.map(type: "INTERNAL", code: "WHATEVER", message: "").code == .internal)
        #expect(PlaidErrorMapping.map(type: "RATE_LIMIT_EXCEEDED", code: "NEW_LIMIT", message: "").code == .rateLimited)
    }

    @Test func keyRecoveriesAreThoughtThrough() {
        func rule(_ type: String?, _ code: String) -> ErrorMappingRule? { PlaidErrorMapping.table.rule(type: type, code: code) }
        #expect(rule("ITEM_ERROR", "INVALID_CREDENTIALS")?.recovery == .retry)
        #expect(rule("ITEM_ERROR", "ITEM_LOGIN_REQUIRED")?.recovery == .relink)
        #expect(rule("INSTITUTION_ERROR", "INSTITUTION_DOWN")?.recovery == .retryLater)
        #expect(rule("INVALID_INPUT", "INVALID_LINK_TOKEN")?.recovery == .relink)
        #expect(rule("RATE_LIMIT_EXCEEDED", "ADDITION_LIMIT")?.isRetryable == false)
        #expect(rule("ITEM_ERROR", "ITEM_NO_ERROR")?.recovery == LinkError.Recovery.noAction)
        #expect(rule("INSTITUTION_ERROR", "INSTITUTION_DOWN")?.unifiedCode.suggestsFallback == true)
        #expect(rule("API_ERROR", "PLANNED_MAINTENANCE")?.unifiedCode.suggestsFallback == true)
    }

    /// Reference §3's `PlaidErrorType` list plus LinkKit's `AUTH_ERROR` and `INTERNAL`, typed out
    /// independently of ``PlaidErrorMapping/knownErrorTypes``.
    static let referenceErrorTypes = [
        "INVALID_REQUEST", "INVALID_RESULT", "INVALID_INPUT", "INSTITUTION_ERROR", "RATE_LIMIT_EXCEEDED", "API_ERROR",
        "ITEM_ERROR", "ASSET_REPORT_ERROR", "BASE_REPORT_ERROR", "RECAPTCHA_ERROR", "OAUTH_ERROR", "PAYMENT_ERROR",
        "BANK_TRANSFER_ERROR", "INCOME_VERIFICATION_ERROR", "MICRODEPOSITS_ERROR", "SANDBOX_ERROR", "PARTNER_ERROR",
        "SIGNAL_ERROR", "TRANSACTIONS_ERROR", "TRANSACTION_ERROR", "TRANSFER_ERROR", "CHECK_REPORT_ERROR",
        "CONSUMER_REPORT_ERROR", "USER_ERROR", "AUTH_ERROR", "INTERNAL",
    ]

    /// Every type of the catalog maps: through its code rows, or as a whole when the catalog lists
    /// no codes for it.
    @Test(arguments: referenceErrorTypes)
    func everyCatalogTypeMapsToAUnifiedCode(_ type: String) {
        let rows = PlaidErrorMapping.table.rules.filter { $0.key.type == type }
        #expect(!rows.isEmpty, "\(type) has no row")
        for row in rows {
            #expect(PlaidErrorMapping.map(type: type, code: row.key.code, message: "m").code == row.unifiedCode)
        }
        if !catalog.contains(where: { $0.type == type }) {
            // No code listed in the reference: the whole type maps through a type-wide row.
            let error = PlaidErrorMapping.map(type: type, code: "SOME_CODE", message: "m")
            #expect(error.code != .unknown, "\(type)")
            #expect(error.vendorType == type && error.vendorCode == "SOME_CODE")
        }
    }

    @Test func typesWithoutListedCodesMapAsAWhole() {
        #expect(PlaidErrorMapping.map(type: "PAYMENT_ERROR", code: "PAYMENT_BLOCKED", message: "").code == .transferFailed)
        #expect(PlaidErrorMapping.map(type: "TRANSFER_ERROR", code: "X", message: "").code == .transferFailed)
        #expect(PlaidErrorMapping.map(type: "MICRODEPOSITS_ERROR", code: "X", message: "").recovery == .relink)
        #expect(PlaidErrorMapping.map(type: "USER_ERROR", code: "X", message: "").code == .configuration)
        #expect(PlaidErrorMapping.map(type: "CHECK_REPORT_ERROR", code: "X", message: "").code == .productNotReady)
        // Types with listed codes keep new codes unknown.
        #expect(PlaidErrorMapping.map(type: "OAUTH_ERROR", code: "NEW_OAUTH_CODE", message: "").code == .unknown)
    }

    @Test func everyCatalogTypeIsKnown() {
        let types = Set(catalog.compactMap(\.type))
        #expect(types.isSubset(of: Set(PlaidErrorMapping.knownErrorTypes)))
        #expect(PlaidErrorMapping.knownErrorTypes.count == 26)
        #expect(Set(PlaidErrorMapping.knownErrorTypes) == Set(Self.referenceErrorTypes))
    }
}
