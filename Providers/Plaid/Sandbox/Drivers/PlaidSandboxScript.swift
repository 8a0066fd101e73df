import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting

/// One step of a sandbox script: a LinkKit callback, or a change to what is on screen.
enum PlaidSandboxStep {
    case event(PlaidLinkKit.LinkEvent)
    case success(PlaidLinkKit.LinkSuccess)
    case exit(PlaidLinkKit.LinkExit)
    /// LinkKit dismisses its view (calls the dismissal handler).
    case dismiss
    /// The user swipes the view away: no callback.
    case swipeDismiss
}

/// Builds realistic LinkKit 7 callback sequences for the sandbox scenarios.
struct PlaidSandboxScript {
    let sessionID = UUID().uuidString.lowercased()
    private var clock = Date()
    /// `true` when the link token was created for an Item (update mode): `OPEN` says so.
    let isUpdateMode: Bool

    init(isUpdateMode: Bool = false) {
        self.isUpdateMode = isUpdateMode
    }

    /// The steps played after `open(using:)` (or `start()`, or the embedded pick).
    mutating func steps(for scenario: PlaidSandboxScenario) -> [PlaidSandboxStep] {
        switch scenario {
        case .success, .headless:
            return credentialsPrefix(.firstPlatypus) + accountsAndSuccess(.firstPlatypus)
        case .embedded:
            return [event(.open), event(.matchedSelectInstitution, institution: .firstPlatypus) { $0.matchReason = "returning_user" }]
                + [view(.credential, .firstPlatypus), event(.submitCredentials, institution: .firstPlatypus),
                    view(.loading, .firstPlatypus)]
                + accountsAndSuccess(.firstPlatypus)
        case .cancel:
            return opening() + [
                event(.searchInstitution) { $0.institutionSearchQuery = "platypus" },
                view(.exit, nil),
                .exit(exit(nil, status: .institutionNotFound, institution: nil)),
                event(.exit) { $0.exitStatus = .institutionNotFound },
                .dismiss,
            ]
        case .institutionDown:
            return failure(.houndstooth, type: "INSTITUTION_ERROR", code: "INSTITUTION_DOWN", status: .requiresCredentials)
        case .invalidCredentials:
            return credentialsPrefix(.firstPlatypus) + [
                errorEvent(.firstPlatypus, type: "ITEM_ERROR", code: "INVALID_CREDENTIALS"),
                view(.credential, .firstPlatypus),
                view(.exit, .firstPlatypus),
                .exit(
                    exit(
                        exitError(type: "ITEM_ERROR", code: "INVALID_CREDENTIALS"), status: .requiresCredentials,
                        institution: .firstPlatypus)),
                event(.exit, institution: .firstPlatypus) { $0.exitStatus = .requiresCredentials },
                .dismiss,
            ]
        case .mfa:
            return credentialsPrefix(.tartan) + [
                view(.mfa, .tartan) { $0.mfaType = .code },
                event(.submitMFA, institution: .tartan) { $0.mfaType = .code },
                view(.loading, .tartan),
            ] + accountsAndSuccess(.tartan)
        case .oauth:
            let bank = PlaidSandboxInstitution.platypusOAuth
            return opening() + [
                event(.searchInstitution) { $0.institutionSearchQuery = "oauth" },
                event(.selectInstitution, institution: bank),
                view(.oauth, bank),
                event(.openOAuth, institution: bank),
                view(.loading, bank),
            ] + accountsAndSuccess(bank)
        case .error(let key):
            let status: PlaidLinkKit.ExitStatus =
                switch key.type {
                case "OAUTH_ERROR": .unknown("requires_oauth")
                case "RECAPTCHA_ERROR": .unknown("requires_recaptcha")
                default: .requiresCredentials
                }
            return failure(.firstPlatypus, type: key.type ?? "", code: key.code, status: status)
        case .layer:
            return [
                event(.open),
                view(.verifyPhone, nil),
                event(.submitOTP),
                event(.verifyPhone),
                view(.profileDataReview, nil),
                event(.selectInstitution, institution: .firstPlatypus),
            ] + accountsAndSuccess(.firstPlatypus)
        case .layerNotAvailable:
            return []
        case .swipeDismiss:
            return opening() + [event(.searchInstitution) { $0.institutionSearchQuery = "plat" }, .swipeDismiss]
        }
    }

    // MARK: - Building blocks

    private mutating func opening() -> [PlaidSandboxStep] {
        [
            event(.open) { [isUpdateMode] in $0.isUpdateMode = isUpdateMode ? "true" : "false" },
            view(.consent, nil),
            event(.viewDataTypes),
            view(.selectInstitution, nil),
        ]
    }

    private mutating func credentialsPrefix(_ bank: PlaidSandboxInstitution) -> [PlaidSandboxStep] {
        opening() + [
            event(.searchInstitution) { $0.institutionSearchQuery = String(bank.name.prefix(5)).lowercased() },
            event(.selectInstitution, institution: bank),
            view(.credential, bank),
            // The sandbox "types" user_good / pass_good here; credentials never appear in events.
            event(.submitCredentials, institution: bank),
            view(.loading, bank),
        ]
    }

    private mutating func accountsAndSuccess(_ bank: PlaidSandboxInstitution) -> [PlaidSandboxStep] {
        [
            view(.selectAccount, bank),
            event(.selectAccount, institution: bank),
            view(.connected, bank),
            .success(success(bank)),
            // LinkKit fires HANDOFF after onSuccess, never before.
            event(.handoff, institution: bank),
            .dismiss,
        ]
    }

    private mutating func failure(
        _ bank: PlaidSandboxInstitution, type: String, code: String, status: PlaidLinkKit.ExitStatus
    ) -> [PlaidSandboxStep] {
        credentialsPrefix(bank) + [
            errorEvent(bank, type: type, code: code),
            view(.error, bank),
            // Ordering quirk: EXIT before onExit here; the cancel script sends it after.
            event(.exit, institution: bank) {
                $0.exitStatus = status
                $0.errorCode = PlaidLinkKit.ExitErrorCode(type: type, code: code)
                $0.errorMessage = Self.message(code)
            },
            .exit(exit(exitError(type: type, code: code), status: status, institution: bank)),
            .dismiss,
        ]
    }

    private mutating func errorEvent(_ bank: PlaidSandboxInstitution, type: String, code: String) -> PlaidSandboxStep {
        event(.error, institution: bank) {
            $0.errorCode = PlaidLinkKit.ExitErrorCode(type: type, code: code)
            $0.errorMessage = Self.message(code)
        }
    }

    private mutating func view(
        _ name: PlaidLinkKit.ViewName, _ bank: PlaidSandboxInstitution?, _ edit: (inout PlaidLinkKit.EventMetadata) -> Void = { _ in }
    ) -> PlaidSandboxStep {
        event(.transitionView, institution: bank) {
            $0.viewName = name
            edit(&$0)
        }
    }

    private mutating func event(
        _ name: PlaidLinkKit.EventName, institution: PlaidSandboxInstitution? = nil,
        _ edit: (inout PlaidLinkKit.EventMetadata) -> Void = { _ in }
    ) -> PlaidSandboxStep {
        clock = clock.addingTimeInterval(0.75)
        var metadata = PlaidLinkKit.EventMetadata(
            linkSessionID: sessionID, timestamp: clock, institutionID: institution?.id,
            institutionName: institution?.name, requestID: Self.requestID())
        edit(&metadata)
        return .event(PlaidLinkKit.LinkEvent(eventName: name, metadata: metadata))
    }

    private func exitError(type: String, code: String) -> PlaidLinkKit.ExitError {
        let message = Self.message(code)
        let json = #"{"error_type":"\#(type)","error_code":"\#(code)","error_message":"\#(message)","display_message":null}"#
        return PlaidLinkKit.ExitError(
            errorCode: PlaidLinkKit.ExitErrorCode(type: type, code: code), errorMessage: message,
            displayMessage: PlaidErrorMapping.table.rule(type: type, code: code)?.note, errorJSON: json)
    }

    private func exit(
        _ error: PlaidLinkKit.ExitError?, status: PlaidLinkKit.ExitStatus, institution: PlaidSandboxInstitution?
    ) -> PlaidLinkKit.LinkExit {
        PlaidLinkKit.LinkExit(
            error: error,
            metadata: PlaidLinkKit.ExitMetadata(
                status: status, institution: institution.map { PlaidLinkKit.Institution(id: $0.id, name: $0.name) },
                linkSessionID: sessionID, requestID: Self.requestID(),
                metadataJSON: #"{"status":"\#(status)","link_session_id":"\#(sessionID)"}"#))
    }

    private func success(_ bank: PlaidSandboxInstitution) -> PlaidLinkKit.LinkSuccess {
        let publicToken = "public-sandbox-\(UUID().uuidString.lowercased())"
        let accounts = [
            PlaidLinkKit.Account(
                id: Self.accountID(), name: "Plaid Checking", mask: "0000", subtype: .depository(.checking),
                verificationStatus: nil),
            PlaidLinkKit.Account(
                id: Self.accountID(), name: "Plaid Saving", mask: "1111", subtype: .depository(.savings),
                verificationStatus: nil),
        ]
        let accountsJSON = accounts.map {
            #"{"id":"\#($0.id)","name":"\#($0.name)","mask":"\#($0.mask ?? "")","type":"\#($0.subtype.type)","subtype":"\#($0.subtype.subtype)","verification_status":null}"#
        }.joined(separator: ",")
        let json =
            #"{"public_token":"\#(publicToken)","institution":{"institution_id":"\#(bank.id)","name":"\#(bank.name)"},"accounts":[\#(accountsJSON)],"link_session_id":"\#(sessionID)"}"#
        return PlaidLinkKit.LinkSuccess(
            publicToken: publicToken,
            metadata: PlaidLinkKit.SuccessMetadata(
                institution: PlaidLinkKit.Institution(id: bank.id, name: bank.name), accounts: accounts,
                linkSessionID: sessionID, metadataJSON: json))
    }

    static func message(_ code: String) -> String {
        "sandbox: simulated \(code)"
    }

    private static func requestID() -> String {
        String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(15))
    }

    private static func accountID() -> String {
        String(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(24))
    }
}
