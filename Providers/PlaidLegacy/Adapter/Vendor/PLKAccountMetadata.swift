import ProviderKit

extension PlaidLegacyLinkKit {
    /// One account dictionary of LinkKit 1.x success metadata (`kPLKMetadataAccountsKey` elements).
    public struct PLKAccountMetadata: Sendable, Hashable {
        /// `kPLKMetadataIdKey`.
        public var id: String?
        /// `kPLKMetadataNameKey`.
        public var name: String?
        /// `kPLKMetadataMaskKey`.
        public var mask: String?
        /// `kPLKMetadataTypeKey`.
        public var type: String?
        /// `kPLKMetadataSubtypeKey`.
        public var subtype: String?
        /// `kPLKMetadataAccountVerificationStatusKey`.
        public var verificationStatus: String?

        /// Creates an account.
        public init(
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
