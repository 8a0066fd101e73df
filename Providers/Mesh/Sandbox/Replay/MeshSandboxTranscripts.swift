import ProviderKit
import ProviderKitTesting

extension MeshSandbox {
    /// The transcript of each required scenario: the LinkSDK callbacks ``MeshSandboxDriver`` makes
    /// for it, one per line in the `providerkit replay` format, with the scenario's link token as
    /// `--link-token`. Other scenarios have none. The conformance suite replays them and checks
    /// that the replay ends like the live sandbox run.
    @MainActor public static func transcript(for scenario: SandboxScenario.Name) -> SandboxTranscript? {
        let text: String
        switch scenario {
        case .success: text = successTranscript
        case .cancel: text = cancelTranscript
        case .institutionDown: text = institutionDownTranscript
        default: return nil
        }
        let token = MeshSandboxScenario(rawValue: scenario.rawValue)?.linkToken ?? ""
        return SandboxTranscript(text: text, replayOptions: [linkTokenReplayOption: token])
    }

    static let successTranscript = #"""
        {"onEvent":{"type":"loaded"}}
        {"onEvent":{"type":"integrationSelected","payload":{"integrationType":"robinhood","integrationName":"Robinhood"}}}
        {"onEvent":{"type":"credentialsEntered"}}
        {"onIntegrationConnected":{"accessToken":{"accountTokens":[{"account":{"accountId":"sandbox-rh-1","accountName":"Robinhood Individual","cash":1250},"accessToken":"sandbox-access-token-1","refreshToken":"sandbox-refresh-token-1"},{"account":{"accountId":"sandbox-rh-2","accountName":"Robinhood Roth IRA"},"accessToken":"sandbox-access-token-2"}],"brokerBrandInfo":{"brokerLogo":"iVBORw0KGgo=","brokerPrimaryColor":"#00C805"},"expiresInSeconds":3600,"refreshTokenExpiresInSeconds":86400,"brokerType":"robinhood","brokerName":"Robinhood"}}}
        {"onExit":{}}
        """#

    static let cancelTranscript = #"""
        {"onEvent":{"type":"loaded"}}
        {"onEvent":{"type":"integrationSelected","payload":{"integrationType":"robinhood","integrationName":"Robinhood"}}}
        {"onExit":{}}
        """#

    static let institutionDownTranscript = #"""
        {"onEvent":{"type":"loaded"}}
        {"onEvent":{"type":"integrationSelected","payload":{"integrationType":"robinhood","integrationName":"Robinhood"}}}
        {"onEvent":{"type":"credentialsEntered"}}
        {"onEvent":{"type":"integrationConnectionError","payload":{"errorMessage":"Robinhood is temporarily unavailable. Please try again later."}}}
        {"onExit":{}}
        """#
}
