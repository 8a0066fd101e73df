import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy

/// LinkKit 1.x delegate payloads mapped by hand: a `switch` on the event name, strings read from
/// the metadata dictionary.
enum LegacyHandWritten {
    static func event(name: String, metadata: LinkJSONValue, receivedAt: Date) -> LinkEvent {
        let fields = metadata.objectValue ?? [:]
        func string(_ key: String) -> String? { fields[key]?.stringValue }
        var unified = LinkEvent.Name.other
        var stage: LinkStage?
        var stable = false
        switch name {
        case "OPEN": (unified, stable) = (.opened, true)
        case "TRANSITION_VIEW": unified = .viewChanged
        case "SEARCH_INSTITUTION": (unified, stage) = (.institutionSearched, .institutionSelection)
        case "SELECT_INSTITUTION": (unified, stage, stable) = (.institutionSelected, .institutionSelection, true)
        case "SUBMIT_CREDENTIALS": (unified, stage) = (.credentialsSubmitted, .credentials)
        case "SUBMIT_MFA": (unified, stage) = (.mfaSubmitted, .mfa)
        case "SELECT_ACCOUNT": (unified, stage) = (.accountsSelected, .accountSelection)
        case "HANDOFF": (unified, stage, stable) = (.handoff, .connected, true)
        case "ERROR": (unified, stage, stable) = (.error, .error, true)
        case "EXIT": (unified, stable) = (.exited, true)
        default: break
        }
        let view = string("view_name")
        if stage == nil, let view {
            switch view {
            case "CONSENT": stage = .consent
            case "SELECT_INSTITUTION": stage = .institutionSelection
            case "CREDENTIAL": stage = .credentials
            case "LOADING": stage = .loading
            case "MFA": stage = .mfa
            case "SELECT_ACCOUNT": stage = .accountSelection
            case "CONNECTED": stage = .connected
            case "ERROR": stage = .error
            default: break
            }
        }
        if stage == nil, string("exit_status") == "requires_credentials" { stage = .credentials }
        var error: LinkError?
        if let code = string("error_code") {
            error = LinkError(
                code: unifiedCode(code), vendorType: string("error_type"), vendorCode: code, message: string("error_message") ?? "")
        }
        let institutionID = string("institution_id")
        let institutionName = string("institution_name")
        return LinkEvent(
            adapterName: "plaid-legacy", name: unified, vendorEventName: name,
            timestamp: string("timestamp").flatMap(LinkKitTimestamp.parse) ?? receivedAt,
            institution: institutionID != nil || institutionName != nil
                ? LinkInstitution(id: institutionID, name: institutionName) : nil,
            stage: stage, view: view, error: error, sessionID: string("link_session_id"), isStable: stable,
            metadata: RawMetadata(metadata))
    }

    static func success(publicToken: String, metadata: LinkJSONValue) -> LinkSuccess {
        let institution = metadata["institution"]
        let accounts = (metadata["accounts"]?.arrayValue ?? []).map { account in
            LinkAccount(
                id: account["id"]?.stringValue, name: account["name"]?.stringValue, mask: account["mask"]?.stringValue,
                type: account["type"]?.stringValue.map(AccountType.init(rawValue:)), subtype: account["subtype"]?.stringValue)
        }
        return LinkSuccess(
            adapterName: "plaid-legacy", credential: .publicToken(Secret(publicToken)),
            institution: LinkInstitution(
                id: institution?["institution_id"]?.stringValue, name: institution?["name"]?.stringValue),
            accounts: accounts, sessionID: metadata["link_session_id"]?.stringValue, metadata: RawMetadata(metadata))
    }

    static func exit(error: PlaidLegacyLinkKit.PLKExitError?, metadata: LinkJSONValue) -> LinkExit {
        let institution = metadata["institution"]
        let reason: LinkExit.Reason =
            error.map {
                .error(
                    LinkError(
                        code: $0.errorCode.map(unifiedCode) ?? .unknown,
                        vendorType: $0.errorType, vendorCode: $0.errorCode, message: $0.errorMessage ?? ""))
            } ?? .userCancelled
        return LinkExit(
            adapterName: "plaid-legacy", reason: reason,
            stage: metadata["status"]?.stringValue == "requires_credentials" ? .credentials : nil,
            institution: LinkInstitution(
                id: institution?["institution_id"]?.stringValue, name: institution?["name"]?.stringValue),
            sessionID: metadata["link_session_id"]?.stringValue, requestID: metadata["request_id"]?.stringValue,
            metadata: RawMetadata(metadata))
    }

    private static func unifiedCode(_ code: String) -> LinkError.Code {
        switch code {
        case "INVALID_CREDENTIALS": return .invalidCredentials
        case "INVALID_MFA": return .invalidMFA
        case "ITEM_LOCKED": return .accountLocked
        case "INSTITUTION_DOWN": return .institutionUnavailable
        case "RATE_LIMIT": return .rateLimited
        default: return .unknown
        }
    }
}
