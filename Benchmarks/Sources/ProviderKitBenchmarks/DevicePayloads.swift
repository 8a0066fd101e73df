import Foundation

/// What each vendor SDK hands the app's glue in one realistic session, shaped as
/// `Benchmarks/transcripts.py` and the sandboxes shape them: LinkKit 7's `Codable` JSON, LinkKit
/// 1.x's `[String: Any]` metadata with `NSNull`s and its `NSError` exit, Mesh LinkSDK's message
/// dictionaries and `AccessTokenPayload`, and Meld's widget navigations and `[meld-connect]` messages.
@MainActor
enum DevicePayloads {
    nonisolated static let sessionID = "4d1c0a7e-93b2-4f61-a0d8-5e2b7c9f1a36"
    nonisolated static let institution: (id: String, name: String) = ("ins_3", "Chase")

    // MARK: - Plaid (LinkKit 7)

    /// The events of a session up to its outcome, as `onEvent` receives them.
    static let plaidEvents: [VendorJSON] = {
        func event(_ name: String, _ second: Int, _ extra: [(String, VendorJSON)] = []) -> VendorJSON {
            let metadata: [(String, VendorJSON)] =
                [
                    ("link_session_id", .string(sessionID)), ("request_id", .string("Bq7sXk2Lr9mT4vD\(second)")),
                    ("timestamp", .string("2024-05-01T12:00:\(String(format: "%02d", second)).140Z")),
                ] + extra
            return ["event_name": .string(name), "metadata": .object(metadata)]
        }
        let picked: [(String, VendorJSON)] = [
            ("institution_id", .string(institution.id)), ("institution_name", .string(institution.name)),
        ]
        return [
            event("OPEN", 1, [("is_update_mode", "false")]),
            event("TRANSITION_VIEW", 2, [("view_name", "CONSENT")]),
            event("TRANSITION_VIEW", 4, [("view_name", "SELECT_INSTITUTION")]),
            event("SEARCH_INSTITUTION", 7, [("institution_search_query", "chase")]),
            event("SELECT_INSTITUTION", 9, picked + [("match_reason", "returning_user")]),
            event("TRANSITION_VIEW", 10, [("view_name", "CREDENTIAL")] + picked),
            event("SUBMIT_CREDENTIALS", 21, picked),
            event("TRANSITION_VIEW", 22, [("view_name", "LOADING")] + picked),
            event("TRANSITION_VIEW", 25, [("view_name", "MFA"), ("mfa_type", "code")] + picked),
            event("SUBMIT_MFA", 38, [("mfa_type", "code")] + picked),
            event("TRANSITION_VIEW", 40, [("view_name", "SELECT_ACCOUNT")] + picked),
            event("SELECT_ACCOUNT", 47, picked),
        ]
    }()

    /// `onSuccess` with three accounts.
    static let plaidSuccess: VendorJSON = {
        let accounts: [(id: String, name: String, mask: String, type: String, subtype: String)] = [
            ("BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp", "Plaid Checking", "0000", "depository", "checking"),
            ("dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK", "Plaid Saving", "1111", "depository", "savings"),
            ("vzeNDwK7KQIm4yEog683uElbp9GRLEFXGK98D", "Plaid Credit Card", "3333", "credit", "credit card"),
        ]
        let token = "public-sandbox-b0e2c4d8-0f4a-4b5e-9c1d-2a3b4c5d6e7f"
        let metadataJSON: VendorJSON = [
            "public_token": .string(token), "link_session_id": .string(sessionID), "status": "connected",
            "institution": ["institution_id": .string(institution.id), "name": .string(institution.name)],
            "accounts": .array(
                accounts.map {
                    [
                        "id": .string($0.id), "name": .string($0.name), "mask": .string($0.mask), "type": .string($0.type),
                        "subtype": .string($0.subtype), "verification_status": nil,
                    ]
                }),
        ]
        return [
            "public_token": .string(token),
            "metadata": [
                "institution": ["id": .string(institution.id), "name": .string(institution.name)],
                "accounts": .array(
                    accounts.map {
                        [
                            "id": .string($0.id), "name": .string($0.name), "mask": .string($0.mask),
                            "subtype": .string("\($0.type).\($0.subtype)"), "verificationStatus": nil,
                        ]
                    }),
                "link_session_id": .string(sessionID), "metadata_json": .string(metadataJSON.text),
            ],
        ]
    }()

    /// `onExit` after wrong credentials: an error and full metadata.
    static let plaidExit: VendorJSON = {
        let metadataJSON: VendorJSON = [
            "status": "requires_credentials", "link_session_id": .string(sessionID),
            "institution": ["institution_id": .string(institution.id), "name": .string(institution.name)],
        ]
        return [
            "error": [
                "errorCode": ["type": "ITEM_ERROR", "code": "INVALID_CREDENTIALS"],
                "errorMessage": "the provided credentials were not correct", "displayMessage": "Please try again.",
                "errorJSON": nil,
            ],
            "metadata": [
                "status": "requires_credentials",
                "institution": ["id": .string(institution.id), "name": .string(institution.name)],
                "link_session_id": .string(sessionID), "request_id": "Hk3uWz8Qa1Yc5Rn",
                "metadata_json": .string(metadataJSON.text),
            ],
        ]
    }()

    // MARK: - Plaid v1 (LinkKit 1.x delegate)

    /// `didHandleEvent` calls: the event name and LinkKit 1.x's metadata, every key present.
    static let legacyEvents: [(name: String, metadata: [String: Any])] = {
        func event(_ name: String, _ second: Int, _ values: [String: Any] = [:]) -> (String, [String: Any]) {
            var metadata: [String: Any] = [
                "error_type": NSNull(), "error_code": NSNull(), "error_message": NSNull(), "exit_status": NSNull(),
                "institution_id": NSNull(), "institution_name": NSNull(), "institution_search_query": NSNull(),
                "link_session_id": sessionID, "request_id": NSNull(), "mfa_type": NSNull(), "view_name": NSNull(),
                "timestamp": "2024-05-01T12:00:\(String(format: "%02d", second)).140Z",
            ]
            metadata.merge(values) { _, new in new }
            return (name, metadata)
        }
        let picked: [String: Any] = ["institution_id": institution.id, "institution_name": institution.name]
        return [
            event("OPEN", 1),
            event("TRANSITION_VIEW", 2, ["view_name": "CONSENT"]),
            event("TRANSITION_VIEW", 4, ["view_name": "SELECT_INSTITUTION"]),
            event("SEARCH_INSTITUTION", 7, ["institution_search_query": "chase"]),
            event("SELECT_INSTITUTION", 9, picked),
            event("TRANSITION_VIEW", 10, picked.merging(["view_name": "CREDENTIAL"]) { $1 }),
            event("SUBMIT_CREDENTIALS", 21, picked),
            event("TRANSITION_VIEW", 22, picked.merging(["view_name": "LOADING"]) { $1 }),
            event("TRANSITION_VIEW", 25, picked.merging(["view_name": "MFA", "mfa_type": "code"]) { $1 }),
            event("SUBMIT_MFA", 38, picked.merging(["mfa_type": "code"]) { $1 }),
            event("TRANSITION_VIEW", 40, picked.merging(["view_name": "SELECT_ACCOUNT"]) { $1 }),
            event("SELECT_ACCOUNT", 47, picked),
        ]
    }()

    /// `didSucceedWithPublicToken`: the token and metadata with three accounts.
    static let legacySuccess: (publicToken: String, metadata: [String: Any]) = {
        func account(_ id: String, _ name: String, _ mask: String, _ type: String, _ subtype: String) -> [String: Any] {
            ["id": id, "name": name, "mask": mask, "type": type, "subtype": subtype, "verification_status": NSNull()]
        }
        return (
            "public-sandbox-6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
            [
                "status": "connected", "institution": ["name": institution.name, "institution_id": institution.id],
                "accounts": [
                    account("BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp", "Plaid Checking", "0000", "depository", "checking"),
                    account("dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK", "Plaid Saving", "1111", "depository", "savings"),
                    account("vzeNDwK7KQIm4yEog683uElbp9GRLEFXGK98D", "Plaid Credit Card", "3333", "credit", "credit card"),
                ],
                "link_session_id": sessionID, "request_id": NSNull(),
            ]
        )
    }()

    /// `didExitWithError` after wrong credentials: LinkKit 1.1's `NSError` and the exit metadata.
    static let legacyExit: (error: NSError, metadata: [String: Any]) = (
        NSError(
            domain: "PLKPlaidLinkAPIErrorDomain", code: 1206,
            userInfo: [
                "error_type": "ITEM_ERROR", "error_code": "INVALID_CREDENTIALS",
                "error_message": "the provided credentials were not correct", "display_message": NSNull(),
                NSLocalizedDescriptionKey: "the provided credentials were not correct",
            ]),
        [
            "status": "requires_credentials", "institution": ["name": institution.name, "institution_id": institution.id],
            "link_session_id": sessionID, "request_id": "Hk3uWz8Qa1Yc5Rn",
        ]
    )

    // MARK: - Mesh (LinkSDK v2)

    /// The base64 link token of a connection (not transfer) link.
    static let meshLinkToken = Data("https://web.meshconnect.com/b2b-iframe/7c1f0e9a/broker-connect?link_id=4f2a".utf8)
        .base64EncodedString()

    /// The `onEvent` messages that load Link (they mark the session loaded).
    static let meshLoadEvents: [[String: Any]] = [["type": "pageLoaded"], ["type": "loaded"]]

    /// `onEvent` messages of a loaded session up to its connection.
    static let meshEvents: [[String: Any]] = [
        ["type": "homePageLoaded"],
        ["type": "legalTermsViewed"],
        ["type": "integrationSelected", "payload": ["integrationType": "robinhood", "integrationName": "Robinhood"]],
        ["type": "credentialsEntered"],
        ["type": "integrationMfaRequired"],
        ["type": "integrationMfaEntered"],
        ["type": "integrationAccountSelectionRequired"],
        ["type": "integrationConnected", "payload": ["integrationType": "robinhood", "integrationName": "Robinhood"]],
    ]

    /// `onIntegrationConnected`'s `AccessTokenPayload` with two accounts.
    static let meshAccessToken: VendorJSON = {
        func token(_ id: String, _ name: String, fund: Double, cash: Double, suffix: String) -> VendorJSON {
            [
                "account": [
                    "accountId": .string(id), "accountName": .string(name), "fund": .number(fund), "cash": .number(cash),
                    "isReconnected": false,
                ],
                "accessToken": .string("at_5f0c2b9e8d7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e" + suffix),
                "refreshToken": .string("rt_0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b" + suffix),
            ]
        }
        return [
            "accountTokens": [
                token("6f1c2e3d4b5a69788796a5b4", "Robinhood account 1", fund: 18_342.57, cash: 1_204.11, suffix: "1"),
                token("a5b4c3d2e1f06f1c2e3d4b5a", "Robinhood account 2", fund: 2_290.4, cash: 0, suffix: "2"),
            ],
            "brokerBrandInfo": ["brokerLogo": "https://cdn.meshconnect.com/robinhood.png", "brokerPrimaryColor": "#00C805"],
            "expiresInSeconds": 3600, "refreshTokenExpiresInSeconds": 604_800, "brokerType": "robinhood",
            "brokerName": "Robinhood",
        ]
    }()

    // MARK: - Meld (widget in a web view)

    static let meldWidgetURL = "https://institution-connect-sb.meld.io/?connectToken=ct_sb_7f3c9a1e2b4d4c8f9e0a1b2c3d4e5f60"
    static let meldRedirectURI = "https://app.example.com/meld/"
    static let meldConnectionID = "conn_sb_5d2f9a7c"
    static let meldOrigin = (protocol: "https", host: "institution-connect-sb.meld.io", port: 0)
    static let meldHandlerName = "meldMessageHandler"

    /// A page of the widget loading in the root web view.
    static let meldPageNavigation = URL(string: "https://institution-connect-sb.meld.io/connect/accounts?institution=ins_3")!
    /// The OAuth popup returning to the app's redirect URI.
    static let meldRedirectNavigation = URL(
        string: "https://app.example.com/meld/?oauth_state_id=9b2e7c41-5d3a-4f8e-a6b1-c0d9e8f7a6b5")!

    /// The universal link the app receives when the bank's OAuth returns (`LinkSession.handleRedirect`).
    static let meldUniversalLink = URL(
        string: "https://app.example.com/meld/?oauth_state_id=4e8d2a61-0b7c-4f3e-9d5a-c1b2a3f4e5d6")!

    /// `[meld-connect]` messages the flow reports as events: the user's recoverable errors.
    static let meldEventMessages: [String] = [
        #"[meld-connect]error?{"details":"The credentials were not correct.","reason":"INVALID_CREDENTIALS"}"#,
        #"[meld-connect]error?{"details":"The bank is not responding","reason":"INSTITUTION_DOWN"}"#,
    ]
    /// `debug` steps, which the flow reports nothing for.
    static let meldDebugMessages: [String] = [
        #"[meld-connect]debug?{"step":"institutionSearch"}"#,
        #"[meld-connect]debug?{"step":"accounts","institutionId":"ins_3"}"#,
        #"[meld-connect]debug?{"step":"credentials","institutionId":"ins_3"}"#,
    ]
    static let meldInitMessage = "[meld-connect]init"
    /// `connect_complete` with three accounts: the success.
    static let meldCompleteMessage =
        #"[meld-connect]connect_complete?{"institutionId":"ins_3","institutionName":"Chase","accountCount":3,"accounts":[{"name":"Plaid Checking","type":"CHECKING","mask":"0000","id":"4c8f9e0a1b2c3d4e"},{"name":"Plaid Saving","type":"SAVINGS","mask":"1111","id":"5d2f9a7c6b5a4f3e"},{"name":"Plaid Credit Card","type":"CREDIT_CARD","mask":"3333","id":"0a1b2c3d4e5f6a7b"}]}"#
    /// `cancel`: the user closed the widget.
    static let meldCancelMessage = "[meld-connect]cancel"
}
