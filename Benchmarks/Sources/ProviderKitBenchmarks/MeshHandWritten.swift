import Foundation
import ProviderKit
import ProviderKitMesh

/// Mesh callbacks mapped by hand: a `switch` on the event type, fields copied from the JSON.
enum MeshHandWritten {
    static func event(_ raw: LinkJSONValue, at timestamp: Date) -> LinkEvent {
        guard case .object(let members) = raw, case .string(let type)? = members["type"] else {
            return LinkEvent(adapterName: "mesh", name: .other, vendorEventName: "undefined", timestamp: timestamp)
        }
        let payload = members["payload"]
        var name = LinkEvent.Name.other
        var stage: LinkStage?
        var stable = false
        var error: LinkError?
        switch type {
        case "loaded": (name, stage, stable) = (.loaded, .loading, true)
        case "pageLoaded": (name, stage) = (.loaded, .loading)
        case "homePageLoaded": (name, stage) = (.viewChanged, .institutionSelection)
        case "legalTermsViewed": (name, stage) = (.viewChanged, .consent)
        case "integrationSelected": (name, stage, stable) = (.institutionSelected, .institutionSelection, true)
        case "credentialsEntered": (name, stage, stable) = (.credentialsSubmitted, .credentials, true)
        case "integrationMfaRequired": (name, stage) = (.viewChanged, .mfa)
        case "integrationMfaEntered": (name, stage) = (.mfaSubmitted, .mfa)
        case "integrationAccountSelectionRequired": (name, stage) = (.viewChanged, .accountSelection)
        case "integrationConnected": (name, stage) = (.connected, .connected)
        case "transferStarted": (name, stage, stable) = (.transferStarted, .transfer, true)
        case "transferAssetSelected", "transferNetworkSelected", "transferAmountEntered": (name, stage) = (.viewChanged, .transfer)
        case "transferPreviewed": (name, stage, stable) = (.transferPreviewed, .transfer, true)
        case "done": (name, stage) = (.handoff, .connected)
        case "integrationConnectionError":
            (name, stage, stable) = (.error, .error, true)
            let message = payload?["errorMessage"]?.stringValue ?? "\(type) without an errorMessage"
            // Mesh's message classes (`MeshErrorClassifier`) for the messages this app expects.
            let code: LinkError.Code
            let vendorCode: String?
            switch message {
            case "Invalid credentials": (code, vendorCode) = (.invalidCredentials, "invalidCredentials")
            case "Institution unavailable": (code, vendorCode) = (.institutionUnavailable, "institutionUnavailable")
            case "Session expired": (code, vendorCode) = (.invalidLinkToken, "sessionExpired")
            default: (code, vendorCode) = (.unknown, nil)
            }
            error = LinkError(code: code, vendorType: type, vendorCode: vendorCode, message: message)
        default: break
        }
        var institution: LinkInstitution?
        if let payload, case .object(let fields) = payload {
            let id = fields["integrationType"]?.stringValue
            let brokerName = fields["integrationName"]?.stringValue
            if id != nil || brokerName != nil { institution = LinkInstitution(id: id, name: brokerName) }
        }
        return LinkEvent(
            adapterName: "mesh", name: name, vendorEventName: type, timestamp: timestamp, institution: institution,
            stage: stage, view: payload?["page"]?.stringValue, error: error, isStable: stable, metadata: RawMetadata(raw))
    }

    static func success(_ payload: MeshLinkSDK.LinkPayload) -> LinkSuccess {
        switch payload {
        case .accessToken(let payload):
            let type: AccountType = payload.brokerType.hasPrefix("coinbase") || payload.brokerType.hasPrefix("binance")
                || payload.brokerType.hasPrefix("kraken") ? .crypto : .brokerage
            return LinkSuccess(
                adapterName: "mesh",
                credential: .accessTokens(
                    payload.accountTokens.map {
                        AccountAccessToken(
                            accountID: $0.account.accountId, accountName: $0.account.accountName,
                            accessToken: $0.accessToken, refreshToken: $0.refreshToken)
                    }),
                institution: LinkInstitution(id: payload.brokerType, name: payload.brokerName),
                accounts: payload.accountTokens.map {
                    LinkAccount(id: $0.account.accountId, name: $0.account.accountName, type: type)
                },
                sessionID: nil, metadata: keep(payload))
        case .delayedAuth(let payload):
            return LinkSuccess(
                adapterName: "mesh", credential: .delayedAuth(refreshToken: payload.refreshToken),
                institution: LinkInstitution(id: payload.brokerType, name: payload.brokerName), accounts: [],
                sessionID: nil, metadata: keep(payload))
        }
    }

    static func exit(_ payload: MeshLinkSDK.TransferFinishedErrorPayload) -> LinkExit {
        LinkExit(
            adapterName: "mesh",
            reason: .error(
                LinkError(
                    code: .transferFailed, vendorType: "transferFinished", vendorCode: "error",
                    message: payload.errorMessage)),
            stage: .transfer, metadata: keep(MeshLinkSDK.TransferFinishedPayload.error(payload)))
    }

    /// The payload kept as raw metadata, as the mapper under test keeps it: deferred (built into
    /// JSON when read), or built now by a baseline from before deferred metadata.
    private static func keep<Payload: Encodable & Sendable>(_ payload: Payload) -> RawMetadata {
        #if PROVIDERKIT_EAGER_RAW_METADATA
        RawMetadata(MeshJSON.value(of: payload))
        #else
        MeshJSON.metadata(of: payload)
        #endif
    }
}
