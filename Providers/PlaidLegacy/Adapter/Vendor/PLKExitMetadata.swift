import ProviderKit

extension PlaidLegacyLinkKit {
    /// The metadata of `linkViewController:didExitWithError:metadata:`.
    package struct PLKExitMetadata: Sendable, Hashable {
        /// `kPLKMetadataStatusKey`: a `kPLKStatus*` value, or `nil` (`NSNull`).
        package var status: String?
        /// `kPLKMetadataInstitutionKey`; `nil` when `NSNull`.
        package var institution: PLKInstitutionMetadata?
        /// `kPLKMetadataLinkSessionIdKey`.
        package var linkSessionId: String?
        /// `kPLKMetadataRequestIdKey`, falling back to the deprecated `kPLKMetadataPlaidApiRequestIdKey`.
        package var requestId: String?
        /// Values of the wrong type that were ignored.
        package var problems: [String]

        /// Reads the dictionary (already converted with `LinkJSONValue(foundationObject:)`).
        package init(_ value: LinkJSONValue) {
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
