import Foundation

extension PlaidLinkKit {
    /// The screen a `TRANSITION_VIEW` event moved to (`EventMetadata.viewName`): LinkKit 7's 46 names.
    ///
    /// Like LinkKit's, this enum is not `RawRepresentable`: ``description`` is the wire string, and
    /// values LinkKit does not know decode as `unknown` with the string kept.
    package enum ViewName: Sendable, Hashable, Codable, CustomStringConvertible, LinkKitWireEnum {
        /// `ACCEPT_TOS`.
        case acceptTOS
        /// `CONNECTED`.
        case connected
        /// `CONSENT`.
        case consent
        /// `CREDENTIAL`.
        case credential
        /// `DATA_TRANSPARENCY`.
        case dataTransparency
        /// `DATA_TRANSPARENCY_CONSENT`.
        case dataTransparencyConsent
        /// `DATA_TRANSPARENCY_MESSAGING_MODAL`.
        case dataTransparencyMessagingModal
        /// `DOCUMENTARY_VERIFICATION`.
        case documentaryVerification
        /// `ERROR`.
        case error
        /// `EXIT`.
        case exit
        /// `IDENTITY_MATCH_BLOCK`.
        case identityMatchBlock
        /// `KYC_CHECK`.
        case kycCheck
        /// `LOADING`.
        case loading
        /// `MATCHED_CONSENT`.
        case matchedConsent
        /// `MATCHED_CREDENTIAL`.
        case matchedCredential
        /// `MATCHED_MFA`.
        case matchedMFA
        /// `MFA`.
        case mfa
        /// `NUMBERS`.
        case numbers
        /// `NUMBERS_SELECT_INSTITUTION`.
        case numbersSelectInstitution
        /// `OAUTH`.
        case oauth
        /// `PROFILE_DATA_REVIEW`.
        case profileDataReview
        /// `RECAPTCHA`.
        case recaptcha
        /// `RISK_CHECK`.
        case riskCheck
        /// `SCREENING`.
        case screening
        /// `SELECT_ACCOUNT`.
        case selectAccount
        /// `SELECT_AUTH_TYPE`.
        case selectAuthType
        /// `SUBMIT_PHONE`.
        case submitPhone
        /// `VERIFY_PHONE`.
        case verifyPhone
        /// `SELECT_SAVED_INSTITUTION`.
        case selectSavedInstitution
        /// `SELECT_SAVED_ACCOUNT`.
        case selectSavedAccount
        /// `SELECT_BRAND`.
        case selectBrand
        /// `SELECT_INSTITUTION`.
        case selectInstitution
        /// `SELFIE_CHECK`.
        case selfieCheck
        /// `UPLOAD_DOCUMENTS`.
        case uploadDocuments
        /// `SUBMIT_DOCUMENTS`.
        case submitDocuments
        /// `SUBMIT_DOCUMENTS_SUCCESS`.
        case submitDocumentsSuccess
        /// `SUBMIT_DOCUMENTS_ERROR`.
        case submitDocumentsError
        /// `VERIFY_SMS`.
        case verifySMS
        /// `SUBMIT_EMAIL`.
        case submitEmail
        /// `VERIFY_EMAIL`.
        case verifyEmail
        /// `CRA_CONSENT`.
        case craConsent
        /// `INSTANT_MICRODEPOSIT_AUTHORIZED`.
        case instantMicrodepositAuthorized
        /// `SAME_DAY_MICRODEPOSIT_AUTHORIZED`.
        case sameDayMicrodepositAuthorized
        /// `INSTANT_MICRODEPOSIT_VERIFICATION`.
        case instantMicrodepositVerification
        /// `SAME_DAY_MICRODEPOSIT_VERIFICATION`.
        case sameDayMicrodepositVerification
        /// `TRANSFER_STATUS_CHECK`.
        case transferStatusCheck
        /// A view this version of LinkKit does not know, as sent by Plaid.
        case unknown(String)

        /// Every known case, in LinkKit's order (without `unknown`).
        package static var allCases: [ViewName] {
            [
                .acceptTOS, .connected, .consent, .credential, .dataTransparency, .dataTransparencyConsent,
                .dataTransparencyMessagingModal, .documentaryVerification, .error, .exit, .identityMatchBlock,
                .kycCheck, .loading, .matchedConsent, .matchedCredential, .matchedMFA, .mfa, .numbers,
                .numbersSelectInstitution, .oauth, .profileDataReview, .recaptcha, .riskCheck, .screening,
                .selectAccount, .selectAuthType, .submitPhone, .verifyPhone, .selectSavedInstitution,
                .selectSavedAccount, .selectBrand, .selectInstitution, .selfieCheck, .uploadDocuments,
                .submitDocuments, .submitDocumentsSuccess, .submitDocumentsError, .verifySMS, .submitEmail,
                .verifyEmail, .craConsent, .instantMicrodepositAuthorized, .sameDayMicrodepositAuthorized,
                .instantMicrodepositVerification, .sameDayMicrodepositVerification, .transferStatusCheck,
            ]
        }

        /// Wraps a wire string; unknown strings become `unknown`.
        package static func unknownCase(_ raw: String) -> ViewName { .unknown(raw) }

        /// Wire string → known case, built once from ``allCases``.
        package static let byWireValue: [String: ViewName] = makeWireTable()


        /// The wire string.
        package var description: String {
            switch self {
            case .acceptTOS: return "ACCEPT_TOS"
            case .connected: return "CONNECTED"
            case .consent: return "CONSENT"
            case .credential: return "CREDENTIAL"
            case .dataTransparency: return "DATA_TRANSPARENCY"
            case .dataTransparencyConsent: return "DATA_TRANSPARENCY_CONSENT"
            case .dataTransparencyMessagingModal: return "DATA_TRANSPARENCY_MESSAGING_MODAL"
            case .documentaryVerification: return "DOCUMENTARY_VERIFICATION"
            case .error: return "ERROR"
            case .exit: return "EXIT"
            case .identityMatchBlock: return "IDENTITY_MATCH_BLOCK"
            case .kycCheck: return "KYC_CHECK"
            case .loading: return "LOADING"
            case .matchedConsent: return "MATCHED_CONSENT"
            case .matchedCredential: return "MATCHED_CREDENTIAL"
            case .matchedMFA: return "MATCHED_MFA"
            case .mfa: return "MFA"
            case .numbers: return "NUMBERS"
            case .numbersSelectInstitution: return "NUMBERS_SELECT_INSTITUTION"
            case .oauth: return "OAUTH"
            case .profileDataReview: return "PROFILE_DATA_REVIEW"
            case .recaptcha: return "RECAPTCHA"
            case .riskCheck: return "RISK_CHECK"
            case .screening: return "SCREENING"
            case .selectAccount: return "SELECT_ACCOUNT"
            case .selectAuthType: return "SELECT_AUTH_TYPE"
            case .submitPhone: return "SUBMIT_PHONE"
            case .verifyPhone: return "VERIFY_PHONE"
            case .selectSavedInstitution: return "SELECT_SAVED_INSTITUTION"
            case .selectSavedAccount: return "SELECT_SAVED_ACCOUNT"
            case .selectBrand: return "SELECT_BRAND"
            case .selectInstitution: return "SELECT_INSTITUTION"
            case .selfieCheck: return "SELFIE_CHECK"
            case .uploadDocuments: return "UPLOAD_DOCUMENTS"
            case .submitDocuments: return "SUBMIT_DOCUMENTS"
            case .submitDocumentsSuccess: return "SUBMIT_DOCUMENTS_SUCCESS"
            case .submitDocumentsError: return "SUBMIT_DOCUMENTS_ERROR"
            case .verifySMS: return "VERIFY_SMS"
            case .submitEmail: return "SUBMIT_EMAIL"
            case .verifyEmail: return "VERIFY_EMAIL"
            case .craConsent: return "CRA_CONSENT"
            case .instantMicrodepositAuthorized: return "INSTANT_MICRODEPOSIT_AUTHORIZED"
            case .sameDayMicrodepositAuthorized: return "SAME_DAY_MICRODEPOSIT_AUTHORIZED"
            case .instantMicrodepositVerification: return "INSTANT_MICRODEPOSIT_VERIFICATION"
            case .sameDayMicrodepositVerification: return "SAME_DAY_MICRODEPOSIT_VERIFICATION"
            case .transferStatusCheck: return "TRANSFER_STATUS_CHECK"
            case .unknown(let raw): return raw
            }
        }

        /// Decodes the wire string.
        package init(from decoder: any Decoder) throws { self = try Self.decodeWire(from: decoder) }
        /// Encodes the wire string.
        package func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
    }
}
