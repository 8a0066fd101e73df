import ProviderKit

extension PlaidLegacyLinkKit {
    /// The metadata of `linkViewController:didHandleEvent:metadata:`.
    package struct PLKEventMetadata: Sendable, Hashable {
        /// `kPLKMetadataErrorTypeKey`.
        package var errorType: String?
        /// `kPLKMetadataErrorCodeKey`.
        package var errorCode: String?
        /// `kPLKMetadataErrorMessageKey`.
        package var errorMessage: String?
        /// `kPLKMetadataExitStatusKey`.
        package var exitStatus: String?
        /// `kPLKMetadataInstitutionIdKey`.
        package var institutionId: String?
        /// `kPLKMetadataInstitutionNameKey`.
        package var institutionName: String?
        /// `kPLKMetadataInstitutionSearchQueryKey`.
        package var institutionSearchQuery: String?
        /// `kPLKMetadataLinkSessionIdKey`.
        package var linkSessionId: String?
        /// `kPLKMetadataLinkRequestIdKey`.
        package var linkRequestId: String?
        /// `kPLKMetadataRequestIdKey`.
        package var requestId: String?
        /// `kPLKMetadataMFATypeKey`.
        package var mfaType: String?
        /// `kPLKMetadataViewNameKey`.
        package var viewName: String?
        /// `kPLKMetadataTimestampKey`, ISO 8601 text.
        package var timestamp: String?
        /// Values of the wrong type that were ignored.
        package var problems: [String]

        /// Reads the dictionary (already converted with `LinkJSONValue(foundationObject:)`).
        package init(_ value: LinkJSONValue) {
            var reader = PLKMetadataReader(value, path: "metadata")
            errorType = reader.string(PLKConstants.kPLKMetadataErrorTypeKey)
            errorCode = reader.string(PLKConstants.kPLKMetadataErrorCodeKey)
            errorMessage = reader.string(PLKConstants.kPLKMetadataErrorMessageKey)
            exitStatus = reader.string(PLKConstants.kPLKMetadataExitStatusKey)
            institutionId = reader.string(PLKConstants.kPLKMetadataInstitutionIdKey)
            institutionName = reader.string(PLKConstants.kPLKMetadataInstitutionNameKey)
            institutionSearchQuery = reader.string(PLKConstants.kPLKMetadataInstitutionSearchQueryKey)
            linkSessionId = reader.string(PLKConstants.kPLKMetadataLinkSessionIdKey)
            linkRequestId = reader.string(PLKConstants.kPLKMetadataLinkRequestIdKey)
            requestId = reader.string(PLKConstants.kPLKMetadataRequestIdKey)
            mfaType = reader.string(PLKConstants.kPLKMetadataMFATypeKey)
            viewName = reader.string(PLKConstants.kPLKMetadataViewNameKey)
            timestamp = reader.string(PLKConstants.kPLKMetadataTimestampKey)
            problems = reader.problems
        }
    }
}
