import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

@MainActor
@Suite("Sandbox scenarios")
struct SandboxTests {
    /// Runs a scenario the way `providerkit link` does: adapter + request from `sandbox(scenario:)`.
    func run(_ scenario: SandboxScenario.Name) async throws -> (LinkOutcome, [LinkEvent], [LinkDiagnostic]) {
        let run = try MeldSandbox.makeRun(for: scenario)
        let flow = try run.adapter.makeFlow(request: run.request, entry: ProviderEntry(name: "meld", adapterName: "meld"))
        let session = LinkSession(
            adapterName: "meld", flow: flow, fallbackEntryNames: ["plaid"], entryName: "meld", options: LinkSession.Options(closeAfterOutcome: nil))
        var events: [LinkEvent] = []
        var diagnostics: [LinkDiagnostic] = []
        session.onEvent = { events.append($0) }
        session.onDiagnostic = { diagnostics.append($0) }
        session.open()
        let outcome = await session.outcome
        await session.waitUntilClosed()
        return (outcome, events, diagnostics)
    }

    @Test func everyScenarioIsDeclaredAndScripted() {
        let names = MeldSandbox.scenarios.map(\.name)
        #expect(names == ["success", "cancel", "institution-down", "mx-oauth", "plaid-oauth"])
        for name in names { #expect(MeldSandboxScript.script(for: name) != nil) }
        #expect(throws: LinkError.self) { try MeldSandbox.makeRun(for: "nope") }
    }

    @Test func success() async throws {
        let (outcome, events, diagnostics) = try await run("success")
        let success = try #require(outcome.success)
        #expect(success.credential == .connection(id: MeldSandbox.connectionID))
        #expect(success.institution?.name == "Sandbox Bank")
        #expect(success.accounts.map(\.mask) == ["0000", "1111"])
        #expect(events.map(\.name) == [.loaded, .connected, .handoff])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func cancel() async throws {
        let (outcome, events, _) = try await run("cancel")
        #expect(outcome.exit?.reason == .userCancelled)
        #expect(events.map(\.name) == [.loaded, .exited])
    }

    @Test func institutionDown() async throws {
        let (outcome, events, _) = try await run("institution-down")
        let exit = try #require(outcome.exit)
        #expect(exit.error?.code == .institutionUnavailable)
        #expect(exit.error?.vendorCode == "INSTITUTION_DOWN")
        #expect(exit.fallbacks == ["plaid"])
        #expect(events.map(\.name) == [.loaded, .error, .exited])
    }

    @Test func mxOAuth() async throws {
        let (outcome, events, _) = try await run("mx-oauth")
        #expect(outcome.success != nil)
        #expect(events.map(\.name) == [.loaded, .oauthStarted, .oauthCompleted, .connected, .handoff])
        let host = try await play("mx-oauth")
        #expect(host.records.contains(.openedExternally(URL(string: "https://bank.example.com/oauth/authorize?client=meld")!)))
        #expect(host.records.contains(.dismissedPopup))
    }

    @Test func plaidOAuth() async throws {
        let (outcome, events, _) = try await run("plaid-oauth")
        #expect(outcome.success != nil)
        #expect(events.map(\.name) == [.loaded, .oauthCompleted, .loaded, .connected, .handoff])
        let host = try await play("plaid-oauth")
        let expected = URL(string: MeldSandbox.widgetURL + "&plaidStateId=" + MeldSandbox.oauthStateID)!
        #expect(host.records.contains(.openedPopup("https://bank.example.com/oauth/login")))
        #expect(host.records.contains(.loaded(expected)))
        #expect(host.records.contains(.dismissedPopup))
        #expect(host.records.last == .closedWidget)
    }

    /// Plays a scenario on a host the test can inspect.
    func play(_ scenario: SandboxScenario.Name) async throws -> MeldScriptedWebViewHost {
        let host = MeldScriptedWebViewHost(script: try #require(MeldSandboxScript.script(for: scenario)))
        let run = try MeldSandbox.makeRun(for: scenario)
        let engine = try MeldAdapter.makeEngine(
            request: run.request, redirectURI: try RedirectURI(validating: MeldSandbox.redirectURI), appScheme: nil,
            messageHandlerName: nil)
        let session = LinkSession(adapterName: "meld", flow: MeldWidgetFlow(engine: engine, host: host))
        session.open()
        _ = await session.outcome
        await session.waitUntilClosed()
        return host
    }
}
