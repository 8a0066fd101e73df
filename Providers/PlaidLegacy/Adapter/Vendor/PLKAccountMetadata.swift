import ProviderKit

extension PlaidLegacyLinkKit {
    /// One account dictionary of LinkKit 1.x success metadata (`kPLKMetadataAccountsKey` elements).
    package struct PLKAccountMetadata: Sendable, Hashable {
        /// `kPLKMetadataIdKey`.
        package var id: String?
        /// `kPLKMetadataNameKey`.
        package var name: String?
        /// `kPLKMetadataMaskKey`.
        package var mask: String?
        /// `kPLKMetadataTypeKey`.
        package var type: String?
        /// `kPLKMetadataSubtypeKey`.
        package var subtype: String?
        /// `kPLKMetadataAccountVerificationStatusKey`.
        package var verificationStatus: String?

        /// Creates an account.
        package init(
            id: String?, name: String?, mask: String?, type: String?, subtype: String?, verificationStatus: String?
        ) {
            self.id = id
            self.name = name
            self.mask = mask
            self.type = type
            self.subtype = subtype
            self.verificationStatus = verificationStatus
        }

        init(reading reader: inout PLKMetadataReader) {
            id = reader.string(PLKConstants.kPLKMetadataIdKey)
            name = reader.string(PLKConstants.kPLKMetadataNameKey)
            mask = reader.string(PLKConstants.kPLKMetadataMaskKey)
            type = reader.string(PLKConstants.kPLKMetadataTypeKey)
            subtype = reader.string(PLKConstants.kPLKMetadataSubtypeKey)
            verificationStatus = reader.string(PLKConstants.kPLKMetadataAccountVerificationStatusKey)
        }
    }
}
