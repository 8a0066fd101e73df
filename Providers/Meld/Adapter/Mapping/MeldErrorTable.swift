import ProviderKit

/// Meld's widget errors, mapped to unified codes.
///
/// A `[meld-connect]error` payload carries `details` and `reason`. The adapter looks `reason` up
/// first, then `details` (some providers put the code there); rows have no type. The three
/// `*_FAILURE` subtypes are the ones Meld's Activity Log documents for widget errors; the other
/// rows are the provider codes Meld relays from the aggregators behind it and are UNVERIFIED
/// for the widget channel (see docs/providers/meld.md).
package enum MeldErrorTable {
    /// The table.
    package static let table = ErrorMappingTable(adapterName: "meld", rules: rules)

    /// The rows, in published order.
    package static let rules: [ErrorMappingRule] = [
        // Documented Activity Log subtypes of INSTITUTION_CONNECTION_WIDGET_ERROR.
        ErrorMappingRule(type: nil, code: "SERVICE_PROVIDER_INITIALIZATION_FAILURE", unifiedCode: .providerUnavailable,
            note: "The aggregator behind Meld (Plaid, MX, Finicity, …) failed to start; another provider may work."),
        ErrorMappingRule(type: nil, code: "SERVICE_PROVIDER_FAILURE", unifiedCode: .providerUnavailable,
            note: "The aggregator failed during the connection; another provider may work."),
        ErrorMappingRule(type: nil, code: "INTERNAL_FAILURE", unifiedCode: .internal, note: "Meld itself failed; contact Meld with the connection id."),
        // Provider codes relayed in `reason` (UNVERIFIED for the widget channel).
        ErrorMappingRule(type: nil, code: "INSTITUTION_DOWN", unifiedCode: .institutionUnavailable, note: "The bank is down; retry later or fall back."),
        ErrorMappingRule(type: nil, code: "INSTITUTION_NOT_RESPONDING", unifiedCode: .institutionUnavailable,
            note: "The bank did not answer in time."),
        ErrorMappingRule(type: nil, code: "INSTITUTION_NOT_AVAILABLE", unifiedCode: .institutionUnavailable,
            note: "The bank is temporarily unavailable through this provider."),
        ErrorMappingRule(type: nil, code: "INSTITUTION_NOT_SUPPORTED", unifiedCode: .institutionNotSupported,
            note: "The routed provider no longer supports the bank."),
        ErrorMappingRule(type: nil, code: "INVALID_CREDENTIALS", unifiedCode: .invalidCredentials, note: "Wrong username or password."),
        ErrorMappingRule(type: nil, code: "INVALID_MFA", unifiedCode: .invalidMFA, note: "Wrong one-time code or answer."),
        ErrorMappingRule(type: nil, code: "ACCOUNT_LOCKED", unifiedCode: .accountLocked, note: "The user must unlock the account at the bank."),
        ErrorMappingRule(type: nil, code: "USER_ACTION_REQUIRED", unifiedCode: .actionRequiredAtInstitution,
            note: "The bank needs the user to act on its own site first."),
        ErrorMappingRule(type: nil, code: "NO_ELIGIBLE_ACCOUNTS", unifiedCode: .noEligibleAccounts,
            note: "No account supports the requested products."),
        ErrorMappingRule(type: nil, code: "PRODUCT_NOT_SUPPORTED", unifiedCode: .productNotSupported,
            note: "The bank cannot provide a requested product."),
        ErrorMappingRule(type: nil, code: "RATE_LIMIT_EXCEEDED", unifiedCode: .rateLimited, note: "Too many attempts."),
        ErrorMappingRule(type: nil, code: "OAUTH_FAILURE", unifiedCode: .oauthFailed, note: "The bank's OAuth or app-to-app round trip failed."),
        ErrorMappingRule(type: nil, code: "CONNECT_TOKEN_EXPIRED", unifiedCode: .invalidLinkToken,
            note: "The connect token is single use and expires after three hours; call connect/start again."),
        ErrorMappingRule(type: nil, code: "NETWORK_ERROR", unifiedCode: .network, note: "The widget could not reach Meld or the provider."),
    ]
}
