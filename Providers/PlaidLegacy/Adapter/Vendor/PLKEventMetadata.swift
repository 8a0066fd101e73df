import ProviderKit

extension PlaidLegacyLinkKit {
    /// The metadata of `linkViewController:didHandleEvent:metadata:`.
    public struct PLKEventMetadata: Sendable, Hashable {
        /// `kPLKMetadataErrorTypeKey`.
        public var errorType: String?
        /// `kPLKMetadataErrorCodeKey`.
        public var errorCode: String?
        /// `kPLKMetadataErrorMessageKey`.
        public var errorMessage: String?
        /// `kPLKMetadataExitStatusKey`.
        public var exitStatus: String?
        /// `kPLKMetadataInstitutionIdKey`.
        public var institutionId: String?
        /// `kPLKMetadataInstitutionNameKey`.
        public var institutionName: String?
        /// `kPLKMetadataInstitutionSearchQueryKey`.
        public var institutionSearchQuery: String?
        /// `kPLKMetadataLinkSessionIdKey`.
        public var linkSessionId: String?
        /// `kPLKMetadataLinkRequestIdKey`.
        public var linkRequestId: String?
        /// `kPLKMetadataRequestIdKey`.
        public var requestId: String?
        /// `kPLKMetadataMFATypeKey`.
        public var mfaType: String?
        /// `kPLKMetadataViewNameKey`.
        public var viewName: String?
        /// `kPLKMetadataTimestampKey`, ISO 8601 text.
        public var timestamp: String?
        /// Values of the wrong type that were ignored.
        public var problems: [String]

        /// Reads the dictionary (already converted with `LinkJSONValue(foundationObject:)`).
        public init(_ value: LinkJSONValue) {
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
