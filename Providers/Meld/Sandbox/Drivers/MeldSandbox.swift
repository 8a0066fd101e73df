import Foundation
import ProviderKit

/// The offline sandbox: scripted widget behaviour for each scenario, played by a
/// ``MeldScriptedWebViewHost``.
public enum MeldSandbox {
    /// The widget URL sandbox requests carry (Meld's sandbox host, a fake connect token).
    public static let widgetURL = "https://institution-connect-sb.meld.io/?connectToken=sandbox-connect-token-0000"
    /// The redirect URI sandbox sessions use when their entry has none.
    public static let redirectURI = "https://app.example.com/meld/"
    /// The connection id sandbox requests carry.
    public static let connectionID = "sandbox-connection-0001"
    /// The Plaid OAuth state id the `plaid-oauth` scenario returns with.
    public static let oauthStateID = "11834d6d-7d09-459b-b757-068697a5a07b"

    /// The scenarios.
    public static let scenarios: [SandboxScenario] = [
        SandboxScenario(SandboxScenario.success, "The user links two accounts at a bank; connect_complete, then handover."),
        SandboxScenario(SandboxScenario.cancel, "The widget loads and the user closes it."),
        SandboxScenario(
            SandboxScenario.institutionDown,
            "The bank is down: an error message (INSTITUTION_DOWN), then a cancel; the exit is the error, with fallbacks."),
        SandboxScenario(
            "mx-oauth",
            "MX app-to-app: mx://oauthRequested opens the bank externally, the bank returns to the redirect URI with status=success, then success."),
        SandboxScenario(
            "plaid-oauth",
            "Plaid OAuth in a popup: the return carries oauth_state_id and the widget reloads with plaidStateId, then success."),
    ]

    static let completePayload =
        #"{"institutionId":"ins_sandbox_1","institutionName":"Sandbox Bank","accountCount":2,"accounts":[{"name":"Everyday Checking","type":"CHECKING","mask":"0000"},{"name":"Rainy Day Savings","type":"SAVINGS","mask":"1111"}]}"#

    static let successTail: [MeldScriptedWebViewHost.Step] = [
        .message("[meld-connect]connect_complete?" + completePayload),
        .message("[meld-connect]handover"),
    ]

    /// The script for a scenario, or `nil` for an unknown name.
    public static func script(for scenario: String) -> [MeldScriptedWebViewHost.Step]? {
        let start: [MeldScriptedWebViewHost.Step] = [
            .navigate(widgetURL), .message("[meld-connect]init"), .message("[meld-connect]debug?{\"step\":\"picker\"}"),
        ]
        switch scenario {
        case SandboxScenario.success:
            return start + successTail
        case SandboxScenario.cancel:
            return start + [.message("[meld-connect]cancel")]
        case SandboxScenario.institutionDown:
            return start + [
                .message(#"[meld-connect]error?{"details":"The bank is not responding","reason":"INSTITUTION_DOWN"}"#),
                .message("[meld-connect]cancel"),
            ]
        case "mx-oauth":
            let metadata = MeldWidgetEngine.percentEncode(#"{"url":"https://bank.example.com/oauth/authorize?client=meld"}"#)
            return start + [
                .navigate("mx://oauthRequested?metadata=" + metadata),
                .universalLink(redirectURI + "?status=success&member_guid=MBR-sandbox"),
            ] + successTail
        case "plaid-oauth":
            return start + [
                .popup("https://bank.example.com/oauth/login"),
                .navigate("https://bank.example.com/oauth/consent", in: .popup),
                .navigate(redirectURI + "?oauth_state_id=" + oauthStateID, in: .popup),
                .message("[meld-connect]init"),
            ] + successTail
        default:
            return nil
        }
    }
}

/// A ``MeldWebViewDriver`` whose hosts play one sandbox scenario.
public struct MeldSandboxDriver: MeldWebViewDriver {
    /// The scenario's steps.
    public let script: [MeldScriptedWebViewHost.Step]

    /// A driver playing `script`.
    public init(script: [MeldScriptedWebViewHost.Step]) {
        self.script = script
    }

    /// A scripted host.
    @MainActor public func makeHost() -> any MeldWebViewHost {
        MeldScriptedWebViewHost(script: script)
    }
}
