import ProviderKit

/// Mesh's error table: every error Mesh v2 can report, keyed the way the adapter looks it up.
///
/// - `createHandler/<message>`: the two strings `createHandler()` fails with, verbatim.
/// - `integrationConnectionError/<class>`: a ``MeshErrorClass`` code found in the event's message.
/// - `transferFinished/error`: `onTransferFinished(.error)`.
/// - `<eventType>` (no type): web events that carry an `errorMessage` or mean a failure.
package enum MeshErrorTable {
    /// The key type for `createHandler()` failures.
    package static let createHandlerType = "createHandler"
    /// The key type for `onTransferFinished` results.
    package static let transferFinishedType = "transferFinished"

    /// The table.
    package static let table = ErrorMappingTable(adapterName: "mesh", rules: rules)

    /// Event types whose events carry an error, and are looked up as `code` with no type.
    package static let errorEventTypes: [String] = [
        "transferPreviewError", "transferExecutionError", "transferConfigureError", "transferDeclined",
        "transferNoEligibleAssets", "connectionDeclined", "connectionUnavailable", "verifyWalletRejected",
        "defiWalletError",
    ]

    package static let rules: [ErrorMappingRule] = [
        ErrorMappingRule(type: createHandlerType, code: MeshLinkSDK.LinkConfiguration.missingCallbackMessage, unifiedCode: .configuration,
            note: "createHandler() check 1: the app gave neither result callback."),
        ErrorMappingRule(type: createHandlerType, code: MeshLinkSDK.LinkConfiguration.invalidLinkTokenMessage, unifiedCode: .invalidLinkToken,
            note: "createHandler() check 2: the token is not base64 of a URL; fetch a new one."),
        ErrorMappingRule(type: transferFinishedType, code: "error", unifiedCode: .transferFailed,
            note: "onTransferFinished(.error); errorMessage is kept as the message."),
        connection("rateLimited", .rateLimited, "Too many attempts at the broker."),
        connection("accountLocked", .accountLocked, "The broker locked or suspended the account."),
        connection("mfaNotSupported", .mfaNotSupported, "The broker's MFA method is not supported by Mesh."),
        connection("invalidMfa", .invalidMFA, "Wrong or expired MFA code."),
        connection("invalidCredentials", .invalidCredentials, "Wrong username or password."),
        connection("captchaFailed", .humanVerificationFailed, "A captcha check failed."),
        connection("sessionExpired", .invalidLinkToken, "The Link session or token expired."),
        connection("reauthenticationRequired", .reauthenticationRequired, "An existing connection must log in again."),
        connection("permissionDenied", .insufficientPermissions, "The user declined or lacks permissions."),
        connection("noEligibleAccounts", .noEligibleAccounts, "The broker account has no eligible accounts."),
        connection("actionRequired", .actionRequiredAtInstitution, "The user must act on the broker's site first."),
        connection("institutionNotSupported", .institutionNotSupported, "Mesh does not support this broker here."),
        connection("institutionUnavailable", .institutionUnavailable, "The broker is down or not responding."),
        connection("network", .network, "The device lost its connection."),
        connection("providerError", .providerUnavailable, "Mesh itself failed."),
        ErrorMappingRule(type: nil, code: "transferPreviewError", unifiedCode: .transferFailed, note: "The transfer preview failed."),
        ErrorMappingRule(type: nil, code: "transferExecutionError", unifiedCode: .transferFailed, note: "The transfer did not execute."),
        ErrorMappingRule(type: nil, code: "transferConfigureError", unifiedCode: .transferFailed, note: "The transfer could not be configured."),
        ErrorMappingRule(type: nil, code: "transferDeclined", unifiedCode: .transferFailed, note: "The user or broker declined the transfer."),
        ErrorMappingRule(type: nil, code: "transferNoEligibleAssets", unifiedCode: .noEligibleAccounts, note: "No asset can be transferred."),
        ErrorMappingRule(type: nil, code: "connectionDeclined", unifiedCode: .insufficientPermissions, note: "The user declined the connection."),
        ErrorMappingRule(type: nil, code: "connectionUnavailable", unifiedCode: .institutionUnavailable, note: "The integration is unavailable."),
        ErrorMappingRule(type: nil, code: "verifyWalletRejected", unifiedCode: .verificationFailed, note: "Wallet ownership verification was rejected."),
        ErrorMappingRule(type: nil, code: "defiWalletError", unifiedCode: .transferFailed, note: "A DeFi wallet failed during a transfer."),
    ]

    private static func connection(_ code: String, _ unified: LinkError.Code, _ note: String) -> ErrorMappingRule {
        ErrorMappingRule(type: MeshErrorClassifier.connectionErrorType, code: code, unifiedCode: unified,
            note: "integrationConnectionError message class: \(note)")
    }
}
