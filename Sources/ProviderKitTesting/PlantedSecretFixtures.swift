/// Inputs with every shape of ``PlantedSecret`` planted where real secrets sit, for tests and
/// fuzz seeds that check no output shows them: a transcript per adapter (tokens in credentials,
/// in vendor error messages, in URLs, in malformed dates), a ProviderKit configuration and a
/// LinkKit 1.x Info.plist.
public enum PlantedSecretFixtures {
    static let publicToken = PlantedSecret.publicToken.value
    static let linkToken = PlantedSecret.linkToken.value
    static let accessToken = PlantedSecret.accessToken.value
    static let jwt = PlantedSecret.jwt.value
    static let opaque = PlantedSecret.opaque.value
    static let password = PlantedSecret.password.value

    /// One transcript of vendor-native callbacks for an adapter's replayer.
    public struct PlantedTranscript: Sendable, Hashable, CustomStringConvertible {
        /// The adapter that replays it (`plaid`, `plaid-legacy`, `mesh`, `meld`).
        public var adapterName: String
        /// The replayer's options, keyed by flag (Meld's `--widget-url` carries a planted JWT).
        public var replayOptions: [String: String] = [:]
        /// The lines, each valid.
        public var lines: [String]
        /// The adapter name.
        public var description: String { adapterName }
    }

    /// One transcript per built-in adapter, every line valid, secrets in credentials, vendor
    /// messages, URLs and a malformed date.
    public static let transcripts: [PlantedTranscript] = [
        PlantedTranscript(
            adapterName: "plaid",
            lines: [
                #"{"onLoad":{}}"#,
                #"{"onEvent":{"event_name":"ERROR","metadata":{"link_session_id":"s-1","timestamp":"2024-05-01T12:00:00.000Z","error_code":"INVALID_LINK_TOKEN","error_message":"link_token=\#(linkToken) is invalid","request_id":"r-1"}}}"#,
                #"{"onEvent":{"event_name":"OPEN","metadata":{"link_session_id":"s-1","timestamp":"…link_token=\#(linkToken) is invalid"}}}"#,
                #"{"onSuccess":{"public_token":"\#(publicToken)","metadata":{"institution":{"id":"ins_3","name":"Chase"},"accounts":[{"id":"acc","name":"Plaid Checking","mask":"0000","subtype":"depository.checking","verificationStatus":null}],"link_session_id":"s-1","metadata_json":"{\"public_token\":\"\#(publicToken)\",\"access_token\":\"\#(accessToken)\"}"}}}"#,
                #"{"onExit":{"error":{"errorCode":{"type":"INVALID_INPUT","code":"INVALID_LINK_TOKEN"},"errorMessage":"token \#(linkToken) expired, id_token \#(jwt), key \#(opaque)","displayMessage":null},"metadata":{"status":"requires_credentials","institution":null,"link_session_id":"s-1","request_id":"r-1","metadata_json":null}}}"#,
            ]),
        PlantedTranscript(
            adapterName: "plaid-legacy",
            lines: [
                #"{"delegate":"didHandleEvent","event":"ERROR","metadata":{"error_message":"access_token=\#(accessToken) refused","request_id":"r"}}"#,
                #"{"delegate":"didSucceedWithPublicToken","publicToken":"\#(publicToken)","metadata":{"status":"connected","institution":{"name":"Chase","type":"ins_3"},"access_token":"\#(accessToken)"}}"#,
                #"{"delegate":"didExitWithError","error":{"domain":"PLKPlaidLinkAPIErrorDomain","code":1210,"userInfo":{"error_message":"bad token \#(linkToken)","password":"\#(password)"}},"metadata":{"status":"requires_credentials"}}"#,
            ]),
        PlantedTranscript(
            adapterName: "mesh",
            lines: [
                #"{"onEvent":{"type":"integrationConnectionError","payload":{"errorMessage":"refresh failed for access_token=\#(accessToken)"}}}"#,
                #"{"onIntegrationConnected":{"accessToken":{"accountTokens":[{"account":{"accountId":"a1","accountName":"Individual"},"accessToken":"\#(accessToken)","refreshToken":"\#(opaque)"}],"brokerBrandInfo":{"brokerLogo":""},"expiresInSeconds":3600,"brokerType":"robinhood","brokerName":"Robinhood"}}}"#,
                #"{"onIntegrationConnected":{"delayedAuth":{"refreshToken":"\#(opaque)","brokerType":"robinhood","brokerName":"Robinhood","brokerBrandInfo":{"brokerLogo":""}}}}"#,
                #"{"onTransferFinished":{"status":"error","errorMessage":"token \#(jwt) rejected"}}"#,
            ]),
        PlantedTranscript(
            adapterName: "meld",
            replayOptions: ["--widget-url": "https://institution-connect-sb.meld.io/?connectToken=\(jwt)&lang=en", "--redirect-uri": "https://app.example.com/meld/"],
            lines: [
                #"{"navigation":"https://institution-connect-sb.meld.io/?connectToken=\#(jwt)&lang=en"}"#,
                #"{"message":"[meld-connect]error?{\"details\":\"widget https://institution-connect-sb.meld.io/?connectToken=\#(jwt) failed, password=\#(password)\",\"reason\":\"INVALID_TOKEN\"}","handler":"meldMessageHandler"}"#,
                #"{"navigation":"https://user:\#(password)@bank.example.com/cb?access_token=\#(accessToken)#id_token=\#(jwt)"}"#,
                #"{"universalLink":"https://app.example.com/meld/?oauth_state_id=s1&access_token=\#(accessToken)"}"#,
                #"{"message":"[meld-connect]init","handler":"\#(linkToken)"}"#,
                #"{"message":"[meld-connect]handover","handler":"meldMessageHandler"}"#,
            ]),
    ]

    /// A configuration with the issue's redirect URI (user and password, an `access_token`
    /// query, an `id_token` fragment), secrets under secret-named keys, and tokens used as names.
    public static let configuration = """
        {
          "version": "\(linkToken)",
          "provider": "\(publicToken)",
          "fallbacks": ["\(accessToken)", 7],
          "providers": {
            "main": {"adapter": "plaid", "redirectURI": "https://user:\(password)@app.example.com/cb?access_token=\(accessToken)#id_token=\(jwt)"},
            "\(linkToken)": {"adapter": "plaid", "redirectURI": "https://app.example.com/cb", "client_secret": "\(password)", "apiKey": "\(opaque)"},
            "other": {"adapter": "\(publicToken)"},
            "legacy": {"adapter": "plaid-legacy", "key": "\(opaque)", "env": "\(linkToken)", "product": ["\(accessToken)"], "webhook": "https://u:\(password)@hooks.example.com/?token=\(jwt)"}
          },
          "\(jwt)": {"password": "\(password)"}
        }
        """

    /// A LinkKit 1.x Info.plist with tokens as values, a key name and inside URLs.
    public static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>PLKPlaidLinkConfiguration</key>
          <dict>
            <key>clientName</key><string>App</string>
            <key>key</key><string>\(opaque)</string>
            <key>env</key><string>\(linkToken)</string>
            <key>product</key><array><string>auth</string><string>\(accessToken)</string></array>
            <key>webhook</key><string>https://user:\(password)@hooks.example.com/plaid?token=\(jwt)</string>
            <key>oauthRedirectUri</key><string>https://app.example.com/cb?access_token=\(publicToken)</string>
            <key>\(publicToken)</key><string>x</string>
            <key>password</key><string>\(password)</string>
          </dict>
        </dict>
        </plist>
        """
}
