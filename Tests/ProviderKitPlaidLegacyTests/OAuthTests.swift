import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

/// Returning to the app from a bank's OAuth page, through the v1 delegate flow.
@Suite("Flow: OAuth re-entry")
@MainActor
struct OAuthTests {
    let entry = ProviderEntry(
        name: "legacy", adapterName: "plaid-legacy",
        redirectURI: try! RedirectURI(validating: "https://app.example.com/plaid/oauth"))
    let nonce = "nonce-0123456789abcdef"

    @Test func redirectRecreatesTheControllerWithTheSameTokenAndNonce() throws {
        let run = try ManualSession(
            token: "link-sandbox-first", entry: entry, parameters: ["oauthNonce": .string(nonce)])
        let url = try #require(URL(string: "https://app.example.com/plaid/oauth?oauth_state_id=state-1"))
        #expect(run.session.handleRedirect(url))
        let calls = run.driver.calls
        #expect(
            calls.map(\.selector) == [
                "initWithLinkToken:configuration:delegate:", "initWithLinkToken:oauthStateId:configuration:delegate:",
            ])
        #expect(calls[1].token?.reveal() == "link-sandbox-first")
        #expect(calls[1].oauthStateId == "state-1")
        #expect(calls[1].configuration?.oauthNonce == nonce)
        #expect(run.driver.controllers[0].dismissCount == 1)
        #expect(run.driver.controllers[1].presentCount == 1)
        // The replaced controller's callbacks are ignored; the new one's count.
        run.driver.controllers[0].exit(error: nil, metadata: nil)
        #expect(run.session.settledOutcome == nil)
        run.driver.controllers[1].succeed(publicToken: "public-sandbox-2", metadata: ["status": "connected"])
        #expect(run.session.settledOutcome?.success != nil)
    }

    @Test func unrelatedOrIncompleteLinksAreNotConsumed() throws {
        let run = try ManualSession(token: "link-sandbox-first", entry: entry)
        #expect(!run.session.handleRedirect(URL(string: "https://app.example.com/other?oauth_state_id=x")!))
        #expect(!run.session.handleRedirect(URL(string: "myapp://plaid/oauth?oauth_state_id=x")!))
        #expect(!run.session.handleRedirect(URL(string: "https://app.example.com/plaid/oauth?state=x")!))
        #expect(run.driver.calls.count == 1)
    }

    @Test func reentryInANewSessionChecksTokenAndNonce() throws {
        let driver = PlaidLegacyManualDriver()
        let adapter = PlaidLegacyAdapter(driver: driver)
        _ = try ManualSession(
            token: "link-sandbox-first", entry: entry, parameters: ["oauthNonce": .string(nonce)], adapter: adapter)

        func attempt(_ token: String, _ parameters: [String: LinkJSONValue]) -> LinkError? {
            do {
                _ = try adapter.makeFlow(
                    request: LinkRequest(token: Secret(token), parameters: parameters), entry: entry)
                return nil
            } catch { return error as? LinkError }
        }
        let wrongToken = try #require(
            attempt("link-sandbox-other", ["oauthStateId": "s", "oauthNonce": .string(nonce)]))
        #expect(wrongToken.code == .configuration)
        #expect(wrongToken.message.contains("INCORRECT_LINK_TOKEN"))
        #expect(!wrongToken.message.contains("link-sandbox-other"))
        let wrongNonce = try #require(
            attempt("link-sandbox-first", ["oauthStateId": "s", "oauthNonce": "another-nonce-0123456"]))
        #expect(wrongNonce.code == .configuration)
        #expect(wrongNonce.message.contains("INCORRECT_OAUTH_NONCE"))
        // Nothing reached LinkKit for the refused attempts.
        #expect(driver.calls.count == 1)
        // Same token, nonce omitted: the pending login's nonce is used.
        #expect(attempt("link-sandbox-first", ["oauthStateId": "s"]) == nil)
        #expect(driver.calls.count == 1)  // makeFlow does not call LinkKit
    }

    @Test func reentryAfterARelaunchNeedsTheNonce() throws {
        let adapter = PlaidLegacyAdapter(driver: PlaidLegacyManualDriver())
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(
                request: LinkRequest(token: Secret("link-sandbox-1"), parameters: ["oauthStateId": "s"]), entry: entry)
        }
        let flow = try adapter.makeFlow(
            request: LinkRequest(
                token: Secret("link-sandbox-1"), parameters: ["oauthStateId": "s", "oauthNonce": .string(nonce)]),
            entry: entry)
        #expect((flow as? PlaidLegacyFlow)?.launch.configuration?.oauthNonce == nonce)
    }

    @Test func aNonceIsNeverReusedForANewLogin() throws {
        let adapter = PlaidLegacyAdapter(driver: PlaidLegacyManualDriver())
        _ = try ManualSession(
            token: "link-sandbox-1", entry: entry, parameters: ["oauthNonce": .string(nonce)], adapter: adapter)
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(
                request: LinkRequest(token: Secret("link-sandbox-2"), parameters: ["oauthNonce": .string(nonce)]),
                entry: entry)
        }
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(
                request: LinkRequest(token: Secret("link-sandbox-2"), parameters: ["oauthNonce": "short"]), entry: entry
            )
        }
    }

    @Test func aConfiguredNonceServesOneLoginOnly() throws {
        var options = entry.options
        options["oauthNonce"] = "fixed-nonce-0123456789"
        let fixed = ProviderEntry(
            name: "legacy", adapterName: "plaid-legacy", redirectURI: entry.redirectURI, options: options)
        let adapter = PlaidLegacyAdapter(driver: PlaidLegacyManualDriver())
        _ = try ManualSession(token: "link-sandbox-1", entry: fixed, adapter: adapter)
        #expect(throws: LinkError.self) {
            try adapter.makeFlow(request: LinkRequest(token: Secret("link-sandbox-2")), entry: fixed)
        }
    }

    @Test func theSandboxPlaysPlaidsServerChecks() async throws {
        // Bypassing ProviderKit's checks, the sandbox answers the way Plaid would.
        final class Recording: PlaidLegacyLinkViewDelegate {
            var exits: [NSError?] = []
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didSucceedWithPublicToken t: String, metadata: [String: Any]?
            ) {}
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didExitWithError e: (any Error)?, metadata: [String: Any]?
            ) { exits.append(e.map { $0 as NSError }) }
            func linkViewController(
                _ c: any PlaidLegacyLinkViewController, didHandleEvent e: String, metadata: [String: Any]?
            ) {}
            func linkViewControllerDidDisappear(_ c: any PlaidLegacyLinkViewController) {}
        }
        let delegate = Recording()
        let driver = PlaidLegacySandboxDriver(scenario: .oauth)
        var configuration = try PlaidLegacyLinkKit.PLKConfiguration(linkToken: "link-sandbox-1")
        configuration.oauthRedirectUri = URL(string: "https://app.example.com/oauth")
        configuration.oauthNonce = "first-nonce-0123456789"
        _ = try driver.makeLinkViewController(
            linkToken: "link-sandbox-1", configuration: configuration, delegate: delegate)
        configuration.oauthNonce = "other-nonce-0123456789"
        let wrong = try driver.makeLinkViewController(
            linkToken: "link-sandbox-1", oauthStateId: "s", configuration: configuration, delegate: delegate)
        wrong.present(using: .automatic)
        await settle()
        let error = try #require(delegate.exits.first ?? nil)
        #expect(error.userInfo["error_code"] as? String == "INCORRECT_OAUTH_NONCE")
        #expect(PlaidLegacyMapping.error(PlaidLegacyLinkKit.PLKExitError(error)).vendorType == "OAUTH_ERROR")
        #expect(throws: PlaidLegacySandboxError.self) {
            try driver.makeLinkViewController(
                linkToken: "not-a-token", configuration: configuration, delegate: delegate)
        }
    }
}
