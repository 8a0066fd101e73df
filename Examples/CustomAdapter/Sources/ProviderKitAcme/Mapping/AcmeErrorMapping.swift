import ProviderKit

/// Every error code Acme documents, mapped by what the app should do next. Acme's codes have no
/// type, so each key's type is `nil`. Codes missing here map to `unknown`, keeping the raw code.
public enum AcmeErrorMapping {
    /// The table: the adapter, `providerkit errors` and the conformance suite all read it.
    public static let table = ErrorMappingTable(
        adapterName: AcmeAdapter.name,
        rules: [
            ErrorMappingRule(type: nil, code: "INVALID_CREDENTIALS", unifiedCode: .invalidCredentials, note: "Wrong username or password."),
            ErrorMappingRule(type: nil, code: "INVALID_MFA", unifiedCode: .invalidMFA, note: "Wrong one-time code."),
            ErrorMappingRule(type: nil, code: "ACCOUNT_LOCKED", unifiedCode: .accountLocked, note: "Locked at the bank."),
            ErrorMappingRule(type: nil, code: "INSTITUTION_DOWN", unifiedCode: .institutionUnavailable, note: "The bank is down."),
            ErrorMappingRule(
                type: nil, code: "INSTITUTION_NOT_SUPPORTED", unifiedCode: .institutionNotSupported,
                note: "Acme cannot connect to this bank."),
            ErrorMappingRule(type: nil, code: "RATE_LIMITED", unifiedCode: .rateLimited, note: "Too many attempts."),
            ErrorMappingRule(type: nil, code: "TOKEN_EXPIRED", unifiedCode: .invalidLinkToken, note: "Create a new link token."),
        ])
}
