import Foundation
import ProviderKit
import ProviderKitPlaid

/// What mapping a LinkKit 7 callback costs when written by hand for one app: `switch`es on the
/// mirror enums copying the same fields ProviderKit's mapper fills (no tables). Like the mapper, it
/// keeps the vendor value as raw metadata, built into JSON only when read (the same call, so the
/// ratio measures the mapping). The yardstick for ``MappingBenchmark``, which checks that both
/// produce equal values.
enum PlaidHandWritten {
    static func event(_ vendor: PlaidLinkKit.LinkEvent) -> LinkEvent {
        let metadata = vendor.metadata
        var name = LinkEvent.Name.other
        var stage: LinkStage?
        var stable = false
        switch vendor.eventName {
        case .open: name = .opened; stable = true
        case .transitionView: name = .viewChanged
        case .searchInstitution: name = .institutionSearched; stage = .institutionSelection
        case .selectInstitution: name = .institutionSelected; stage = .institutionSelection; stable = true
        case .submitCredentials: name = .credentialsSubmitted; stage = .credentials
        case .submitMFA: name = .mfaSubmitted; stage = .mfa
        case .selectAccount: name = .accountsSelected; stage = .accountSelection
        case .handoff: name = .handoff; stage = .connected; stable = true
        case .error: name = .error; stage = .error; stable = true
        case .exit: name = .exited; stable = true
        default: break
        }
        if stage == nil, let view = metadata.viewName {
            switch view {
            case .consent: stage = .consent
            case .selectInstitution: stage = .institutionSelection
            case .credential: stage = .credentials
            case .loading: stage = .loading
            case .mfa: stage = .mfa
            case .selectAccount: stage = .accountSelection
            case .connected: stage = .connected
            case .error: stage = .error
            default: stage = .unknown
            }
        }
        if stage == nil, let status = metadata.exitStatus { stage = Self.stage(status) }
        let error = metadata.errorCode.map { Self.error($0, message: metadata.errorMessage ?? "", displayMessage: nil) }
        let institution =
            metadata.institutionID != nil || metadata.institutionName != nil
            ? LinkInstitution(id: metadata.institutionID, name: metadata.institutionName) : nil
        return LinkEvent(
            adapterName: "plaid", name: name, vendorEventName: vendor.eventName.description, timestamp: metadata.timestamp,
            institution: institution, stage: stage, view: metadata.viewName?.description, error: error,
            sessionID: metadata.linkSessionID.isEmpty ? nil : metadata.linkSessionID, isStable: stable,
            metadata: PlaidPayloadMapper.rawMetadata(vendor))
    }

    static func success(_ vendor: PlaidLinkKit.LinkSuccess) -> LinkSuccess {
        let metadata = vendor.metadata
        let accounts = metadata.accounts.map { account -> LinkAccount in
            let type: AccountType?
            switch account.subtype {
            case .depository: type = .depository
            case .credit: type = .credit
            case .loan: type = .loan
            case .investment: type = .investment
            case .other: type = .other
            case .unknown: type = nil
            }
            return LinkAccount(
                id: account.id, name: account.name, mask: account.mask, type: type, subtype: account.subtype.subtype,
                verificationStatus: nil)
        }
        return LinkSuccess(
            adapterName: "plaid", credential: .publicToken(Secret(vendor.publicToken)),
            institution: LinkInstitution(id: metadata.institution.id, name: metadata.institution.name), accounts: accounts,
            sessionID: metadata.linkSessionID, metadata: PlaidPayloadMapper.rawMetadata(vendor))
    }

    static func exit(_ vendor: PlaidLinkKit.LinkExit) -> LinkExit {
        let metadata = vendor.metadata
        let reason: LinkExit.Reason =
            vendor.error.map {
                .error(Self.error($0.errorCode, message: $0.errorMessage, displayMessage: $0.displayMessage))
            } ?? .userCancelled
        return LinkExit(
            adapterName: "plaid", reason: reason, stage: metadata.status.flatMap(Self.stage),
            institution: metadata.institution.map { LinkInstitution(id: $0.id, name: $0.name) },
            sessionID: metadata.linkSessionID, requestID: metadata.requestID, metadata: PlaidPayloadMapper.rawMetadata(vendor))
    }

    private static func stage(_ status: PlaidLinkKit.ExitStatus) -> LinkStage? {
        switch status {
        case .requiresCredentials: return .credentials
        case .requiresQuestions, .requiresSelections, .requiresCode, .chooseDevice: return .mfa
        case .requiresAccountSelection: return .accountSelection
        case .institutionNotFound: return .institutionSelection
        case .continueToThirdParty: return .externalAction
        case .unknown: return .unknown
        }
    }

    private static func error(_ code: PlaidLinkKit.ExitErrorCode, message: String, displayMessage: String?) -> LinkError {
        let unified: LinkError.Code
        switch code {
        case .itemError(.invalidCredentials): unified = .invalidCredentials
        case .itemError(.invalidMfa): unified = .invalidMFA
        case .itemError(.itemLocked): unified = .accountLocked
        case .institutionError(.institutionDown): unified = .institutionUnavailable
        case .rateLimitExceeded: unified = .rateLimited
        default: unified = .unknown
        }
        return LinkError(
            code: unified, vendorType: code.description, vendorCode: code.code, message: message,
            displayMessage: displayMessage)
    }
}
