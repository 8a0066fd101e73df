extension PlaidLegacyLinkKit {
    /// The string values of LinkKit 1.x's `kPLK*` constants, under their SDK names.
    ///
    /// The 1.x binaries are not available, so these values come from bridges that forward LinkKit
    /// 1.1.38's dictionaries unchanged (reference §2.5). Values marked UNVERIFIED there are listed in
    /// docs/providers/plaid-legacy.md.
    public enum PLKConstants {
        // MARK: Metadata keys (success, exit and event dictionaries)

        /// `kPLKMetadataInstitutionKey`: the institution dictionary (success and exit).
        public static let kPLKMetadataInstitutionKey = "institution"
        /// `kPLKMetadataInstitutionIdKey`: inside the institution dictionary; top level in event metadata.
        public static let kPLKMetadataInstitutionIdKey = "institution_id"
        /// `kPLKMetadataInstitutionNameKey`: event metadata.
        public static let kPLKMetadataInstitutionNameKey = "institution_name"
        /// `kPLKMetadataNameKey`: institution and account names.
        public static let kPLKMetadataNameKey = "name"
        /// `kPLKMetadataIdKey`: account identifier inside an account dictionary.
        public static let kPLKMetadataIdKey = "id"
        /// `kPLKMetadataMaskKey`: account mask.
        public static let kPLKMetadataMaskKey = "mask"
        /// `kPLKMetadataTypeKey`: account type.
        public static let kPLKMetadataTypeKey = "type"
        /// `kPLKMetadataSubtypeKey`: account subtype.
        public static let kPLKMetadataSubtypeKey = "subtype"
        /// `kPLKMetadataAccountsKey`: the array of account dictionaries.
        public static let kPLKMetadataAccountsKey = "accounts"
        /// `kPLKMetadataAccountKey`: the selected account (select-account mode). UNVERIFIED value.
        public static let kPLKMetadataAccountKey = "account"
        /// `kPLKMetadataAccountIdKey`: the selected account's id (select-account mode). UNVERIFIED value.
        public static let kPLKMetadataAccountIdKey = "account_id"
        /// `kPLKMetadataAccountVerificationStatusKey`.
        public static let kPLKMetadataAccountVerificationStatusKey = "verification_status"
        /// `kPLKMetadataLinkSessionIdKey`.
        public static let kPLKMetadataLinkSessionIdKey = "link_session_id"
        /// `kPLKMetadataStatusKey`: where the user was (`kPLKStatus*`); `connected` on success.
        public static let kPLKMetadataStatusKey = "status"
        /// `kPLKMetadataRequestIdKey`.
        public static let kPLKMetadataRequestIdKey = "request_id"
        /// `kPLKMetadataPlaidApiRequestIdKey` (deprecated; LinkKit 1.0.7).
        public static let kPLKMetadataPlaidApiRequestIdKey = "plaid_api_request_id"
        /// `kPLKMetadataLinkRequestIdKey` (API v1). UNVERIFIED value.
        public static let kPLKMetadataLinkRequestIdKey = "link_request_id"
        /// `kPLKMetadataErrorTypeKey`: event metadata.
        public static let kPLKMetadataErrorTypeKey = "error_type"
        /// `kPLKMetadataErrorCodeKey`: event metadata.
        public static let kPLKMetadataErrorCodeKey = "error_code"
        /// `kPLKMetadataErrorMessageKey`: event metadata.
        public static let kPLKMetadataErrorMessageKey = "error_message"
        /// `kPLKMetadataInstitutionSearchQueryKey`: event metadata.
        public static let kPLKMetadataInstitutionSearchQueryKey = "institution_search_query"
        /// `kPLKMetadataMFATypeKey`: event metadata (`code`, `device`, `questions`, `selections`).
        public static let kPLKMetadataMFATypeKey = "mfa_type"
        /// `kPLKMetadataViewNameKey`: event metadata.
        public static let kPLKMetadataViewNameKey = "view_name"
        /// `kPLKMetadataTimestampKey`: event metadata, ISO 8601.
        public static let kPLKMetadataTimestampKey = "timestamp"
        /// `kPLKMetadataExitStatusKey`: event metadata, a `kPLKStatus*` value.
        public static let kPLKMetadataExitStatusKey = "exit_status"
        /// `kPLKMetadataClassTypeKey`. UNVERIFIED value.
        public static let kPLKMetadataClassTypeKey = "class_type"
        /// `kPLKMetadataInstitutionTypeKey` (deprecated in favour of `kPLKMetadataTypeKey`). UNVERIFIED value.
        public static let kPLKMetadataInstitutionTypeKey = "type"
        /// `kPLKAPIv1MetadataInstitutionTypeKey` (API v1 events). UNVERIFIED value.
        public static let kPLKAPIv1MetadataInstitutionTypeKey = "institution_type"

        // MARK: Verification statuses

        /// `kPLKMetadataAccountVerificationStatusPendingAutomaticVerification`.
        public static let kPLKMetadataAccountVerificationStatusPendingAutomaticVerification =
            "pending_automatic_verification"
        /// `kPLKMetadataAccountVerificationStatusPendingManualVerification`.
        public static let kPLKMetadataAccountVerificationStatusPendingManualVerification = "pending_manual_verification"
        /// `kPLKMetadataAccountVerificationStatusManuallyVerified`.
        public static let kPLKMetadataAccountVerificationStatusManuallyVerified = "manually_verified"
        /// `kPLKMetadataAccountVerificationStatusAutomaticallyVerified`.
        public static let kPLKMetadataAccountVerificationStatusAutomaticallyVerified = "automatically_verified"

        // MARK: Statuses (kPLKMetadataStatusKey, kPLKMetadataExitStatusKey)

        /// `kPLKStatusConnected`: the user completed the flow (also on success metadata).
        public static let kPLKStatusConnected = "connected"
        /// `kPLKStatusRequiresQuestions`.
        public static let kPLKStatusRequiresQuestions = "requires_questions"
        /// `kPLKStatusRequiresSelections`.
        public static let kPLKStatusRequiresSelections = "requires_selections"
        /// `kPLKStatusRequiresCode`.
        public static let kPLKStatusRequiresCode = "requires_code"
        /// `kPLKStatusChooseDevice`.
        public static let kPLKStatusChooseDevice = "choose_device"
        /// `kPLKStatusRequiresCredentials`: credentials, or no institution chosen yet.
        public static let kPLKStatusRequiresCredentials = "requires_credentials"
        /// `kPLKStatusRequiresRecaptcha`. UNVERIFIED value.
        public static let kPLKStatusRequiresRecaptcha = "requires_recaptcha"
        /// `kPLKStatusInstitutionNotFound`.
        public static let kPLKStatusInstitutionNotFound = "institution_not_found"

        /// Every `kPLKStatus*` value, in the SDK documentation's order.
        public static let allStatuses: [String] = [
            kPLKStatusConnected, kPLKStatusRequiresQuestions, kPLKStatusRequiresSelections, kPLKStatusRequiresCode,
            kPLKStatusChooseDevice, kPLKStatusRequiresCredentials, kPLKStatusRequiresRecaptcha,
            kPLKStatusInstitutionNotFound,
        ]

        // MARK: NSError userInfo keys (LinkKit 1.1.0+)

        /// `kPLKErrorTypeKey`: the Plaid `error_type` string. UNVERIFIED value.
        public static let kPLKErrorTypeKey = "error_type"
        /// `kPLKErrorCodeKey`: the Plaid `error_code` string, which ProviderKit maps. UNVERIFIED value.
        public static let kPLKErrorCodeKey = "error_code"
        /// `kPLKErrorMessageKey`: the developer message. UNVERIFIED value.
        public static let kPLKErrorMessageKey = "error_message"
        /// `kPLKDisplayMessageKey`: the user-facing message, `NSNull` when there is none. UNVERIFIED value.
        public static let kPLKDisplayMessageKey = "display_message"

        // MARK: Error domains

        /// The domain of Plaid API errors in LinkKit 1.x (`PLKPlaidLinkAPIErrorDomain`).
        public static let PLKPlaidLinkAPIErrorDomain = "PLKPlaidLinkAPIErrorDomain"

        // MARK: Configuration

        /// The Info.plist dictionary `+[PLKConfiguration sharedConfiguration]` reads.
        public static let sharedConfigurationKey = "PLKPlaidLinkConfiguration"
        /// The environment variable that turns on the SDK's console logging.
        public static let diagnosticsEnvironmentVariable = "PLKPLAIDLINK_DIAGNOSTICS"
        /// The universal-link query item `PLKOAuthStateIdFromURL` reads.
        public static let oauthStateIdQueryItem = "oauth_state_id"
    }
}
