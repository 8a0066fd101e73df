import ProviderKit

/// The institution dictionary of LinkKit 1.x success and exit metadata (`kPLKMetadataInstitutionKey`).
public struct PLKInstitutionMetadata: Sendable, Hashable {
    /// `kPLKMetadataNameKey`.
    public var name: String?
    /// `kPLKMetadataInstitutionIdKey`.
    public var institutionId: String?

    /// Creates an institution.
    public init(name: String?, institutionId: String?) {
        self.name = name
        self.institutionId = institutionId
    }

    init?(reading reader: inout PLKMetadataReader) {
        guard reader.members != nil else { return nil }
        name = reader.string(PLKConstants.kPLKMetadataNameKey)
        institutionId = reader.string(PLKConstants.kPLKMetadataInstitutionIdKey)
    }
}

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

/// The metadata of `linkViewController:didSucceedWithPublicToken:metadata:`.
public struct PLKSuccessMetadata: Sendable, Hashable {
    /// `kPLKMetadataStatusKey`; LinkKit 1.x sends `connected` (`kPLKStatusConnected`).
    public var status: String?
    /// `kPLKMetadataInstitutionKey`.
    public var institution: PLKInstitutionMetadata?
    /// `kPLKMetadataAccountsKey`.
    public var accounts: [PLKAccountMetadata]
    /// `kPLKMetadataAccountKey`: the one selected account in the deprecated select-account mode.
    public var account: PLKAccountMetadata?
    /// `kPLKMetadataAccountIdKey`: the selected account's id in select-account mode.
    public var accountId: String?
    /// `kPLKMetadataLinkSessionIdKey`.
    public var linkSessionId: String?
    /// `kPLKMetadataRequestIdKey`.
    public var requestId: String?
    /// Values of the wrong type that were ignored, as `key.path: expected …, found …`.
    public var problems: [String]

    /// Reads the dictionary (already converted with `JSONValue(foundationObject:)`).
    public init(_ value: JSONValue) {
        var reader = PLKMetadataReader(value, path: "metadata")
        status = reader.string(PLKConstants.kPLKMetadataStatusKey)
        var institutionReader = reader.dictionary(PLKConstants.kPLKMetadataInstitutionKey)
        institution = PLKInstitutionMetadata(reading: &institutionReader)
        reader.absorb(institutionReader)
        var accounts: [PLKAccountMetadata] = []
        for (index, element) in reader.array(PLKConstants.kPLKMetadataAccountsKey).enumerated() {
            var accountReader = PLKMetadataReader(element, path: "metadata.accounts[\(index)]")
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

    /// Reads the dictionary (already converted with `JSONValue(foundationObject:)`).
    public init(_ value: JSONValue) {
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

    /// Reads the dictionary (already converted with `JSONValue(foundationObject:)`).
    public init(_ value: JSONValue) {
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
