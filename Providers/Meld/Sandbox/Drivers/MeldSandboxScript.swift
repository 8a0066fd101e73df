import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

/// The offline widget behaviour of each ``MeldSandbox`` scenario: the navigations, script messages,
/// popups and universal links a ``MeldScriptedWebViewHost`` plays.
enum MeldSandboxScript {
    static let completePayload =
        #"{"institutionId":"ins_sandbox_1","institutionName":"Sandbox Bank","accountCount":2,"accounts":[{"name":"Everyday Checking","type":"CHECKING","mask":"0000"},{"name":"Rainy Day Savings","type":"SAVINGS","mask":"1111"}]}"#

    static let successTail: [MeldScriptedWebViewHost.Step] = [
        .message("[meld-connect]connect_complete?" + completePayload),
        .message("[meld-connect]handover"),
    ]

    /// The script for a scenario, or `nil` for an unknown name.
    static func script(for scenario: SandboxScenario.Name) -> [MeldScriptedWebViewHost.Step]? {
        let start: [MeldScriptedWebViewHost.Step] = [
            .navigate(MeldSandbox.widgetURL), .message("[meld-connect]init"), .message("[meld-connect]debug?{\"step\":\"picker\"}"),
        ]
        switch scenario {
        case .success:
            return start + successTail
        case .cancel:
            return start + [.message("[meld-connect]cancel")]
        case .institutionDown:
            return start + [
                .message(#"[meld-connect]error?{"details":"The bank is not responding","reason":"INSTITUTION_DOWN"}"#),
                .message("[meld-connect]cancel"),
            ]
        case "mx-oauth":
            let metadata = MeldWidgetEngine.percentEncode(#"{"url":"https://bank.example.com/oauth/authorize?client=meld"}"#)
            return start + [
                .navigate("mx://oauthRequested?metadata=" + metadata),
                .universalLink(MeldSandbox.redirectURI + "?status=success&member_guid=MBR-sandbox"),
            ] + successTail
        case "plaid-oauth":
            return start + [
                .popup("https://bank.example.com/oauth/login"),
                .navigate("https://bank.example.com/oauth/consent", in: .popup),
                .navigate(MeldSandbox.redirectURI + "?oauth_state_id=" + MeldSandbox.oauthStateID, in: .popup),
                .message("[meld-connect]init"),
            ] + successTail
        default:
            return nil
        }
    }
}
