import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

@Suite("Sandbox scenarios")
@MainActor
struct SandboxTests {
    @Test func descriptorListsEveryScenario() {
        let names = PlaidLegacySandbox.scenarios.map(\.name)
        #expect(names == ["success", "cancel", "institution-down", "invalid-credentials", "update-mode", "oauth"])
        for required in SandboxScenario.Name.required { #expect(names.contains(required)) }
        #expect(throws: LinkError.self) { try PlaidLegacySandbox.makeRun(for: "sucess") }
    }

    @Test func unknownScenarioSuggestsTheRightOne() {
        do {
            _ = try PlaidLegacySandbox.makeRun(for: "sucess")
        } catch let error as LinkError {
            #expect(error.code == .configuration)
            #expect(error.message.contains("did you mean \"success\""))
        } catch {
            Issue.record("threw \(type(of: error)), not a LinkError")
        }
    }

    @Test func success() async throws {
        let result = try await SandboxResult.run("success")
        let success = try #require(result.outcome?.success)
        #expect(result.recorder.outcomes.count == 1)
        guard case .publicToken(let token) = success.credential else {
            Issue.record("expected a public token")
            return
        }
        #expect(token.reveal().hasPrefix("public-sandbox-"))
        #expect(success.institution == LinkInstitution(id: "ins_3", name: "Chase"))
        #expect(success.accounts.map(\.name) == ["Plaid Checking", "Plaid Saving"])
        #expect(success.accounts.allSatisfy { $0.verificationStatus == nil && $0.type == .depository })
        #expect(success.sessionID == result.driver.controllers.first?.sessionID)
        // LinkKit 1.x quirks carried by the payload: status "connected" and NSNull values.
        #expect(success.metadata["status"] == "connected")
        #expect(success.metadata["request_id"] == .null)
        #expect(
            result.recorder.events.map(\.vendorEventName).prefix(3) == ["OPEN", "TRANSITION_VIEW", "SELECT_INSTITUTION"])
        #expect(result.recorder.events.contains { $0.name == .institutionSelected && $0.institution?.id == "ins_3" })
        // The late HANDOFF arrives after the outcome and is delivered.
        #expect(result.recorder.eventsAfterOutcome == ["HANDOFF"])
        // The flow dismissed the controller, as a v1 delegate must.
        #expect(result.driver.controllers.first?.isDismissed == true)
        #expect(result.driver.controllers.first?.lostCallbacks == 0)
        #expect(result.flow.launch.selector == "initWithLinkToken:configuration:delegate:")
        #expect(!result.flow.isRetainingItself)
    }

    @Test func cancelDuringLoadingDropsTheEchoExit() async throws {
        let result = try await SandboxResult.run("cancel")
        let exit = try #require(result.outcome?.exit)
        #expect(exit.reason == .userCancelled)
        #expect(exit.stage == nil)
        #expect(exit.institution == nil)
        #expect(result.recorder.outcomes.count == 1)
        // LinkKit's second exit (NSURLErrorDomain -999) is documented: dropped quietly.
        #expect(result.recorder.diagnostics.isEmpty, "\(result.recorder.diagnostics)")
        #expect(result.driver.controllers.first?.isDismissed == true)
    }

    @Test func institutionDownOffersFallbacks() async throws {
        let result = try await SandboxResult.run("institution-down", fallbacks: ["plaid-legacy", "meld"])
        let exit = try #require(result.outcome?.exit)
        let error = try #require(exit.error)
        #expect(error.code == .institutionUnavailable)
        #expect(error.vendorType == "INSTITUTION_ERROR")
        #expect(error.vendorCode == "INSTITUTION_DOWN")
        #expect(error.displayMessage?.isEmpty == false)
        #expect(exit.stage == .credentials)
        #expect(exit.institution?.id == "ins_3")
        #expect(exit.requestID == "req-sandbox-down")
        #expect(exit.fallbacks == ["meld"])
        #expect(result.recorder.events.contains { $0.name == .error && $0.error?.code == .institutionUnavailable })
    }

    @Test func invalidCredentialsUnderTheLegacyNumber() async throws {
        let result = try await SandboxResult.run("invalid-credentials")
        let error = try #require(result.outcome?.exit?.error)
        #expect(error.code == .invalidCredentials)
        #expect(error.recovery == .retry)
        #expect(error.displayMessage == nil)  // NSNull
        #expect(!error.message.contains("1210"))
    }

    @Test func updateModeWithAPublicToken() async throws {
        let result = try await SandboxResult.run("update-mode")
        #expect(result.flow.launch.selector == "initWithPublicToken:delegate:")
        #expect(result.flow.launch.isUpdateMode)
        let success = try #require(result.outcome?.success)
        #expect(success.accounts.first?.mask == nil)  // NSNull mask
        #expect(success.metadata["status"] == "connected")
    }

    @Test func oauthRoundTripReusesTokenAndNonce() async throws {
        let result = try await SandboxResult.run("oauth")
        let success = try #require(result.outcome?.success)
        #expect(success.institution?.name == "Platypus OAuth Bank")
        let controllers = result.driver.controllers
        #expect(
            controllers.map(\.selector) == [
                "initWithLinkToken:configuration:delegate:", "initWithLinkToken:oauthStateId:configuration:delegate:",
            ])
        let first = try #require(controllers.first?.configuration)
        let second = try #require(controllers.last?.configuration)
        #expect(first.linkToken == second.linkToken)
        #expect(first.oauthNonce != nil)
        #expect(first.oauthNonce == second.oauthNonce)
        #expect((first.oauthNonce?.count ?? 0) >= 16)
        #expect(first.oauthRedirectUri?.scheme == "https")
        #expect(controllers.first?.isDismissed == true)
        #expect(result.recorder.events.contains { $0.name == .oauthStarted })
        #expect(result.recorder.outcomes.count == 1)
    }

    @Test func everyScenarioEndsWithExactlyOneOutcome() async throws {
        for scenario in PlaidLegacySandboxScenario.allCases {
            let result = try await SandboxResult.run(scenario.rawValue)
            #expect(result.recorder.outcomes.count == 1, "\(scenario)")
            #expect(result.driver.controllers.allSatisfy { $0.lostCallbacks == 0 }, "\(scenario)")
            #expect(
                !result.recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.malformedInput }, "\(scenario)")
        }
    }

    @Test func noTokenShowsInADumpOfARunningSession() async throws {
        for scenario in PlaidLegacySandboxScenario.allCases {
            let run = try PlaidLegacySandbox.makeRun(for: SandboxScenario.Name(rawValue: scenario.rawValue))
            let flow = try run.adapter.makeFlow(request: run.request, entry: plainEntry)
            let session = LinkSession(
                adapterName: "plaid-legacy", flow: flow, options: LinkSession.Options(closeAfterOutcome: nil))
            let recorder = Recorder(session)
            session.open()
            var texts = renderings(session)  // before the script plays: tokens sit in the queue
            await settle()
            texts += renderings(session) + renderings(recorder.timeline)
            for text in texts {
                #expect(!text.contains(run.request.token.reveal()), "\(scenario)")
                #expect(!text.contains("public-sandbox-"), "\(scenario)")
            }
        }
    }
}
