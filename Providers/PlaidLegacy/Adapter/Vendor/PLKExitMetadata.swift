import ProviderKit

extension PlaidLegacyLinkKit {
    /// The metadata of `linkViewController:didExitWithError:metadata:`.
    public struct PLKExitMetadata: Sendable, Hashable {
        /// `kPLKMetadataStatusKey`: a `kPLKStatus*` value, or `nil` (`NSNull`).
        public var status: String?
        /// `kPLKMetadataInstitutionKey`; `nil` when `NSNull`.
        public var institution: PLKInstitutionMetadata?
        /// `kPLKMetadataLinkSessionIdKey`.
        public var linkSessionId: String?
        /// `kPLKMetadataRequestIdKey`, falling back to the deprecated `kPLKMetadataPlaidApiRequestIdKey`.
        public var requestId: String?
        /// Values of the wrong type that were ignored.
        public var problems: [String]

        /// Reads the dictionary (already converted with `LinkJSONValue(foundationObject:)`).
        public init(_ value: LinkJSONValue) {
            var reader = PLKMetadataReader(value, path: "metadata")
            status = reader.string(PLKConstants.kPLKMetadataStatusKey)
            var institutionReader = reader.dictionary(PLKConstants.kPLKMetadataInstitutionKey)
            institution = PLKInstitutionMetadata(reading: &institutionReader)
            reader.absorb(institutionReader)
            linkSessionId = reader.string(PLKConstants.kPLKMetadataLinkSessionIdKey)
            requestId =
                reader.string(PLKConstants.kPLKMetadataRequestIdKey)
                ?? reader.string(PLKConstants.kPLKMetadataPlaidApiRequestIdKey)
            problems = reader.problems
        }
    }
}
