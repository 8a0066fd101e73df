import ProviderKit

/// Plaid's error catalog mapped to ProviderKit's unified codes and recoveries.
///
/// One table serves every Plaid adapter: LinkKit 7 (`PlaidAdapter`) and the legacy LinkKit 1.x
/// adapter, which only has raw strings from `[String: Any]` dictionaries. Rows are keyed by the raw
/// `error_type` and `error_code` strings Plaid sends, so error types LinkKit 7 leaves in
/// `ExitErrorCode.unknown(type:code:)` (`OAUTH_ERROR`, `RECAPTCHA_ERROR`, `SANDBOX_ERROR`, …) map
/// exactly like the modelled ones. The web-only codes that arrive with an empty type
/// (`institution-poor-health-error`, `oauth-error`) are keyed without a type.
///
/// Type-wide rows (code `*`) map a whole error type: any `INTERNAL` code is an SDK failure, any
/// `RATE_LIMIT_EXCEEDED` code is rate limiting, and each catalog type whose codes the reference does
/// not list (`PAYMENT_ERROR`, `TRANSFER_ERROR`, `USER_ERROR`, …) maps as a whole, so every type of
/// ``knownErrorTypes`` is recognised. Unlisted codes of the other types stay `unknown`.
package enum PlaidErrorMapping {
    /// The adapter name the table is published under.
    package static let adapterName = "plaid"

    /// Every Plaid error ProviderKit knows, grouped by error type, in catalog order.
    package static let table = ErrorMappingTable(adapterName: adapterName, rules: rules)

    /// Maps a raw Plaid error to a ``/ProviderKit/LinkError`` through ``table``. Never fails: a code the table
    /// does not know becomes ``/ProviderKit/LinkError/Code/unknown`` with the raw type and code kept.
    ///
    /// - Parameters:
    ///   - type: the raw `error_type` (`ExitErrorCode.description` in LinkKit 7); empty means none.
    ///   - code: the raw `error_code` (the inner enum's `description` in LinkKit 7).
    ///   - message: the developer message (`error_message`).
    ///   - displayMessage: the user-facing message (`display_message`), if any.
    package static func map(type: String?, code: String?, message: String, displayMessage: String? = nil) -> LinkError {
        table.map(type: type, code: code, message: message, displayMessage: displayMessage)
    }

    /// Every error type in Plaid's catalog (plaid-openapi `PlaidErrorType`) plus the two LinkKit-only
    /// types, `AUTH_ERROR` and `INTERNAL`.
    package static let knownErrorTypes: [String] = [
        "INVALID_REQUEST", "INVALID_RESULT", "INVALID_INPUT", "INSTITUTION_ERROR", "RATE_LIMIT_EXCEEDED", "API_ERROR",
        "ITEM_ERROR", "ASSET_REPORT_ERROR", "BASE_REPORT_ERROR", "RECAPTCHA_ERROR", "OAUTH_ERROR", "PAYMENT_ERROR",
        "BANK_TRANSFER_ERROR", "INCOME_VERIFICATION_ERROR", "MICRODEPOSITS_ERROR", "SANDBOX_ERROR", "PARTNER_ERROR",
        "SIGNAL_ERROR", "TRANSACTIONS_ERROR", "TRANSACTION_ERROR", "TRANSFER_ERROR", "CHECK_REPORT_ERROR",
        "CONSUMER_REPORT_ERROR", "USER_ERROR", "AUTH_ERROR", "INTERNAL",
    ]

    // MARK: - Rows

    private static func row(
        _ type: String?, _ code: String, _ unified: LinkError.Code, _ recovery: LinkError.Recovery? = nil,
        _ note: String
    ) -> ErrorMappingRule {
        ErrorMappingRule(type: type, code: code, unifiedCode: unified, recovery: recovery, note: note)
    }

    private static let rules: [ErrorMappingRule] =
        itemRows + institutionRows + apiRows + authRows + assetReportRows + invalidRequestRows + invalidInputRows
        + invalidResultRows + rateLimitRows + recaptchaRows + oauthRows + sandboxRows + bankTransferRows
        + partnerRows + internalRows + catalogTypeRows + webOnlyRows

    private static let itemRows: [ErrorMappingRule] = {
        let t = "ITEM_ERROR"
        return [
            row(t, "ITEM_LOGIN_REQUIRED", .reauthenticationRequired, .relink,
                "Credentials or consent changed; send the user through update mode."),
            row(t, "INVALID_CREDENTIALS", .invalidCredentials, .retry,
                "Wrong username or password; the user can try again (existing Item: update mode)."),
            row(t, "INVALID_MFA", .invalidMFA, .retry, "Wrong multi-factor answer or code."),
            row(t, "INVALID_SEND_METHOD", .invalidMFA, .retry, "The chosen MFA delivery method is not supported."),
            row(t, "INVALID_UPDATED_USERNAME", .invalidCredentials, .relink,
                "Update mode: the username does not match the Item; link a new Item."),
            row(t, "INVALD_UPDATED_USERNAME", .invalidCredentials, .relink,
                "Misspelt variant of INVALID_UPDATED_USERNAME found in Plaid's React Native types."),
            row(t, "INSUFFICIENT_CREDENTIALS", .insufficientPermissions, .retry,
                "The user did not grant enough access during OAuth."),
            row(t, "ITEM_LOCKED", .accountLocked, .retryLater, "Locked at the bank; the user unlocks it there first."),
            row(t, "USER_SETUP_REQUIRED", .actionRequiredAtInstitution, .retryLater,
                "The user must act on the bank's site (terms, password) first."),
            row(t, "PASSWORD_RESET_REQUIRED", .actionRequiredAtInstitution, .retryLater,
                "The bank requires a password reset (code from Plaid's docs, not in LinkKit's enums)."),
            row(t, "MFA_NOT_SUPPORTED", .mfaNotSupported, .chooseAnotherInstitution,
                "The bank's MFA type is not supported by Plaid."),
            row(t, "ITEM_NOT_SUPPORTED", .institutionNotSupported, .chooseAnotherInstitution,
                "Bank restrictions prevent Plaid from supporting this Item."),
            row(t, "NO_ACCOUNTS", .noEligibleAccounts, .chooseAnotherInstitution,
                "No eligible accounts; also check the account filters on the link token."),
            row(t, "NO_AUTH_ACCOUNTS", .noEligibleAccounts, .chooseAnotherInstitution,
                "No accounts usable for Auth; micro-deposits may be an alternative."),
            row(t, "NO_INVESTMENT_ACCOUNTS", .noEligibleAccounts, .chooseAnotherInstitution,
                "No investment accounts."),
            row(t, "NO_INVESTMENT_AUTH_ACCOUNTS", .noEligibleAccounts, .chooseAnotherInstitution,
                "No investment accounts usable for Auth."),
            row(t, "NO_LIABILITY_ACCOUNTS", .noEligibleAccounts, .chooseAnotherInstitution, "No liability accounts."),
            row(t, "PRODUCT_NOT_READY", .productNotReady, .retryLater, "Data not pulled yet; retry from the backend."),
            row(t, "ITEM_PRODUCT_NOT_READY", .productNotReady, .retryLater,
                "Listed in Plaid's React Native types; meaning assumed from the name (UNVERIFIED)."),
            row(t, "PRODUCTS_NOT_SUPPORTED", .productNotSupported, .chooseAnotherInstitution,
                "The Item does not support a requested product."),
            row(t, "INCORRECT_DEPOSIT_AMOUNTS", .verificationFailed, .retry,
                "Wrong micro-deposit amounts; attempts are limited."),
            row(t, "INSTANT_MATCH_FAILED", .configuration, .fixConfiguration,
                "Instant Match could not start (for example a non-US country code); falls back to micro-deposits."),
            row(t, "ITEM_NO_ERROR", .configuration, LinkError.Recovery.noAction,
                "Informational: update mode was opened on a healthy Item."),
            row(t, "ACCESS_NOT_GRANTED", .insufficientPermissions, .relink,
                "The user did not share the required permissions; use update mode."),
            row(t, "ITEM_NOT_FOUND", .configuration, .fixConfiguration, "The Item is unknown to Plaid."),
            row(t, "USER_INPUT_TIMEOUT", .invalidMFA, .retry,
                "The user took too long to answer the bank's prompt (code from Plaid's docs)."),
        ]
    }()

    private static let institutionRows: [ErrorMappingRule] = {
        let t = "INSTITUTION_ERROR"
        return [
            row(t, "INSTITUTION_DOWN", .institutionUnavailable, .retryLater, "The bank is unavailable."),
            row(t, "INSTITUTION_NOT_RESPONDING", .institutionUnavailable, .retryLater, "The bank is not responding."),
            row(t, "INSTITUTION_NOT_AVAILABLE", .institutionUnavailable, .retryLater,
                "The bank is temporarily not available."),
            row(t, "INSTITUTION_NO_LONGER_SUPPORTED", .institutionNotSupported, .chooseAnotherInstitution,
                "Plaid dropped this bank."),
            row(t, "INSTITUTION_REGISTRATION_REQUIRED", .configuration, .fixConfiguration,
                "OAuth registration with this bank is missing (Dashboard)."),
            row(t, "INSTITUTION_NOT_ENABLED_IN_ENVIRONMENT", .configuration, .fixConfiguration,
                "The bank is not enabled in this Plaid environment."),
            row(t, "INSTITUTION_NOT_FOUND", .institutionNotSupported, .chooseAnotherInstitution,
                "Plaid does not know this bank."),
        ]
    }()

    private static let apiRows: [ErrorMappingRule] = [
        row("API_ERROR", "INTERNAL_SERVER_ERROR", .providerUnavailable, .retryLater, "Plaid-side failure."),
        row("API_ERROR", "PLANNED_MAINTENANCE", .providerUnavailable, .retryLater, "Plaid maintenance window."),
    ]

    private static let authRows: [ErrorMappingRule] = [
        row("AUTH_ERROR", "PRODUCT_NOT_READY", .productNotReady, .retryLater, "Auth data is not ready yet."),
        row("AUTH_ERROR", "VERIFICATION_EXPIRED", .verificationFailed, .relink,
            "Micro-deposit verification expired; verify again."),
    ]

    private static let assetReportRows: [ErrorMappingRule] = {
        let t = "ASSET_REPORT_ERROR"
        return [
            row(t, "PRODUCT_NOT_ENABLED", .configuration, .fixConfiguration, "Assets is not enabled for this client."),
            row(t, "DATA_UNAVAILABLE", .productNotSupported, .chooseAnotherInstitution,
                "No data is available for the report."),
            row(t, "PRODUCT_NOT_READY", .productNotReady, .retryLater, "The report is not ready yet."),
            row(t, "ASSET_REPORT_GENERATION_FAILED", .providerUnavailable, .retryLater,
                "Plaid failed to generate the report."),
            row(t, "INVALID_PARENT", .configuration, .fixConfiguration, "The parent report is invalid."),
            row(t, "INSIGHTS_NOT_ENABLED", .configuration, .fixConfiguration, "Insights are not enabled."),
            row(t, "INSIGHTS_PREVIOUSLY_NOT_ENABLED", .configuration, .fixConfiguration,
                "Insights were not enabled for the original report."),
        ]
    }()

    private static let invalidRequestRows: [ErrorMappingRule] = {
        let t = "INVALID_REQUEST"
        let dev = ["MISSING_FIELDS", "UNKNOWN_FIELDS", "INVALID_FIELD", "INVALID_BODY", "INVALID_ADDRESS", "NOT_FOUND",
            "SANDBOX_ONLY", "INCOMPATIBLE_API_VERSION", "INVALID_HEADERS", "NO_LONGER_AVAILABLE"]
        return dev.map { row(t, $0, .configuration, .fixConfiguration, "Malformed request; a developer fix.") } + [
            row(t, "INVALID_ACCOUNT_NUMBER", .verificationFailed, .retry,
                "The account number entered is invalid; the user can correct it.")
        ]
    }()

    private static let invalidInputRows: [ErrorMappingRule] = {
        let t = "INVALID_INPUT"
        let dev = ["INVALID_API_KEYS", "UNAUTHORIZED_ENVIRONMENT", "INVALID_ACCESS_TOKEN", "INVALID_PUBLIC_TOKEN",
            "INVALID_PRODUCT", "INVALID_ACCOUNT_ID", "INVALID_INSTITUTION", "UNAUTHORIZED_ROUTE_ACCESS",
            "DIRECT_INTEGRATION_NOT_ENABLED", "INVALID_PROCESSOR_TOKEN", "INVALID_AUDIT_COPY_TOKEN"]
        return dev.map { row(t, $0, .configuration, .fixConfiguration, "Well-formed but wrong value; a developer fix.") }
            + [
                row(t, "INVALID_LINK_TOKEN", .invalidLinkToken, .relink,
                    "The link_token expired or is invalid; fetch a new one and reopen Link."),
                row(t, "TOO_MANY_VERIFICATION_ATTEMPTS", .verificationFailed, .relink,
                    "Micro-deposit attempts exhausted; link a new Item."),
                row(t, "INCORRECT_DEPOSIT_AMOUNTS", .verificationFailed, .retry,
                    "Wrong micro-deposit amounts (React Native files it under INVALID_INPUT)."),
                row(t, "MICRODEPOSITS_ALREADY_VERIFIED", .configuration, LinkError.Recovery.noAction,
                    "Informational: the micro-deposits were already verified."),
            ]
    }()

    private static let invalidResultRows: [ErrorMappingRule] = [
        row("INVALID_RESULT", "PLAID_DIRECT_ITEM_IMPORT_RETURNED_INVALID_MFA", .internal, .contactSupport,
            "Plaid received an invalid result while importing the Item.")
    ]

    private static let rateLimitRows: [ErrorMappingRule] = {
        let t = "RATE_LIMIT_EXCEEDED"
        let transient = ["ACCOUNTS_LIMIT", "AUTH_LIMIT", "IDENTITY_LIMIT", "INCOME_LIMIT", "ITEM_GET_LIMIT",
            "TRANSACTIONS_LIMIT", "RATE_LIMIT", "BALANCE_LIMIT"]
        return transient.map { row(t, $0, .rateLimited, .retryLater, "Too many requests; back off and retry.") } + [
            row(t, "ADDITION_LIMIT", .rateLimited, .contactSupport,
                "The client's Item-creation allowance is exhausted; ask Plaid for more Items."),
            row(t, ErrorMappingRule.anyCode, .rateLimited, .retryLater, "Any other rate limit: back off and retry."),
        ]
    }()

    private static let recaptchaRows: [ErrorMappingRule] = [
        row("RECAPTCHA_ERROR", "RECAPTCHA_REQUIRED", .humanVerificationFailed, .retry, "A reCAPTCHA is required."),
        row("RECAPTCHA_ERROR", "RECAPTCHA_BAD", .humanVerificationFailed, .retry, "The reCAPTCHA failed."),
    ]

    private static let oauthRows: [ErrorMappingRule] = [
        row("OAUTH_ERROR", "INCORRECT_OAUTH_NONCE", .configuration, .fixConfiguration,
            "Link was re-initialised with a different OAuth nonce."),
        row("OAUTH_ERROR", "INCORRECT_LINK_TOKEN", .configuration, .fixConfiguration,
            "Link was re-initialised after OAuth with a different link_token."),
        row("OAUTH_ERROR", "OAUTH_STATE_ID_ALREADY_PROCESSED", .oauthFailed, .relink,
            "The OAuth state id was reused; restart Link."),
    ]

    private static let sandboxRows: [ErrorMappingRule] = [
        "SANDBOX_PRODUCT_NOT_ENABLED", "SANDBOX_WEBHOOK_INVALID", "SANDBOX_BANK_TRANSFER_EVENT_TRANSITION_INVALID",
    ].map { row("SANDBOX_ERROR", $0, .configuration, .fixConfiguration, "Sandbox misuse; a developer fix.") }

    private static let bankTransferRows: [ErrorMappingRule] = {
        let t = "BANK_TRANSFER_ERROR"
        return [
            row(t, "BANK_TRANSFER_LIMIT_EXCEEDED", .transferFailed, .contactSupport,
                "The transfer exceeds the client's limits."),
            row(t, "BANK_TRANSFER_MISSING_ORIGINATION_ACCOUNT", .configuration, .fixConfiguration,
                "No origination account is configured."),
            row(t, "BANK_TRANSFER_INVALID_ORIGINATION_ACCOUNT", .configuration, .fixConfiguration,
                "The origination account is invalid."),
            row(t, "BANK_TRANSFER_ACCOUNT_BLOCKED", .transferFailed, .contactSupport, "The account is blocked."),
            row(t, "BANK_TRANSFER_INSUFFICIENT_FUNDS", .transferFailed, .retry, "Insufficient funds for the transfer."),
            row(t, "BANK_TRANSFER_NOT_CANCELLABLE", .transferFailed, LinkError.Recovery.noAction,
                "The transfer can no longer be cancelled."),
            row(t, "BANK_TRANSFER_UNSUPPORTED_ACCOUNT_TYPE", .productNotSupported, .chooseAnotherInstitution,
                "The account type cannot be used for bank transfers."),
            row(t, "BANK_TRANSFER_UNSUPPORTED_ENVIRONMENT", .configuration, .fixConfiguration,
                "Bank transfers are not available in this environment."),
        ]
    }()

    private static let partnerRows: [ErrorMappingRule] = [
        row("PARTNER_ERROR", "OAUTH_REGISTRATION_ERROR", .configuration, .contactSupport,
            "Partner OAuth registration failed; contact Plaid.")
    ]

    private static let internalRows: [ErrorMappingRule] = [
        row("INTERNAL", "SDK_ERROR", .internal, .contactSupport, "LinkKit failed internally."),
        row("INTERNAL", ErrorMappingRule.anyCode, .internal, .contactSupport,
            "Any other code LinkKit raises itself: an SDK failure."),
    ]

    /// Catalog error types (plaid-openapi `PlaidErrorType`) whose codes the reference does not list.
    /// Each maps as a whole through a type-wide row, so no type of the catalog ends up `unknown`;
    /// the raw type and code are kept on the error as always.
    private static let catalogTypeRows: [ErrorMappingRule] = {
        let every = ErrorMappingRule.anyCode
        return [
            row("BASE_REPORT_ERROR", every, .productNotReady, .retryLater,
                "Base Report (Plaid Check) could not be produced yet; retry later."),
            row("CHECK_REPORT_ERROR", every, .productNotReady, .retryLater,
                "Plaid Check report could not be produced yet; retry later."),
            row("CONSUMER_REPORT_ERROR", every, .productNotReady, .retryLater,
                "Consumer report could not be produced yet; retry later."),
            row("INCOME_VERIFICATION_ERROR", every, .verificationFailed, .contactSupport,
                "Income verification failed."),
            row("MICRODEPOSITS_ERROR", every, .verificationFailed, .relink,
                "Micro-deposit verification failed; verify the account again."),
            row("PAYMENT_ERROR", every, .transferFailed, .contactSupport, "Payment Initiation failed."),
            row("TRANSFER_ERROR", every, .transferFailed, .contactSupport, "Transfer failed."),
            row("SIGNAL_ERROR", every, .configuration, .fixConfiguration,
                "Signal (server-side risk API) request problem; a developer fix."),
            row("TRANSACTIONS_ERROR", every, .configuration, .fixConfiguration,
                "Transactions API request problem; a developer fix."),
            row("TRANSACTION_ERROR", every, .configuration, .fixConfiguration,
                "Transaction request problem; a developer fix."),
            row("USER_ERROR", every, .configuration, .fixConfiguration,
                "Plaid user (user_token) problem; a developer fix."),
        ]
    }()

    private static let webOnlyRows: [ErrorMappingRule] = [
        row(nil, "institution-poor-health-error", .institutionUnavailable, .retryLater,
            "Web Link, empty error type: the bank's connectivity is degraded."),
        row(nil, "oauth-error", .oauthFailed, .retry,
            "Web Link, empty error type: the OAuth session timed out (10 minutes) or failed."),
    ]
}
