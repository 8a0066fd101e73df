import Foundation
import ProviderKit

/// The mapper's entry points for `onSuccess` and `onExit`: callbacks with nothing to repair are
/// mapped straight from the typed fields; every other callback takes the general path.
///
/// A shortcut answers only callbacks on which the general path would not read `metadataJSON`
/// (`mayRepair` is `false` there), and then gives exactly what the general path gives;
/// `PlaidCallbackFastPathTests` compares the two over seeded callbacks.
extension PlaidPayloadMapper {
    // MARK: - Success

    /// Maps `onSuccess`. Typed fields that are missing or `unknown` are taken from `metadataJSON`
    /// when it has them (early LinkKit 7.0.x shipped nil masks and swapped subtypes).
    package func success(_ vendor: PlaidLinkKit.LinkSuccess) -> MappedSuccess {
        if let success = successWithoutRepairs(vendor) { return MappedSuccess(success: success, repairs: []) }
        return successWithReference(vendor)
    }

    /// The success of a callback whose every typed field is present and known, and whose
    /// `metadataJSON` holds no verification status to take for an account without one; `nil` for
    /// any other callback.
    func successWithoutRepairs(_ vendor: PlaidLinkKit.LinkSuccess) -> LinkSuccess? {
        // Fields are read in place: copying the metadata or an account retains every string in it.
        guard !vendor.metadata.accounts.isEmpty, !vendor.metadata.institution.id.isEmpty,
            !vendor.metadata.institution.name.isEmpty, !vendor.metadata.linkSessionID.isEmpty
        else { return nil }
        // The general path's `mayRepair` is `false` exactly when every account has a mask and a
        // known subtype, and no status is missing or `metadataJSON` holds none to take. Then each
        // account maps as `knownAccount` maps it.
        var accounts: [LinkAccount] = []
        accounts.reserveCapacity(vendor.metadata.accounts.count)
        var statusMissing = false
        // Accounts borrowed from the buffer: iterating the array copies each one.
        let allKnown = vendor.metadata.accounts.withUnsafeBufferPointer { vendorAccounts in
            for index in vendorAccounts.indices {
                guard let mask = vendorAccounts[index].mask, !mask.isEmpty,
                    let known = PlaidAccountMapping.knownAccount(vendorAccounts[index])
                else { return false }
                if let status = vendorAccounts[index].verificationStatus {
                    if case .unknown = status, !status.isKnown { statusMissing = true }
                } else {
                    statusMissing = true
                }
                accounts.append(known)
            }
            return true
        }
        guard allKnown else { return nil }
        if statusMissing, PlaidMetadataJSON(vendor.metadata.metadataJSON).mayHoldString(forKey: "verification_status") {
            return nil
        }
        return LinkSuccess(
            adapterName: adapterName, credential: .publicToken(Secret(vendor.publicToken)),
            institution: LinkInstitution(id: vendor.metadata.institution.id, name: vendor.metadata.institution.name),
            accounts: accounts, sessionID: vendor.metadata.linkSessionID, metadata: Self.rawMetadata(vendor))
    }

    // MARK: - Exit

    /// Maps `onExit`: no error means the user left; an error maps through `PlaidErrorMapping`.
    /// The stage comes from `status`, falling back to `metadataJSON`'s `status`.
    package func exit(_ vendor: PlaidLinkKit.LinkExit) -> LinkExit {
        exitWithoutRepairs(vendor) ?? exitWithReference(vendor)
    }

    /// The exit of a callback with a status LinkKit models, a known institution, a session id and a
    /// request id; `nil` for any other callback.
    func exitWithoutRepairs(_ vendor: PlaidLinkKit.LinkExit) -> LinkExit? {
        let metadata = vendor.metadata
        guard let status = metadata.status, let stage = PlaidStageMapping.stage(forModelled: status),
            let vendorInstitution = metadata.institution,
            let institution = LinkInstitution.ifKnown(id: vendorInstitution.id, name: vendorInstitution.name),
            let sessionID = metadata.linkSessionID, !sessionID.isEmpty,
            let requestID = metadata.requestID, !requestID.isEmpty
        else { return nil }
        let reason: LinkExit.Reason =
            vendor.error.map {
                .error(PlaidErrorMapping.map($0.errorCode, message: $0.errorMessage, displayMessage: $0.displayMessage))
            } ?? .userCancelled
        return LinkExit(
            adapterName: adapterName, reason: reason, stage: stage, institution: institution, sessionID: sessionID,
            requestID: requestID, metadata: Self.rawMetadata(vendor))
    }
}
