import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// An offline LinkKit 1.x: a ``/ProviderKitPlaidLegacy/PlaidLegacyDriver`` whose controllers play one
/// ``PlaidLegacySandboxScenario`` with LinkKit 1.x's habits, quirks included:
/// - metadata dictionaries with `NSNull` values and `status: "connected"` on success;
/// - exit errors keyed by `userInfo` strings under legacy numeric codes (1210);
/// - a second `didExitWithError:` with `NSURLErrorDomain` -999 after a cancel during loading;
/// - a weak delegate (a delegate nobody retains misses every callback);
/// - an exception-like refusal (a thrown ``PlaidLegacySandboxError``) for arguments LinkKit rejects;
/// - Plaid's server checks on OAuth re-entry: another link token or nonce ends the flow with
///   `OAUTH_ERROR/INCORRECT_LINK_TOKEN` or `INCORRECT_OAUTH_NONCE`; a reused state id with
///   `OAUTH_STATE_ID_ALREADY_PROCESSED`.
///
/// Callbacks arrive asynchronously after `present`, one per main-actor turn. Nothing touches the network.
@MainActor
public final class PlaidLegacySandboxDriver: PlaidLegacyDriver {
    /// The universal link the sandbox returns to after OAuth when the entry names none.
    public static let redirectURI: RedirectURI? = try? RedirectURI(
        validating: "https://sandbox.providerkit.example/plaid-legacy/oauth")

    /// The scenario every controller plays.
    public let scenario: PlaidLegacySandboxScenario
    /// Every controller created, in order.
    public private(set) var controllers: [PlaidLegacyScriptedLinkViewController] = []
    /// Receives the OAuth universal link, as the app delegate would. When `nil`, the sandbox hands
    /// it to the controller's delegate when that is a `PlaidLegacyFlow` (matching it against the
    /// configuration's `oauthRedirectUri` first), which is what `LinkSession.handleRedirect(_:)` does.
    public var universalLinkHandler: (@MainActor (URL) -> Void)?

    private var oauthLogins: [Secret: String] = [:]
    private var processedStateIds: Set<String> = []

    /// Creates a sandbox for `scenario`.
    public init(scenario: PlaidLegacySandboxScenario) {
        self.scenario = scenario
    }

    /// A link token the sandbox accepts, `link-sandbox-<uuid>`: put it in the ``/ProviderKit/LinkRequest``
    /// (`LinkRequest(token: Secret(PlaidLegacySandboxDriver.makeLinkToken()))`) for every scenario but
    /// `update-mode`. Thread-safe; every call returns a new token.
    public nonisolated static func makeLinkToken() -> String {
        "link-sandbox-\(UUID().uuidString.lowercased())"
    }

    /// A public token the sandbox accepts for update mode (`initWithPublicToken:`),
    /// `public-sandbox-<uuid>`: the `update-mode` scenario's request carries one. Thread-safe; every
    /// call returns a new token.
    public nonisolated static func makePublicToken() -> String {
        "public-sandbox-\(UUID().uuidString.lowercased())"
    }

    /// The sandbox's Info.plist configuration: key `sandbox-public-key`, sandbox, auth.
    public var sharedConfiguration: PlaidLegacyLinkKit.PLKConfiguration? {
        var configuration = PlaidLegacyLinkKit.PLKConfiguration(key: "sandbox-public-key", env: .sandbox, product: .auth)
        configuration.clientName = "ProviderKit Sandbox"
        return configuration
    }

    // MARK: - PlaidLegacyDriver

    /// `initWithDelegate:`.
    public func makeLinkViewController(delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    {
        try make("initWithDelegate:", configuration: sharedConfiguration, delegate: delegate)
    }

    /// `initWithConfiguration:delegate:`.
    public func makeLinkViewController(configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate)
        throws -> any PlaidLegacyLinkViewController
    {
        try checkPublicKey(configuration)
        return try make("initWithConfiguration:delegate:", configuration: configuration, delegate: delegate)
    }

    /// `initWithInstitution:delegate:`.
    public func makeLinkViewController(institution: String, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    {
        try checkInstitution(institution)
        return try make("initWithInstitution:delegate:", configuration: sharedConfiguration, delegate: delegate)
    }

    /// `initWithInstitution:configuration:delegate:`.
    public func makeLinkViewController(
        institution: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        try checkInstitution(institution)
        try checkPublicKey(configuration)
        return try make("initWithInstitution:configuration:delegate:", configuration: configuration, delegate: delegate)
    }

    /// `initWithPublicToken:delegate:`.
    public func makeLinkViewController(publicToken: String, delegate: any PlaidLegacyLinkViewDelegate) throws
        -> any PlaidLegacyLinkViewController
    {
        try checkPublicToken(publicToken)
        return try make("initWithPublicToken:delegate:", configuration: sharedConfiguration, delegate: delegate)
    }

    /// `initWithPublicToken:configuration:delegate:`.
    public func makeLinkViewController(
        publicToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        try checkPublicToken(publicToken)
        try checkPublicKey(configuration)
        return try make("initWithPublicToken:configuration:delegate:", configuration: configuration, delegate: delegate)
    }

    /// `initWithLinkToken:configuration:delegate:`.
    public func makeLinkViewController(
        linkToken: String, configuration: PlaidLegacyLinkKit.PLKConfiguration, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        try checkLinkToken(linkToken, configuration: configuration)
        if configuration.oauthRedirectUri != nil, let nonce = configuration.oauthNonce {
            oauthLogins[Secret(linkToken)] = nonce
        }
        return try make("initWithLinkToken:configuration:delegate:", configuration: configuration, delegate: delegate)
    }

    /// `initWithLinkToken:oauthStateId:configuration:delegate:`. Plays Plaid's server checks first.
    public func makeLinkViewController(
        linkToken: String, oauthStateId: String, configuration: PlaidLegacyLinkKit.PLKConfiguration,
        delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> any PlaidLegacyLinkViewController {
        try checkLinkToken(linkToken, configuration: configuration)
        guard !oauthStateId.isEmpty else { throw PlaidLegacySandboxError.invalidArgument("oauthStateId is empty") }
        let sessionID = UUID().uuidString.lowercased()
        var rejection: (code: String, message: String)?
        if processedStateIds.contains(oauthStateId) {
            rejection = ("OAUTH_STATE_ID_ALREADY_PROCESSED", "this oauth_state_id was already used")
        } else if let nonce = oauthLogins[Secret(linkToken)] {
            if configuration.oauthNonce != nonce {
                rejection = ("INCORRECT_OAUTH_NONCE", "the nonce differs from the one Link was first opened with")
            }
        } else if !oauthLogins.isEmpty {
            rejection = ("INCORRECT_LINK_TOKEN", "the link token differs from the one Link was first opened with")
        }
        processedStateIds.insert(oauthStateId)
        let script: [PlaidLegacyScriptStep]
        if let rejection {
            script = [
                .event("OPEN", PlaidLegacySandboxMetadata.event(sessionID: sessionID)),
                .finishLoading,
                .exit(
                    PlaidLegacySandboxMetadata.error(
                        type: "OAUTH_ERROR", code: rejection.code, message: rejection.message, displayMessage: nil,
                        legacyCode: 1600),
                    PlaidLegacySandboxMetadata.exit(sessionID: sessionID, status: "requires_oauth", institution: nil)),
            ]
        } else {
            script = Self.oauthReturnScript(sessionID: sessionID)
        }
        return record(
            PlaidLegacyScriptedLinkViewController(
                selector: "initWithLinkToken:oauthStateId:configuration:delegate:", configuration: configuration,
                delegate: delegate, sessionID: sessionID, script: script))
    }

    // MARK: - LinkKit's argument checks (exceptions in the real SDK)

    private func checkPublicKey(_ configuration: PlaidLegacyLinkKit.PLKConfiguration) throws {
        guard !configuration.usesLinkToken else { return }
        guard !configuration.key.isEmpty else {
            throw PlaidLegacySandboxError.invalidArgument("the public key is empty")
        }
        guard !configuration.product.isEmpty else { throw PlaidLegacySandboxError.invalidArgument("no product") }
    }

    private func checkInstitution(_ institution: String) throws {
        guard !institution.isEmpty else { throw PlaidLegacySandboxError.invalidArgument("the institution id is empty") }
    }

    private func checkPublicToken(_ token: String) throws {
        guard case .publicToken = PlaidLegacyToken(token) else {
            throw PlaidLegacySandboxError.invalidArgument("not a public token")
        }
    }

    private func checkLinkToken(_ token: String, configuration: PlaidLegacyLinkKit.PLKConfiguration) throws {
        guard case .linkToken = PlaidLegacyToken(token), configuration.linkToken?.reveal() == token else {
            throw PlaidLegacySandboxError.invalidArgument(
                "the link token is malformed or differs from the configuration's")
        }
        if let nonce = configuration.oauthNonce, nonce.count < 16 {
            throw PlaidLegacySandboxError.invalidArgument("oauthNonce must be at least 16 characters")
        }
        if let redirect = configuration.oauthRedirectUri, redirect.scheme?.lowercased() != "https" {
            throw PlaidLegacySandboxError.invalidArgument("oauthRedirectUri must be a universal link")
        }
    }

    // MARK: - Scripts

    private func make(
        _ selector: String, configuration: PlaidLegacyLinkKit.PLKConfiguration?, delegate: any PlaidLegacyLinkViewDelegate
    ) throws -> PlaidLegacyScriptedLinkViewController {
        guard let configuration else {
            throw PlaidLegacySandboxError.invalidArgument("no PLKPlaidLinkConfiguration in Info.plist")
        }
        let sessionID = UUID().uuidString.lowercased()
        return record(
            PlaidLegacyScriptedLinkViewController(
                selector: selector, configuration: configuration, delegate: delegate, sessionID: sessionID,
                script: script(sessionID: sessionID, configuration: configuration)))
    }

    private func record(_ controller: PlaidLegacyScriptedLinkViewController) -> PlaidLegacyScriptedLinkViewController {
        controller.openUniversalLink = { [weak self] url, controller in
            if let handler = self?.universalLinkHandler {
                handler(url)
            } else {
                Self.deliverToFlow(url, controller: controller)
            }
        }
        controllers.append(controller)
        return controller
    }

    private static func deliverToFlow(_ url: URL, controller: PlaidLegacyScriptedLinkViewController) {
        guard let flow = controller.linkViewDelegate as? PlaidLegacyFlow,
            let redirect = controller.configuration?.oauthRedirectUri,
            let match = (try? RedirectURI(validating: redirect.absoluteString))?.match(url)
        else { return }
        _ = flow.handleRedirect(match)
    }

    private static let chase = PlaidLegacySandboxMetadata.institution(id: "ins_3", name: "Chase")
    private static let oauthBank = PlaidLegacySandboxMetadata.institution(id: "ins_127287", name: "Platypus OAuth Bank")

    private func script(sessionID: String, configuration: PlaidLegacyLinkKit.PLKConfiguration) -> [PlaidLegacyScriptStep] {
        typealias M = PlaidLegacySandboxMetadata
        func event(_ name: String, _ values: [String: Any] = [:]) -> PlaidLegacyScriptStep {
            .event(name, M.event(sessionID: sessionID, values))
        }
        func view(_ name: String) -> PlaidLegacyScriptStep { event("TRANSITION_VIEW", ["view_name": name]) }
        let chase: [String: Any] = ["institution_id": "ins_3", "institution_name": "Chase"]
        let opening: [PlaidLegacyScriptStep] = [event("OPEN"), .finishLoading, view("SELECT_INSTITUTION")]

        switch scenario {
        case .success:
            return opening + [
                event("SELECT_INSTITUTION", chase), view("CREDENTIAL"), event("SUBMIT_CREDENTIALS", chase),
                view("CONNECTED"),
                .succeed(
                    Secret("public-sandbox-\(UUID().uuidString.lowercased())"),
                    M.success(
                        sessionID: sessionID, institution: Self.chase,
                        accounts: [
                            M.account(
                                id: "acc_checking_0000", name: "Plaid Checking", mask: "0000", type: "depository",
                                subtype: "checking"),
                            M.account(
                                id: "acc_saving_1111", name: "Plaid Saving", mask: "1111", type: "depository",
                                subtype: "savings"),
                        ])),
                .late(event("HANDOFF")),
            ]
        case .cancel:
            return [
                event("OPEN"),
                .exit(nil, M.exit(sessionID: sessionID, status: nil, institution: nil)),
            ]
        case .institutionDown:
            let error = M.error(
                type: "INSTITUTION_ERROR", code: "INSTITUTION_DOWN",
                message: "this institution is not currently responding to this request. please try again soon",
                displayMessage:
                    "This financial institution is not currently responding to requests. We apologize for the inconvenience.",
                legacyCode: 1300)
            return opening + [
                event("SELECT_INSTITUTION", chase), view("CREDENTIAL"), event("SUBMIT_CREDENTIALS", chase),
                event(
                    "ERROR",
                    chase.merging([
                        "error_type": "INSTITUTION_ERROR", "error_code": "INSTITUTION_DOWN",
                        "error_message":
                            "this institution is not currently responding to this request. please try again soon",
                    ]) { _, new in new }),
                view("ERROR"),
                event("EXIT", chase.merging(["exit_status": "requires_credentials"]) { _, new in new }),
                .exit(
                    error,
                    M.exit(
                        sessionID: sessionID, status: "requires_credentials", institution: Self.chase,
                        requestID: "req-sandbox-down")),
            ]
        case .invalidCredentials:
            let error = M.error(
                type: "ITEM_ERROR", code: "INVALID_CREDENTIALS",
                message: "the provided credentials were not correct. Please try again.", displayMessage: nil,
                legacyCode: 1210)
            return opening + [
                event("SELECT_INSTITUTION", chase), view("CREDENTIAL"), event("SUBMIT_CREDENTIALS", chase),
                event(
                    "ERROR",
                    chase.merging([
                        "error_type": "ITEM_ERROR", "error_code": "INVALID_CREDENTIALS",
                        "error_message": "the provided credentials were not correct. Please try again.",
                    ]) { _, new in new }),
                event("EXIT", chase.merging(["exit_status": "requires_credentials"]) { _, new in new }),
                .exit(
                    error,
                    M.exit(
                        sessionID: sessionID, status: "requires_credentials", institution: Self.chase,
                        requestID: "req-sandbox-creds")),
            ]
        case .updateMode:
            return [
                event("OPEN"), .finishLoading, view("CREDENTIAL"), event("SUBMIT_CREDENTIALS", chase),
                view("CONNECTED"),
                .succeed(
                    Secret("public-sandbox-\(UUID().uuidString.lowercased())"),
                    M.success(
                        sessionID: sessionID, institution: Self.chase,
                        accounts: [
                            M.account(
                                id: "acc_checking_0000", name: "Plaid Checking", mask: M.null, type: "depository",
                                subtype: "checking")
                        ])),
            ]
        case .oauth:
            let oauthBank: [String: Any] = ["institution_id": "ins_127287", "institution_name": "Platypus OAuth Bank"]
            guard let redirect = configuration.oauthRedirectUri else {
                // Without a redirect URI Link cannot leave for the bank; it ends like LinkKit does.
                return opening + [
                    event("SELECT_INSTITUTION", oauthBank),
                    .exit(
                        M.error(
                            type: "INVALID_REQUEST", code: "INVALID_FIELD",
                            message: "oauth_redirect_uri is required for OAuth institutions", displayMessage: nil,
                            legacyCode: 1100),
                        M.exit(sessionID: sessionID, status: "requires_oauth", institution: Self.oauthBank)),
                ]
            }
            var components = URLComponents(url: redirect, resolvingAgainstBaseURL: false)
            components?.queryItems = [
                URLQueryItem(name: PlaidLegacyLinkKit.PLKConstants.oauthStateIdQueryItem, value: UUID().uuidString.lowercased())
            ]
            return opening + [
                event("SELECT_INSTITUTION", oauthBank), view("OAUTH"), event("OPEN_OAUTH", oauthBank),
            ] + (components?.url.map { [.openUniversalLink($0)] } ?? [])
        }
    }

    private static func oauthReturnScript(sessionID: String) -> [PlaidLegacyScriptStep] {
        typealias M = PlaidLegacySandboxMetadata
        let bank: [String: Any] = ["institution_id": "ins_127287", "institution_name": "Platypus OAuth Bank"]
        return [
            .event("OPEN", M.event(sessionID: sessionID)), .finishLoading,
            .event(
                "TRANSITION_VIEW",
                M.event(sessionID: sessionID, ["view_name": "CONNECTED"].merging(bank) { _, new in new })),
            .succeed(
                Secret("public-sandbox-\(UUID().uuidString.lowercased())"),
                M.success(
                    sessionID: sessionID, institution: oauthBank,
                    accounts: [
                        M.account(
                            id: "acc_oauth_2222", name: "Platypus Checking", mask: "2222", type: "depository",
                            subtype: "checking")
                    ])),
            .late(.event("HANDOFF", M.event(sessionID: sessionID))),
        ]
    }
}
