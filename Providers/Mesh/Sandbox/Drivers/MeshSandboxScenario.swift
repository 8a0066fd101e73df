import Foundation
import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// The offline scenarios ``MeshSandboxDriver`` plays, each the callback sequence LinkSDK v2 makes.
public enum MeshSandboxScenario: String, Sendable, CaseIterable {
    /// Robinhood connects; Link then sends `done`, which v2 delivers as a second terminal `onExit()`.
    case success
    /// The user picks a broker and closes Link.
    case cancel
    /// `integrationConnectionError` ("temporarily unavailable"), then the user closes Link.
    case institutionDown = "institution-down"
    /// A broker connects with delayed authentication (a refresh token).
    case delayedAuth = "delayed-auth"
    /// A transfer link: preview, `transferFinished` event, `onTransferFinished(.success)`, exit.
    case transfer
    /// A transfer link whose execution fails: `onTransferFinished(.error)`, then exit.
    case transferError = "transfer-error"
    /// A link token that is not base64: `createHandler()` fails with "Invalid linkToken".
    case invalidToken = "invalid-token"

    /// The `--scenario` name.
    public var name: String { rawValue }

    /// One sentence for `providerkit link --help`.
    public var summary: String {
        switch self {
        case .success: return "Robinhood connects with two accounts; Link's trailing exit is dropped."
        case .cancel: return "The user selects a broker, then closes Link."
        case .institutionDown: return "A connection error (broker unavailable), then exit: an institutionUnavailable exit."
        case .delayedAuth: return "A broker connects with delayed authentication (refresh token credential)."
        case .transfer: return "A transfer link sends 12.5 USDC: a success carrying the transfer result."
        case .transferError: return "A transfer link whose transfer fails: a transferFailed exit."
        case .invalidToken: return "createHandler() refuses the token: an invalidLinkToken exit before Link shows."
        }
    }

    /// The link token the scenario's request carries.
    public var linkToken: String {
        switch self {
        case .invalidToken: return "not a base64 link token!"
        case .transfer, .transferError: return Self.token(for: "https://sandbox.providerkit.invalid/mesh/transfer?transfer_token=sandbox-transfer")
        default: return Self.token(for: "https://sandbox.providerkit.invalid/mesh/broker-connect?link_id=sandbox")
        }
    }

    /// Base64 of `url`, the way Mesh's server encodes a catalog URL as a link token.
    public static func token(for url: String) -> String { Data(url.utf8).base64EncodedString() }

    /// The callbacks, in order.
    var steps: [MeshSandboxStep] {
        let selected: MeshSandboxStep = .event(
            "integrationSelected", ["integrationType": "robinhood", "integrationName": "Robinhood"])
        switch self {
        case .success:
            return [
                .event("loaded", nil), selected, .event("credentialsEntered", nil),
                .connected(.accessToken(Self.robinhood)), .exit,
            ]
        case .cancel:
            return [.event("loaded", nil), selected, .exit]
        case .institutionDown:
            return [
                .event("loaded", nil), selected, .event("credentialsEntered", nil),
                .event(
                    "integrationConnectionError",
                    ["errorMessage": "Robinhood is temporarily unavailable. Please try again later."]),
                .exit,
            ]
        case .delayedAuth:
            return [
                .event("loaded", nil), selected, .event("credentialsEntered", nil),
                .connected(
                    .delayedAuth(
                        MeshLinkSDK.DelayedAuthPayload(
                            refreshTokenExpiresInSeconds: 86_400, brokerType: "robinhood",
                            refreshToken: Secret("sandbox-refresh-token"), brokerName: "Robinhood",
                            brokerBrandInfo: Self.brand))),
                .exit,
            ]
        case .transfer:
            let success = MeshLinkSDK.TransferFinishedSuccessPayload(
                txId: "0xsandboxtx", fromAddress: "0xsandboxfrom", toAddress: "0xsandboxto", symbol: "USDC",
                amount: 12.5, networkId: "sandbox-network-ethereum")
            return [
                .event("loaded", nil), .event("transferStarted", nil),
                .event(
                    "transferPreviewed",
                    [
                        "amount": 12.5, "symbol": "USDC", "toAddress": "0xsandboxto",
                        "networkId": "sandbox-network-ethereum", "previewId": "sandbox-preview",
                    ]),
                .transferFinished(.success(success)), .exit,
            ]
        case .transferError:
            let message = "Insufficient balance to cover the network fee."
            return [
                .event("loaded", nil), .event("transferStarted", nil),
                .event("transferExecutionError", ["errorMessage": .string(message)]),
                .transferFinished(.error(MeshLinkSDK.TransferFinishedErrorPayload(errorMessage: message))), .exit,
            ]
        case .invalidToken:
            return []
        }
    }

    static let brand = MeshLinkSDK.BrandInfo(brokerLogo: "iVBORw0KGgo=", brokerPrimaryColor: "#00C805")

    static let robinhood = MeshLinkSDK.AccessTokenPayload(
        accountTokens: [
            MeshLinkSDK.AccountToken(
                account: MeshLinkSDK.Account(accountId: "sandbox-rh-1", accountName: "Robinhood Individual", cash: 1250),
                accessToken: Secret("sandbox-access-token-1"), refreshToken: Secret("sandbox-refresh-token-1")),
            MeshLinkSDK.AccountToken(
                account: MeshLinkSDK.Account(accountId: "sandbox-rh-2", accountName: "Robinhood Roth IRA"),
                accessToken: Secret("sandbox-access-token-2")),
        ], brokerBrandInfo: brand, expiresInSeconds: 3600, refreshTokenExpiresInSeconds: 86_400,
        brokerType: "robinhood", brokerName: "Robinhood")
}
