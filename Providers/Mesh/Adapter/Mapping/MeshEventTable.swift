import ProviderKit

/// Mesh's event table: every `onEvent` `type` known for v2, from the iOS README (stable), the web
/// SDK's typed event list of January 2024 and its later additions, plus the iOS-only
/// `transferFinished` and debug `webViewEvent`.
package enum MeshEventTable {
    /// The table.
    package static let table = EventMappingTable(adapterName: "mesh", rules: rules)

    /// The types the Mesh v2 iOS README lists; they are marked stable.
    package static let readmeTypes: [String] = [
        "loaded", "integrationConnectionError", "integrationSelected", "credentialsEntered", "transferStarted",
        "transferPreviewed", "transferPreviewError", "transferExecutionError",
    ]

    package static let rules: [EventMappingRule] = [
        EventMappingRule("loaded", .loaded, stage: .loading, stable: true),
        EventMappingRule("integrationConnectionError", .error, stage: .error, stable: true),
        EventMappingRule("integrationSelected", .institutionSelected, stage: .institutionSelection, stable: true),
        EventMappingRule("credentialsEntered", .credentialsSubmitted, stage: .credentials, stable: true),
        EventMappingRule("transferStarted", .transferStarted, stage: .transfer, stable: true),
        EventMappingRule("transferPreviewed", .transferPreviewed, stage: .transfer, stable: true),
        EventMappingRule("transferPreviewError", .error, stage: .transfer, stable: true),
        EventMappingRule("transferExecutionError", .transferFailed, stage: .transfer, stable: true),
        EventMappingRule("transferFinished", .transferCompleted, stage: .transfer),
        EventMappingRule("pageLoaded", .loaded, stage: .loading),
        EventMappingRule("integrationConnected", .connected, stage: .connected),
        EventMappingRule("transferCompleted", .transferCompleted, stage: .transfer),
        EventMappingRule("integrationMfaRequired", .viewChanged, stage: .mfa),
        EventMappingRule("integrationMfaEntered", .mfaSubmitted, stage: .mfa),
        EventMappingRule("integrationOAuthStarted", .oauthStarted, stage: .oauth),
        EventMappingRule("integrationAccountSelectionRequired", .viewChanged, stage: .accountSelection),
        EventMappingRule("transferAssetSelected", .viewChanged, stage: .transfer),
        EventMappingRule("transferNetworkSelected", .viewChanged, stage: .transfer),
        EventMappingRule("transferAmountEntered", .viewChanged, stage: .transfer),
        EventMappingRule("transferMfaRequired", .viewChanged, stage: .mfa),
        EventMappingRule("transferMfaEntered", .mfaSubmitted, stage: .mfa),
        EventMappingRule("transferKycRequired", .viewChanged, stage: .verification),
        EventMappingRule("done", .handoff, stage: .connected),
        EventMappingRule("close", .exited),
        EventMappingRule("transferConfigureError", .error, stage: .transfer),
        EventMappingRule("transferInitiated", .transferStarted, stage: .transfer),
        EventMappingRule("transferExecuted", .transferCompleted, stage: .transfer),
        EventMappingRule("transferNoEligibleAssets", .error, stage: .transfer),
        EventMappingRule("walletMessageSigned", .viewChanged, stage: .verification),
        EventMappingRule("verifyDonePage", .viewChanged, stage: .verification),
        EventMappingRule("verifyWalletRejected", .error, stage: .verification),
        EventMappingRule("connectionDeclined", .error, stage: .consent),
        EventMappingRule("connectionUnavailable", .error, stage: .error),
        EventMappingRule("transferDeclined", .transferFailed, stage: .transfer),
        EventMappingRule("SDKinjectedWalletProviders", .viewChanged, stage: .institutionSelection),
        EventMappingRule("legalTermsViewed", .viewChanged, stage: .consent),
        EventMappingRule("seeWhatHappenedClicked", .viewChanged, stage: .error),
        EventMappingRule("executeFundingStep", .viewChanged, stage: .transfer),
        EventMappingRule("fundingOptionsUpdated", .viewChanged, stage: .transfer),
        EventMappingRule("fundingOptionsViewed", .viewChanged, stage: .transfer),
        EventMappingRule("gasIncreaseWarning", .viewChanged, stage: .transfer),
        EventMappingRule("linkTransferQRGenerated", .viewChanged, stage: .transfer),
        EventMappingRule("methodSelected", .viewChanged, stage: .transfer),
        EventMappingRule("defiWalletError", .error, stage: .transfer),
        EventMappingRule("homePageLoaded", .viewChanged, stage: .institutionSelection),
        EventMappingRule("webViewEvent", .viewChanged),
    ]
}
