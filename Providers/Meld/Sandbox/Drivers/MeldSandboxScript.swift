import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitTesting

/// The offline widget behaviour of each ``MeldSandbox`` scenario: the navigations, script messages,
/// popups and universal links a ``MeldScriptedWebViewHost`` plays.
enum MeldSandboxScript {
    /// The bank a scenario links when the widget URL names none.
    static let defaultInstitution = LinkInstitution(id: "ins_sandbox_1", name: "Sandbox Bank")

    /// The `connect_complete` payload: two accounts at `institution`.
    static func completePayload(_ institution: LinkInstitution) -> String {
        let id = JSONWriter.string(institution.id.map(LinkJSONValue.string) ?? .null)
        let name = JSONWriter.string(institution.name.map(LinkJSONValue.string) ?? .null)
        return #"{"institutionId":\#(id),"institutionName":\#(name),"accountCount":2,"accounts":[{"name":"Everyday Checking","type":"CHECKING","mask":"0000"},{"name":"Rainy Day Savings","type":"SAVINGS","mask":"1111"}]}"#
    }

    static func successTail(_ institution: LinkInstitution) -> [MeldScriptedWebViewHost.Step] {
        [.message("[meld-connect]connect_complete?" + completePayload(institution)), .message("[meld-connect]handover")]
    }

    /// The script for a scenario played on the widget at `widgetURL`, or `nil` for an unknown
    /// name. The widget links the institution the URL names (``MeldSandbox/widgetURL(naming:)``),
    /// as Meld's widget links the one your server passed to `connect/start`.
    static func script(
        for scenario: SandboxScenario.Name, widgetURL: String = MeldSandbox.widgetURL
    ) -> [MeldScriptedWebViewHost.Step]? {
        let linked = successTail(MeldSandbox.institution(namedBy: widgetURL) ?? defaultInstitution)
        let start: [MeldScriptedWebViewHost.Step] = [
            .navigate(widgetURL), .message("[meld-connect]init"), .message("[meld-connect]debug?{\"step\":\"picker\"}"),
        ]
        switch scenario {
        case .success:
            return start + linked
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
            ] + linked
        case "plaid-oauth":
            return start + [
                .popup("https://bank.example.com/oauth/login"),
                .navigate("https://bank.example.com/oauth/consent", in: .popup),
                .navigate(MeldSandbox.redirectURI + "?oauth_state_id=" + MeldSandbox.oauthStateID, in: .popup),
                .message("[meld-connect]init"),
            ] + linked
        default:
            return nil
        }
    }
}
