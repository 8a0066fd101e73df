import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

/// Which `PLKPlaidLinkViewController` initializer the flow calls for each kind of entry.
@Suite("Flow: which initializer runs")
@MainActor
struct LaunchTests {
    let keyEntry = ProviderEntry(
        name: "legacy", adapterName: "plaid-legacy",
        options: ["key": "pk_live", "env": "sandbox", "product": ["auth", "identity"], "clientName": "Demo"])

    func launch(
        _ token: String, entry: ProviderEntry, parameters: [String: LinkJSONValue] = [:],
        driver: PlaidLegacyManualDriver = PlaidLegacyManualDriver()
    )
        throws(LinkError) -> PlaidLegacyLaunch
    {
        let flow: any LinkFlow
        do {
            flow = try PlaidLegacyAdapter(driver: driver).makeFlow(
                request: LinkRequest(token: Secret(token), parameters: parameters), entry: entry)
        } catch {
            throw error as? LinkError ?? LinkError(code: .internal, message: "\(error)")
        }
        return (flow as! PlaidLegacyFlow).launch
    }

    @Test func selectors() throws {
        #expect(try launch("", entry: plainEntry).selector == "initWithDelegate:")
        #expect(try launch("", entry: keyEntry).selector == "initWithConfiguration:delegate:")
        #expect(
            try launch("", entry: plainEntry, parameters: ["institution": "ins_3"]).selector
                == "initWithInstitution:delegate:")
        #expect(
            try launch("", entry: keyEntry, parameters: ["institution": "ins_3"]).selector
                == "initWithInstitution:configuration:delegate:")
        #expect(try launch("public-sandbox-1", entry: plainEntry).selector == "initWithPublicToken:delegate:")
        #expect(
            try launch("public-sandbox-1", entry: keyEntry).selector == "initWithPublicToken:configuration:delegate:")
        #expect(try launch("link-sandbox-1", entry: plainEntry).selector == "initWithLinkToken:configuration:delegate:")
        let reentry = try launch(
            "link-sandbox-1", entry: plainEntry,
            parameters: ["oauthStateId": "state", "oauthNonce": "0123456789abcdef0"])
        #expect(reentry.selector == "initWithLinkToken:oauthStateId:configuration:delegate:")
    }

    @Test func publicKeyConfigurationComesFromTheEntry() throws {
        let configuration = try #require(try launch("", entry: keyEntry).configuration)
        #expect(configuration.key == "pk_live")
        #expect(configuration.env == .sandbox)
        #expect(configuration.product == [.auth, .identity])
        #expect(configuration.clientName == "Demo")
    }

    @Test func linkTokenConfigurationGetsTheExtras() throws {
        let entry = ProviderEntry(
            name: "legacy", adapterName: "plaid-legacy",
            redirectURI: try RedirectURI(validating: "https://app.example.com/oauth"),
            options: ["countryCodes": ["GB"], "language": "en", "webhook": "https://api.example.com/hook"])
        let configuration = try #require(try launch("link-production-1", entry: entry).configuration)
        #expect(configuration.env == .production)
        #expect(configuration.countryCodes == ["GB"])
        #expect(configuration.language == "en")
        #expect(configuration.oauthRedirectUri?.absoluteString == "https://app.example.com/oauth")
        let nonce = try #require(configuration.oauthNonce)
        #expect(UUID(uuidString: nonce) != nil)  // generated
    }

    /// Update mode with a link token created for update mode: the ordinary link-token initializer,
    /// nothing else on the device, and the success arrives as usual.
    @Test func updateModeWithALinkTokenNeedsNothingElse() throws {
        let run = try ManualSession(token: "link-production-update-0000", entry: plainEntry)
        #expect(run.flow.launch.selector == "initWithLinkToken:configuration:delegate:")
        #expect(!run.flow.launch.isUpdateMode)
        #expect(run.driver.calls.first?.token?.reveal() == "link-production-update-0000")
        #expect(run.driver.calls.first?.configuration?.env == .production)
        run.controller.succeed(
            publicToken: "public-production-updated",
            metadata: ["status": "connected", "institution": ["name": "Chase", "institution_id": "ins_3"]])
        let success = try #require(run.session.settledOutcome?.success)
        #expect(success.institution?.id == "ins_3")
    }

    @Test func noNonceWithoutOAuth() throws {
        #expect(try launch("link-sandbox-1", entry: plainEntry).configuration?.oauthNonce == nil)
    }

    @Test func refusals() {
        func code(
            _ token: String, _ entry: ProviderEntry, _ parameters: [String: LinkJSONValue] = [:],
            driver: PlaidLegacyManualDriver = PlaidLegacyManualDriver()
        ) -> LinkError.Code? {
            do {
                _ = try launch(token, entry: entry, parameters: parameters, driver: driver)
                return nil
            } catch {
                #expect(!error.message.contains("secret-ish"))
                return error.code
            }
        }
        #expect(code("secret-ish-token", plainEntry) == .invalidLinkToken)
        #expect(code("link-sandbox-1", keyEntry) == .configuration)
        #expect(code("link-sandbox-1", plainEntry, ["institution": "ins_3"]) == .configuration)
        #expect(code("public-sandbox-1", plainEntry, ["oauthStateId": "s"]) == .configuration)
        #expect(code("", plainEntry, ["oauthStateId": "s"]) == .configuration)
        #expect(code("public-production-1", keyEntry) == .configuration)  // environment mismatch
        #expect(code("", plainEntry, driver: PlaidLegacyManualDriver(sharedConfiguration: nil)) == .configuration)
        #expect(code("", plainEntry, ["institution": 3]) == .configuration)
        let broken = ProviderEntry(name: "legacy", adapterName: "plaid-legacy", options: ["env": "sandbox"])
        #expect(code("link-sandbox-1", broken) == .configuration)
    }
}
