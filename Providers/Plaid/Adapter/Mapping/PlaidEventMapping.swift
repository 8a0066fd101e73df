import ProviderKit

/// LinkKit 7's 66 event names mapped to unified event names and stages.
///
/// Stable events (safe for product logic, per Plaid's docs and react-plaid-link): `OPEN`, `EXIT`,
/// `HANDOFF`, `SELECT_INSTITUTION`, `ERROR`, `BANK_INCOME_INSIGHTS_COMPLETED`,
/// `IDENTITY_MATCH_PASSED`/`FAILED`, `IDENTITY_VERIFICATION_PASS_SESSION`/`FAIL_SESSION`,
/// `LAYER_READY`, `LAYER_NOT_AVAILABLE`, `LAYER_AUTOFILL_NOT_AVAILABLE`. Names LinkKit does not
/// know map to ``LinkEvent/Name/other`` with the raw name kept.
package enum PlaidEventMapping {
    /// The event table.
    package static let table = EventMappingTable(adapterName: PlaidErrorMapping.adapterName, rules: rules)

    /// The raw names of the stable events.
    package static let stableEventNames: Set<String> = [
        "OPEN", "EXIT", "HANDOFF", "SELECT_INSTITUTION", "ERROR", "BANK_INCOME_INSIGHTS_COMPLETED",
        "IDENTITY_MATCH_PASSED", "IDENTITY_MATCH_FAILED", "IDENTITY_VERIFICATION_PASS_SESSION",
        "IDENTITY_VERIFICATION_FAIL_SESSION", "LAYER_READY", "LAYER_NOT_AVAILABLE", "LAYER_AUTOFILL_NOT_AVAILABLE",
    ]

    private static func row(_ name: PlaidLinkKit.EventName, _ unified: LinkEvent.Name, _ stage: LinkStage? = nil)
        -> EventMappingRule
    {
        let raw = name.description
        return EventMappingRule(raw, unified, stage: stage, stable: stableEventNames.contains(raw))
    }

    private static let rules: [EventMappingRule] = [
        row(.autoSubmitPhone, .other, .verification),
        row(.bankIncomeInsightsCompleted, .other),
        row(.closeOAuth, .oauthFailed, .oauth),
        row(.connectNewInstitution, .other, .institutionSelection),
        row(.error, .error, .error),
        row(.exit, .exited),
        row(.failOAuth, .oauthFailed, .oauth),
        row(.handoff, .handoff, .connected),
        row(.identityMatchPassed, .other, .verification),
        row(.identityMatchFailed, .other, .verification),
        row(.identityVerificationStartStep, .other, .verification),
        row(.identityVerificationPassStep, .other, .verification),
        row(.identityVerificationFailStep, .other, .verification),
        row(.identityVerificationPendingReviewStep, .other, .verification),
        row(.identityVerificationCreateSession, .other, .verification),
        row(.identityVerificationResumeSession, .other, .verification),
        row(.identityVerificationPassSession, .other, .verification),
        row(.identityVerificationFailSession, .other, .verification),
        row(.identityVerificationPendingReviewSession, .other, .verification),
        row(.identityVerificationOpenUI, .other, .verification),
        row(.identityVerificationResumeUI, .other, .verification),
        row(.identityVerificationCloseUI, .other, .verification),
        row(.issueFollowed, .other),
        row(.layerAutoFillNotAvailable, .other),
        row(.layerReady, .loaded),
        row(.layerNotAvailable, .other),
        row(.matchedSelectInstitution, .institutionSelected, .institutionSelection),
        row(.matchedSelectVerifyMethod, .other, .verification),
        row(.open, .opened),
        row(.openMyPlaid, .other),
        row(.openOAuth, .oauthStarted, .oauth),
        row(.profileEligibilityCheckReady, .other),
        row(.profileEligibilityCheckError, .other),
        row(.searchInstitution, .institutionSearched, .institutionSelection),
        row(.selectAccount, .accountsSelected, .accountSelection),
        row(.selectDegradedInstitution, .institutionSelected, .institutionSelection),
        row(.selectFilteredInstitution, .institutionSelected, .institutionSelection),
        row(.selectFallbackRoutingInstitution, .institutionSelected, .institutionSelection),
        row(.selectDownInstitution, .institutionSelected, .institutionSelection),
        row(.selectDenylistedInstitution, .institutionSelected, .institutionSelection),
        row(.selectRememberMeDuplicateInstitution, .institutionSelected, .institutionSelection),
        row(.selectInstitution, .institutionSelected, .institutionSelection),
        row(.selectBrand, .other, .institutionSelection),
        row(.selectAuthType, .other, .verification),
        row(.skipSubmitPhone, .other),
        row(.submitAccountNumber, .other, .verification),
        row(.submitCredentials, .credentialsSubmitted, .credentials),
        row(.submitDocuments, .other, .verification),
        row(.submitDocumentsSuccess, .other, .verification),
        row(.submitDocumentsError, .other, .verification),
        row(.submitMFA, .mfaSubmitted, .mfa),
        row(.submitOTP, .other, .verification),
        row(.submitPhone, .other, .verification),
        row(.submitRoutingNumber, .other, .verification),
        row(.transitionView, .viewChanged),
        row(.verifyPhone, .other, .verification),
        row(.viewDataTypes, .other, .consent),
        row(.submitEmail, .other, .verification),
        row(.skipSubmitEmail, .other),
        row(.rememberMeEnabled, .other),
        row(.rememberMeDisabled, .other),
        row(.rememberMeHoldout, .other),
        row(.selectSavedInstitution, .institutionSelected, .institutionSelection),
        row(.selectSavedAccount, .accountsSelected, .accountSelection),
        row(.autoSelectSavedInstitution, .institutionSelected, .institutionSelection),
        row(.plaidCheckPane, .other),
    ]

    /// The stage of an event from raw strings: the event's own stage in ``table``, else the stage its
    /// view implies (`TRANSITION_VIEW`), else the stage of its exit status (`EXIT`). Shared by the
    /// LinkKit 7 and LinkKit 1.x mappers so they cannot disagree.
    package static func stage(forEvent rawName: String, view: String?, exitStatus: String?) -> LinkStage? {
        table.rule(for: rawName)?.stage ?? stage(forView: view) ?? PlaidStageMapping.stage(forStatus: exitStatus)
    }

    /// The stage a `TRANSITION_VIEW` implies, from the raw view name; `nil` when unknown.
    package static func stage(forView view: String?) -> LinkStage? {
        guard let view, !view.isEmpty else { return nil }
        return viewStages[view]
    }

    /// Raw view name → stage, for all 46 LinkKit views.
    package static let viewStages: [String: LinkStage] = [
        "ACCEPT_TOS": .consent, "CONNECTED": .connected, "CONSENT": .consent, "CREDENTIAL": .credentials,
        "DATA_TRANSPARENCY": .consent, "DATA_TRANSPARENCY_CONSENT": .consent,
        "DATA_TRANSPARENCY_MESSAGING_MODAL": .consent, "DOCUMENTARY_VERIFICATION": .verification, "ERROR": .error,
        "EXIT": .unknown, "IDENTITY_MATCH_BLOCK": .verification, "KYC_CHECK": .verification, "LOADING": .loading,
        "MATCHED_CONSENT": .consent, "MATCHED_CREDENTIAL": .credentials, "MATCHED_MFA": .mfa, "MFA": .mfa,
        "NUMBERS": .verification, "NUMBERS_SELECT_INSTITUTION": .institutionSelection, "OAUTH": .oauth,
        "PROFILE_DATA_REVIEW": .verification, "RECAPTCHA": .humanVerification, "RISK_CHECK": .verification,
        "SCREENING": .verification, "SELECT_ACCOUNT": .accountSelection, "SELECT_AUTH_TYPE": .verification,
        "SUBMIT_PHONE": .verification, "VERIFY_PHONE": .verification,
        "SELECT_SAVED_INSTITUTION": .institutionSelection, "SELECT_SAVED_ACCOUNT": .accountSelection,
        "SELECT_BRAND": .institutionSelection, "SELECT_INSTITUTION": .institutionSelection,
        "SELFIE_CHECK": .verification, "UPLOAD_DOCUMENTS": .verification, "SUBMIT_DOCUMENTS": .verification,
        "SUBMIT_DOCUMENTS_SUCCESS": .verification, "SUBMIT_DOCUMENTS_ERROR": .verification,
        "VERIFY_SMS": .verification, "SUBMIT_EMAIL": .verification, "VERIFY_EMAIL": .verification,
        "CRA_CONSENT": .consent, "INSTANT_MICRODEPOSIT_AUTHORIZED": .verification,
        "SAME_DAY_MICRODEPOSIT_AUTHORIZED": .verification, "INSTANT_MICRODEPOSIT_VERIFICATION": .verification,
        "SAME_DAY_MICRODEPOSIT_VERIFICATION": .verification, "TRANSFER_STATUS_CHECK": .transfer,
    ]
}
