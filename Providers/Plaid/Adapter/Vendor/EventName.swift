import Foundation

extension PlaidLinkKit {
    /// The name of a Link event (`LinkEvent.eventName`): LinkKit 7's 66 names.
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum EventName: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `AUTO_SUBMIT_PHONE`.
        case autoSubmitPhone
        /// `BANK_INCOME_INSIGHTS_COMPLETED`.
        case bankIncomeInsightsCompleted
        /// `CLOSE_OAUTH`.
        case closeOAuth
        /// `CONNECT_NEW_INSTITUTION`.
        case connectNewInstitution
        /// `ERROR`.
        case error
        /// `EXIT`.
        case exit
        /// `FAIL_OAUTH`.
        case failOAuth
        /// `HANDOFF`.
        case handoff
        /// `IDENTITY_MATCH_PASSED`.
        case identityMatchPassed
        /// `IDENTITY_MATCH_FAILED`.
        case identityMatchFailed
        /// `IDENTITY_VERIFICATION_START_STEP`.
        case identityVerificationStartStep
        /// `IDENTITY_VERIFICATION_PASS_STEP`.
        case identityVerificationPassStep
        /// `IDENTITY_VERIFICATION_FAIL_STEP`.
        case identityVerificationFailStep
        /// `IDENTITY_VERIFICATION_PENDING_REVIEW_STEP`.
        case identityVerificationPendingReviewStep
        /// `IDENTITY_VERIFICATION_CREATE_SESSION`.
        case identityVerificationCreateSession
        /// `IDENTITY_VERIFICATION_RESUME_SESSION`.
        case identityVerificationResumeSession
        /// `IDENTITY_VERIFICATION_PASS_SESSION`.
        case identityVerificationPassSession
        /// `IDENTITY_VERIFICATION_FAIL_SESSION`.
        case identityVerificationFailSession
        /// `IDENTITY_VERIFICATION_PENDING_REVIEW_SESSION`.
        case identityVerificationPendingReviewSession
        /// `IDENTITY_VERIFICATION_OPEN_UI`.
        case identityVerificationOpenUI
        /// `IDENTITY_VERIFICATION_RESUME_UI`.
        case identityVerificationResumeUI
        /// `IDENTITY_VERIFICATION_CLOSE_UI`.
        case identityVerificationCloseUI
        /// `ISSUE_FOLLOWED`.
        case issueFollowed
        /// `LAYER_AUTOFILL_NOT_AVAILABLE`.
        case layerAutoFillNotAvailable
        /// `LAYER_READY`.
        case layerReady
        /// `LAYER_NOT_AVAILABLE`.
        case layerNotAvailable
        /// `MATCHED_SELECT_INSTITUTION`.
        case matchedSelectInstitution
        /// `MATCHED_SELECT_VERIFY_METHOD`.
        case matchedSelectVerifyMethod
        /// `OPEN`.
        case open
        /// `OPEN_MY_PLAID`.
        case openMyPlaid
        /// `OPEN_OAUTH`.
        case openOAuth
        /// `PROFILE_ELIGIBILITY_CHECK_READY`.
        case profileEligibilityCheckReady
        /// `PROFILE_ELIGIBILITY_CHECK_ERROR`.
        case profileEligibilityCheckError
        /// `SEARCH_INSTITUTION`.
        case searchInstitution
        /// `SELECT_ACCOUNT`.
        case selectAccount
        /// `SELECT_DEGRADED_INSTITUTION`.
        case selectDegradedInstitution
        /// `SELECT_FILTERED_INSTITUTION`.
        case selectFilteredInstitution
        /// `SELECT_FALLBACK_ROUTING_INSTITUTION`.
        case selectFallbackRoutingInstitution
        /// `SELECT_DOWN_INSTITUTION`.
        case selectDownInstitution
        /// `SELECT_DENYLISTED_INSTITUTION`.
        case selectDenylistedInstitution
        /// `SELECT_REMEMBER_ME_DUPLICATE_INSTITUTION`.
        case selectRememberMeDuplicateInstitution
        /// `SELECT_INSTITUTION`.
        case selectInstitution
        /// `SELECT_BRAND`.
        case selectBrand
        /// `SELECT_AUTH_TYPE`.
        case selectAuthType
        /// `SKIP_SUBMIT_PHONE`.
        case skipSubmitPhone
        /// `SUBMIT_ACCOUNT_NUMBER`.
        case submitAccountNumber
        /// `SUBMIT_CREDENTIALS`.
        case submitCredentials
        /// `SUBMIT_DOCUMENTS`.
        case submitDocuments
        /// `SUBMIT_DOCUMENTS_SUCCESS`.
        case submitDocumentsSuccess
        /// `SUBMIT_DOCUMENTS_ERROR`.
        case submitDocumentsError
        /// `SUBMIT_MFA`.
        case submitMFA
        /// `SUBMIT_OTP`.
        case submitOTP
        /// `SUBMIT_PHONE`.
        case submitPhone
        /// `SUBMIT_ROUTING_NUMBER`.
        case submitRoutingNumber
        /// `TRANSITION_VIEW`.
        case transitionView
        /// `VERIFY_PHONE`.
        case verifyPhone
        /// `VIEW_DATA_TYPES`.
        case viewDataTypes
        /// `SUBMIT_EMAIL`.
        case submitEmail
        /// `SKIP_SUBMIT_EMAIL`.
        case skipSubmitEmail
        /// `REMEMBER_ME_ENABLED`.
        case rememberMeEnabled
        /// `REMEMBER_ME_DISABLED`.
        case rememberMeDisabled
        /// `REMEMBER_ME_HOLDOUT`.
        case rememberMeHoldout
        /// `SELECT_SAVED_INSTITUTION`.
        case selectSavedInstitution
        /// `SELECT_SAVED_ACCOUNT`.
        case selectSavedAccount
        /// `AUTO_SELECT_SAVED_INSTITUTION`.
        case autoSelectSavedInstitution
        /// `PLAID_CHECK_PANE`.
        case plaidCheckPane
        /// A name this version of LinkKit does not know, as sent by Plaid.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [EventName] {
            [
                .autoSubmitPhone, .bankIncomeInsightsCompleted, .closeOAuth, .connectNewInstitution, .error, .exit,
                .failOAuth, .handoff, .identityMatchPassed, .identityMatchFailed, .identityVerificationStartStep,
                .identityVerificationPassStep, .identityVerificationFailStep, .identityVerificationPendingReviewStep,
                .identityVerificationCreateSession, .identityVerificationResumeSession,
                .identityVerificationPassSession, .identityVerificationFailSession,
                .identityVerificationPendingReviewSession, .identityVerificationOpenUI,
                .identityVerificationResumeUI, .identityVerificationCloseUI, .issueFollowed,
                .layerAutoFillNotAvailable, .layerReady, .layerNotAvailable, .matchedSelectInstitution,
                .matchedSelectVerifyMethod, .open, .openMyPlaid, .openOAuth, .profileEligibilityCheckReady,
                .profileEligibilityCheckError, .searchInstitution, .selectAccount, .selectDegradedInstitution,
                .selectFilteredInstitution, .selectFallbackRoutingInstitution, .selectDownInstitution,
                .selectDenylistedInstitution, .selectRememberMeDuplicateInstitution, .selectInstitution,
                .selectBrand, .selectAuthType, .skipSubmitPhone, .submitAccountNumber, .submitCredentials,
                .submitDocuments, .submitDocumentsSuccess, .submitDocumentsError, .submitMFA, .submitOTP,
                .submitPhone, .submitRoutingNumber, .transitionView, .verifyPhone, .viewDataTypes, .submitEmail,
                .skipSubmitEmail, .rememberMeEnabled, .rememberMeDisabled, .rememberMeHoldout,
                .selectSavedInstitution, .selectSavedAccount, .autoSelectSavedInstitution, .plaidCheckPane,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> EventName { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: EventName] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .autoSubmitPhone: return "AUTO_SUBMIT_PHONE"
            case .bankIncomeInsightsCompleted: return "BANK_INCOME_INSIGHTS_COMPLETED"
            case .closeOAuth: return "CLOSE_OAUTH"
            case .connectNewInstitution: return "CONNECT_NEW_INSTITUTION"
            case .error: return "ERROR"
            case .exit: return "EXIT"
            case .failOAuth: return "FAIL_OAUTH"
            case .handoff: return "HANDOFF"
            case .identityMatchPassed: return "IDENTITY_MATCH_PASSED"
            case .identityMatchFailed: return "IDENTITY_MATCH_FAILED"
            case .identityVerificationStartStep: return "IDENTITY_VERIFICATION_START_STEP"
            case .identityVerificationPassStep: return "IDENTITY_VERIFICATION_PASS_STEP"
            case .identityVerificationFailStep: return "IDENTITY_VERIFICATION_FAIL_STEP"
            case .identityVerificationPendingReviewStep: return "IDENTITY_VERIFICATION_PENDING_REVIEW_STEP"
            case .identityVerificationCreateSession: return "IDENTITY_VERIFICATION_CREATE_SESSION"
            case .identityVerificationResumeSession: return "IDENTITY_VERIFICATION_RESUME_SESSION"
            case .identityVerificationPassSession: return "IDENTITY_VERIFICATION_PASS_SESSION"
            case .identityVerificationFailSession: return "IDENTITY_VERIFICATION_FAIL_SESSION"
            case .identityVerificationPendingReviewSession: return "IDENTITY_VERIFICATION_PENDING_REVIEW_SESSION"
            case .identityVerificationOpenUI: return "IDENTITY_VERIFICATION_OPEN_UI"
            case .identityVerificationResumeUI: return "IDENTITY_VERIFICATION_RESUME_UI"
            case .identityVerificationCloseUI: return "IDENTITY_VERIFICATION_CLOSE_UI"
            case .issueFollowed: return "ISSUE_FOLLOWED"
            case .layerAutoFillNotAvailable: return "LAYER_AUTOFILL_NOT_AVAILABLE"
            case .layerReady: return "LAYER_READY"
            case .layerNotAvailable: return "LAYER_NOT_AVAILABLE"
            case .matchedSelectInstitution: return "MATCHED_SELECT_INSTITUTION"
            case .matchedSelectVerifyMethod: return "MATCHED_SELECT_VERIFY_METHOD"
            case .open: return "OPEN"
            case .openMyPlaid: return "OPEN_MY_PLAID"
            case .openOAuth: return "OPEN_OAUTH"
            case .profileEligibilityCheckReady: return "PROFILE_ELIGIBILITY_CHECK_READY"
            case .profileEligibilityCheckError: return "PROFILE_ELIGIBILITY_CHECK_ERROR"
            case .searchInstitution: return "SEARCH_INSTITUTION"
            case .selectAccount: return "SELECT_ACCOUNT"
            case .selectDegradedInstitution: return "SELECT_DEGRADED_INSTITUTION"
            case .selectFilteredInstitution: return "SELECT_FILTERED_INSTITUTION"
            case .selectFallbackRoutingInstitution: return "SELECT_FALLBACK_ROUTING_INSTITUTION"
            case .selectDownInstitution: return "SELECT_DOWN_INSTITUTION"
            case .selectDenylistedInstitution: return "SELECT_DENYLISTED_INSTITUTION"
            case .selectRememberMeDuplicateInstitution: return "SELECT_REMEMBER_ME_DUPLICATE_INSTITUTION"
            case .selectInstitution: return "SELECT_INSTITUTION"
            case .selectBrand: return "SELECT_BRAND"
            case .selectAuthType: return "SELECT_AUTH_TYPE"
            case .skipSubmitPhone: return "SKIP_SUBMIT_PHONE"
            case .submitAccountNumber: return "SUBMIT_ACCOUNT_NUMBER"
            case .submitCredentials: return "SUBMIT_CREDENTIALS"
            case .submitDocuments: return "SUBMIT_DOCUMENTS"
            case .submitDocumentsSuccess: return "SUBMIT_DOCUMENTS_SUCCESS"
            case .submitDocumentsError: return "SUBMIT_DOCUMENTS_ERROR"
            case .submitMFA: return "SUBMIT_MFA"
            case .submitOTP: return "SUBMIT_OTP"
            case .submitPhone: return "SUBMIT_PHONE"
            case .submitRoutingNumber: return "SUBMIT_ROUTING_NUMBER"
            case .transitionView: return "TRANSITION_VIEW"
            case .verifyPhone: return "VERIFY_PHONE"
            case .viewDataTypes: return "VIEW_DATA_TYPES"
            case .submitEmail: return "SUBMIT_EMAIL"
            case .skipSubmitEmail: return "SKIP_SUBMIT_EMAIL"
            case .rememberMeEnabled: return "REMEMBER_ME_ENABLED"
            case .rememberMeDisabled: return "REMEMBER_ME_DISABLED"
            case .rememberMeHoldout: return "REMEMBER_ME_HOLDOUT"
            case .selectSavedInstitution: return "SELECT_SAVED_INSTITUTION"
            case .selectSavedAccount: return "SELECT_SAVED_ACCOUNT"
            case .autoSelectSavedInstitution: return "AUTO_SELECT_SAVED_INSTITUTION"
            case .plaidCheckPane: return "PLAID_CHECK_PANE"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }
}
