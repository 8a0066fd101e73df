import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

@MainActor
@Suite struct SandboxTests {
    @Test func descriptorListsTheRequiredScenarios() {
        let names = PlaidSandbox.scenarios.map(\.name)
        for required in SandboxScenario.Name.required + ["invalid-credentials", "mfa", "oauth"] {
            #expect(names.contains(required), "\(required)")
        }
        #expect(names.contains { $0.rawValue.hasPrefix("error:") })
        #expect(PlaidSandbox.scenarios.first { $0.name.rawValue.hasPrefix("error:") }?.summary.contains("any code") == true)
        #expect(PlaidAdapter.descriptor.name == "plaid")
        #expect(PlaidAdapter.descriptor.requiresRedirectURI)
        #expect(PlaidAdapter.descriptor.options.map(\.key) == ["mode"])
        for name in names { #expect(throws: Never.self) { _ = try PlaidSandboxScenario(name: name) } }
    }

    @Test func sandboxTokenLooksLikeALinkKitToken() throws {
        let run = try PlaidSandbox.makeRun(for: "success")
        let token = run.request.token.reveal()
        #expect(token.hasPrefix("link-sandbox-"))
        #expect(UUID(uuidString: String(token.dropFirst("link-sandbox-".count))) != nil)
        #expect(!"\(run.request)".contains(token))
    }

    @Test func unknownScenariosAreRejected() {
        #expect(throws: LinkError.self) { _ = try PlaidSandbox.makeRun(for: "nope") }
        #expect(throws: LinkError.self) { _ = try PlaidSandbox.makeRun(for: "error:NOT_A_CODE") }
    }

    @Test func success() async throws {
        let (_, r) = try await runScenario("success")
        let success = try #require(r.successes.first)
        #expect(r.exits.isEmpty)
        #expect(success.institution == LinkInstitution(id: "ins_109508", name: "First Platypus Bank"))
        #expect(success.accounts.map(\.mask) == ["0000", "1111"])
        #expect(success.accounts.allSatisfy { $0.type == .depository })
        #expect(success.credential.kind == .publicToken)
        #expect(success.sessionID != nil)
        let names = r.events.map(\.vendorEventName)
        #expect(names.first == "OPEN")
        for name in ["TRANSITION_VIEW", "SEARCH_INSTITUTION", "SELECT_INSTITUTION", "SUBMIT_CREDENTIALS", "SELECT_ACCOUNT", "HANDOFF"] {
            #expect(names.contains(name), "\(name)")
        }
        // HANDOFF after onSuccess.
        let successIndex = try #require(r.order.firstIndex(of: "success"))
        #expect(r.order.firstIndex(of: "event:HANDOFF")! > successIndex)
        #expect(r.loads == 1)
    }

    @Test func cancel() async throws {
        let (_, r) = try await runScenario("cancel")
        let exit = try #require(r.exits.first)
        #expect(exit.reason == .userCancelled)
        #expect(exit.stage == .institutionSelection)
        #expect(r.successes.isEmpty)
        // The EXIT event arrives after onExit and is still delivered.
        #expect(r.order.suffix(2) == ["exit", "event:EXIT"])
    }

    @Test func institutionDown() async throws {
        let (_, r) = try await runScenario("institution-down")
        let error = try #require(r.exits.first?.error)
        #expect(error.code == .institutionUnavailable)
        #expect(error.vendorType == "INSTITUTION_ERROR")
        #expect(error.vendorCode == "INSTITUTION_DOWN")
        #expect(r.exits.first?.stage == .credentials)
    }

    @Test func invalidCredentials() async throws {
        let (_, r) = try await runScenario("invalid-credentials")
        #expect(r.exits.first?.error?.code == .invalidCredentials)
        #expect(r.exits.first?.error?.recovery == .retry)
        #expect(r.events.contains { $0.name == .error && $0.error?.code == .invalidCredentials })
    }

    @Test func mfa() async throws {
        let (_, r) = try await runScenario("mfa")
        #expect(r.successes.count == 1)
        #expect(r.events.contains { $0.name == .mfaSubmitted })
        #expect(r.events.contains { $0.view == "MFA" && $0.stage == .mfa })
    }

    @Test func oauth() async throws {
        let (_, r) = try await runScenario("oauth")
        #expect(r.successes.first?.institution?.id == "ins_127287")
        #expect(r.events.contains { $0.name == .oauthStarted })
    }

    @Test(arguments: PlaidErrorMapping.table.rules.map(\.key))
    func errorScenarioForEveryCatalogCode(_ key: VendorErrorKey) async throws {
        let spec = key.type.map { "\($0)/\(key.code)" } ?? key.code
        let (_, r) = try await runScenario(SandboxScenario.Name(rawValue: "error:\(spec)"))
        let error = try #require(r.exits.first?.error)
        #expect(error.code == PlaidErrorMapping.table.rule(type: key.type, code: key.code)?.unifiedCode)
        #expect(error.vendorCode == key.code)
        #expect(error.code != .unknown)
    }

    /// A scenario's name parses back to the same scenario, including codes shared by several types.
    @Test func scenarioNamesRoundTrip() throws {
        var scenarios: [PlaidSandboxScenario] = [
            .success, .cancel, .institutionDown, .invalidCredentials, .mfa, .oauth, .layer, .layerNotAvailable,
            .headless, .embedded, .swipeDismiss,
        ]
        scenarios += PlaidErrorMapping.table.rules.map { .error($0.key) }
        for scenario in scenarios {
            #expect(try PlaidSandboxScenario(name: scenario.name) == scenario, "\(scenario.name)")
        }
        #expect(PlaidSandboxScenario.error(VendorErrorKey(type: "AUTH_ERROR", code: "PRODUCT_NOT_READY")).name == "error:AUTH_ERROR/PRODUCT_NOT_READY")
    }

    @Test func errorScenarioAcceptsABareCode() throws {
        #expect(try PlaidSandboxScenario(name: "error:ITEM_LOGIN_REQUIRED") == .error(VendorErrorKey(type: "ITEM_ERROR", code: "ITEM_LOGIN_REQUIRED")))
    }

    @Test func layer() async throws {
        let (_, r) = try await runScenario("layer")
        #expect(r.successes.count == 1)
        #expect(r.events.first?.vendorEventName == "LAYER_READY")
    }

    @Test func layerNotAvailable() async throws {
        let (_, r) = try await runScenario("layer-not-available")
        #expect(r.exits.first?.error?.vendorCode == "LAYER_NOT_AVAILABLE")
    }

    @Test func headless() async throws {
        let (_, r) = try await runScenario("headless")
        #expect(r.successes.count == 1)
    }

    @Test func embedded() async throws {
        let (_, r) = try await runScenario("embedded")
        #expect(r.successes.count == 1)
        #expect(r.events.contains { $0.vendorEventName == "MATCHED_SELECT_INSTITUTION" })
    }

    @Test func swipeDismiss() async throws {
        let (_, r) = try await runScenario("swipe-dismiss")
        #expect(r.exits.first?.reason == .userCancelled)
        #expect(r.diagnostics.contains { $0.code == LinkDiagnostic.Code.plaidDismissedWithoutCallback })
    }

    @Test func sandboxRefusesMalformedTokensLikeLinkKit() {
        let driver = PlaidSandboxDriver(scenario: .success)
        #expect(throws: PlaidLinkKit.ConfigurationError.self) {
            _ = try driver.createPlaidLinkSession(
                configuration: PlaidLinkKit.LinkTokenConfiguration(
                    token: "link-development-x", onSuccess: { _ in }, onExit: nil, onEvent: nil, onLoad: nil))
        }
    }

    /// Typed scenario names spell the same scenario `--scenario` does, and run to the same exit.
    @Test func typedErrorScenarioNamesAreTheCLISpelling() async throws {
        #expect(SandboxScenario.Name.plaidInvalidLinkToken == "error:INVALID_LINK_TOKEN")
        #expect(SandboxScenario.Name.plaidError(code: "INSTITUTION_DOWN", type: "INSTITUTION_ERROR") == "error:INSTITUTION_ERROR/INSTITUTION_DOWN")
        #expect(try PlaidSandboxScenario(name: .plaidInvalidLinkToken) == PlaidSandboxScenario(name: "error:INVALID_LINK_TOKEN"))
        _ = try PlaidSandbox.makeRun(for: .plaidError(code: "ITEM_LOGIN_REQUIRED"))
    }
}
