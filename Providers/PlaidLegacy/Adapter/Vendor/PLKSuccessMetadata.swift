import ProviderKit

extension PlaidLegacyLinkKit {
    /// The metadata of `linkViewController:didSucceedWithPublicToken:metadata:`.
    package struct PLKSuccessMetadata: Sendable, Hashable {
        /// `kPLKMetadataStatusKey`; LinkKit 1.x sends `connected` (`kPLKStatusConnected`).
        package var status: String?
        /// `kPLKMetadataInstitutionKey`.
        package var institution: PLKInstitutionMetadata?
        /// `kPLKMetadataAccountsKey`.
        package var accounts: [PLKAccountMetadata]
        /// `kPLKMetadataAccountKey`: the one selected account in the deprecated select-account mode.
        package var account: PLKAccountMetadata?
        /// `kPLKMetadataAccountIdKey`: the selected account's id in select-account mode.
        package var accountId: String?
        /// `kPLKMetadataLinkSessionIdKey`.
        package var linkSessionId: String?
        /// `kPLKMetadataRequestIdKey`.
        package var requestId: String?
        /// Values of the wrong type that were ignored, as `key.path: expected …, found …`.
        package var problems: [String]

        /// Reads the dictionary (already converted with `LinkJSONValue(foundationObject:)`).
        package init(_ value: LinkJSONValue) {
            var reader = PLKMetadataReader(value, path: "metadata")
            status = reader.string(PLKConstants.kPLKMetadataStatusKey)
            var institutionReader = reader.dictionary(PLKConstants.kPLKMetadataInstitutionKey)
            institution = PLKInstitutionMetadata(reading: &institutionReader)
            reader.absorb(institutionReader)
            var accounts: [PLKAccountMetadata] = []
            for (index, element) in reader.array(PLKConstants.kPLKMetadataAccountsKey).enumerated() {
                var accountReader = PLKMetadataReader(element, arrayPath: "metadata.accounts", index: index)
                accounts.append(PLKAccountMetadata(reading: &accountReader))
                reader.absorb(accountReader)
            }
            self.accounts = accounts
            var accountReader = reader.dictionary(PLKConstants.kPLKMetadataAccountKey)
            account = accountReader.members == nil ? nil : PLKAccountMetadata(reading: &accountReader)
            reader.absorb(accountReader)
            accountId = reader.string(PLKConstants.kPLKMetadataAccountIdKey)
            linkSessionId = reader.string(PLKConstants.kPLKMetadataLinkSessionIdKey)
            requestId = reader.string(PLKConstants.kPLKMetadataRequestIdKey)
            problems = reader.problems
        }
    }
}
