import ProviderKit

extension PlaidLegacyLinkKit {
    /// The institution dictionary of LinkKit 1.x success and exit metadata (`kPLKMetadataInstitutionKey`).
    package struct PLKInstitutionMetadata: Sendable, Hashable {
        /// `kPLKMetadataNameKey`.
        package var name: String?
        /// `kPLKMetadataInstitutionIdKey`.
        package var institutionId: String?

        /// Creates an institution.
        package init(name: String?, institutionId: String?) {
            self.name = name
            self.institutionId = institutionId
        }

        init?(reading reader: inout PLKMetadataReader) {
            guard reader.members != nil else { return nil }
            name = reader.string(PLKConstants.kPLKMetadataNameKey)
            institutionId = reader.string(PLKConstants.kPLKMetadataInstitutionIdKey)
        }
    }
}
