import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

@MainActor
@Suite("Flow through a session")
struct FlowTests {
    @Test func presentShowsTheWidgetWithTheHandlerName() {
        let harness = Harness()
        harness.open()
        #expect(harness.host.records == [.showWidget(messageHandlerName: "meldMessageHandler")])
        #expect(harness.host.revealCurrentURL()?.absoluteString == Fixtures.widgetURL)
    }

    @Test func successThenHandoverDeliversOneSuccessAndClosesTheWidget() async throws {
        let harness = Harness()
        harness.open()
        harness.host.post("[meld-connect]init")
        harness.host.post(#"[meld-connect]connect_complete?{"institutionId":"ins_1","institutionName":"B","accountCount":1,"accounts":[{"name":"C","type":"checking","mask":"1"}]}"#)
        #expect(harness.outcomes.count == 1)
        #expect(!harness.host.isClosed)
        harness.host.post("[meld-connect]handover")
        #expect(harness.outcomes.count == 1)
        let success = try #require(harness.outcomes.first?.success)
        #expect(success.accounts.count == 1)
        #expect(success.institution?.id == "ins_1")
        #expect(harness.eventNames == [.loaded, .connected, .handoff])
        #expect(harness.diagnosticCodes.isEmpty, "handover after connect_complete is the widget's normal end")
        #expect(harness.loadCount == 1)
        #expect(harness.host.isClosed)
        #expect(harness.session.isClosed)
    }

    @Test func handoverAloneIsASuccessWithTheInstitutionFromEarlierEvents() throws {
        let harness = Harness()
        harness.open()
        harness.host.post("[meld-connect]handover")
        let success = try #require(harness.outcomes.first?.success)
        #expect(success.credential == .connection(id: "conn-1"))
        #expect(harness.host.isClosed)
    }

    @Test func withoutHandoverTheWidgetClosesAfterTheGracePeriod() async throws {
        let harness = Harness(gracePeriod: 0.02)
        harness.open()
        harness.host.post("[meld-connect]connect_complete")
        #expect(!harness.host.isClosed)
        for _ in 0..<200 where !harness.host.isClosed { try await Task.sleep(seconds: 0.005) }
        #expect(harness.host.isClosed)
        #expect(harness.session.isClosed)
        #expect(harness.outcomes.count == 1)
    }

    @Test func cancelIsUserCancelled() {
        let harness = Harness()
        harness.open()
        harness.host.post("[meld-connect]init")
        harness.host.post("[meld-connect]cancel")
        #expect(harness.outcomes.first?.exit?.reason == .userCancelled)
        #expect(harness.outcomes.first?.exit?.fallbacks == [])
        #expect(harness.host.isClosed)
    }

    @Test func anErrorThenCancelIsAnErrorExitWithFallbacks() throws {
        let harness = Harness()
        harness.open()
        harness.host.post(#"[meld-connect]error?{"details":"down","reason":"INSTITUTION_DOWN"}"#)
        #expect(harness.outcomes.isEmpty)
        harness.host.post("[meld-connect]cancel")
        let exit = try #require(harness.outcomes.first?.exit)
        #expect(exit.error?.code == .institutionUnavailable)
        #expect(exit.fallbacks == ["plaid"])
        #expect(exit.stage == .error)
    }

    @Test func anErrorThenTheRootClosingIsAnErrorExit() throws {
        let harness = Harness()
        harness.open()
        harness.host.post(#"[meld-connect]error?{"reason":"SERVICE_PROVIDER_FAILURE"}"#)
        harness.host.close(.root)
        #expect(try #require(harness.outcomes.first?.exit).error?.code == .providerUnavailable)
        #expect(harness.host.isClosed)
    }

    @Test func theRootClosingItselfIsUserCancelled() {
        let harness = Harness()
        harness.open()
        harness.host.close(.root)
        #expect(harness.outcomes.first?.exit?.reason == .userCancelled)
        #expect(harness.host.isClosed)
        #expect(harness.session.isClosed)
    }

    @Test func closemyappClosesTheWidgetAsUserCancelled() {
        let harness = Harness()
        harness.open()
        #expect(harness.host.navigate(to: "https://institution-connect-sb.meld.io/closemyapp") == .cancel)
        #expect(harness.outcomes.first?.exit?.reason == .userCancelled)
        #expect(harness.host.isClosed)
        #expect(harness.diagnosticCodes.contains(LinkDiagnostic.Code.meldCloseRequested))
    }

    @Test func closemyappAfterSuccessKeepsTheSuccess() {
        let harness = Harness()
        harness.open()
        harness.host.post("[meld-connect]connect_complete")
        harness.host.navigate(to: "meldapp://closemyapp")
        #expect(harness.outcomes.count == 1)
        #expect(harness.outcomes.first?.success != nil)
        #expect(harness.host.isClosed)
    }

    @Test func abandonmentIsUserCancelledWithADiagnostic() {
        let harness = Harness()
        harness.open()
        harness.host.dismiss()
        #expect(harness.outcomes.first?.exit?.reason == .userCancelled)
        #expect(harness.diagnosticCodes.contains(LinkDiagnostic.Code.abandoned))
        #expect(harness.session.isClosed)
    }

    @Test func sessionCancelClosesTheWidget() {
        let harness = Harness()
        harness.open()
        #expect(harness.session.cancel())
        #expect(harness.host.isClosed)
        #expect(!harness.session.cancel())
        harness.host.post("[meld-connect]handover")
        #expect(harness.outcomes.count == 1)
    }

    @Test func mxAppToAppOpensTheBankAndTheStatusReturnDismissesThePopup() {
        let harness = Harness()
        harness.open()
        let decision = harness.host.navigate(to: Fixtures.oauthRequested(#"{"url":"https://bank.example.com/oauth"}"#))
        #expect(decision == .openExternal(URL(string: "https://bank.example.com/oauth")!))
        #expect(harness.host.records.contains(.openedExternally(URL(string: "https://bank.example.com/oauth")!)))
        #expect(harness.session.handleRedirect(URL(string: "\(Fixtures.redirect)?status=success")!))
        #expect(harness.host.records.last == .dismissedPopup)
        #expect(harness.eventNames == [.oauthStarted, .oauthCompleted])
    }

    @Test func aPlaidReturnInThePopupReloadsTheRoot() throws {
        let harness = Harness()
        harness.open()
        #expect(harness.host.requestPopup("https://bank.example.com/login"))
        #expect(harness.host.hasPopup)
        let decision = harness.host.navigate(to: "\(Fixtures.redirect)?oauth_state_id=\(Fixtures.stateID)", in: .popup)
        #expect(decision?.name == "load")
        #expect(!harness.host.hasPopup)
        let current = try #require(harness.host.revealCurrentURL())
        #expect(current.absoluteString == Fixtures.widgetURL + "&plaidStateId=\(Fixtures.stateID)")
        #expect(harness.eventNames == [.oauthCompleted])
    }

    @Test func aUniversalLinkThroughTheSessionReloadsTheWidget() throws {
        let harness = Harness()
        harness.open()
        #expect(harness.session.handleRedirect(URL(string: "\(Fixtures.redirect)?oauth_state_id=s-1")!))
        #expect(harness.host.revealCurrentURL()?.absoluteString == Fixtures.widgetURL + "&plaidStateId=s-1")
        // Lookalikes never reach the flow; a bare return is not consumed.
        #expect(!harness.session.handleRedirect(URL(string: "https://app.example.com.evil.com/meld/?oauth_state_id=s")!))
        #expect(!harness.session.handleRedirect(URL(string: "https://evil.com/?u=https://app.example.com/meld/?oauth_state_id=s")!))
        #expect(!harness.session.handleRedirect(URL(string: Fixtures.redirect)!))
        #expect(harness.host.revealCurrentURL()?.absoluteString == Fixtures.widgetURL + "&plaidStateId=s-1")
    }

    @Test func popupsFromPopupsAndHostileSchemesAreRefused() {
        let harness = Harness()
        harness.open()
        #expect(harness.host.requestPopup("https://bank.example.com/login"))
        #expect(!harness.host.requestPopup("https://bank.example.com/second", from: .popup))
        #expect(harness.host.navigate(to: "javascript:alert(1)", in: .popup) == .cancel)
        harness.host.close(.popup)
        #expect(!harness.host.hasPopup)
        #expect(harness.outcomes.isEmpty)
        #expect(!harness.host.requestPopup("javascript:alert(1)"))
    }

    @Test func messagesFromUntrustedFramesAreIgnored() {
        let harness = Harness(messageOrigin: "https://evil.example.com")
        harness.open()
        harness.host.post("[meld-connect]handover")
        #expect(harness.outcomes.isEmpty)
        #expect(harness.diagnosticCodes == [LinkDiagnostic.Code.meldUntrustedOrigin])
    }

    @Test func nothingReportsTheWidgetURL() {
        let harness = Harness()
        harness.open()
        harness.host.post("[meld-connect]init")
        harness.host.navigate(to: "javascript:\(Fixtures.token)")
        harness.session.handleRedirect(URL(string: "\(Fixtures.redirect)?oauth_state_id=s")!)
        harness.host.post("[meld-connect]cancel")
        var text = "\(harness.session) \(harness.flow) \(harness.host) \(harness.flow.engine.settings)"
        dump(harness.session, to: &text)
        dump(harness.flow, to: &text)
        dump(harness.flow.engine.settings, to: &text)
        text += harness.diagnostics.map(\.message).joined()
        text += "\(harness.events) \(harness.outcomes)"
        #expect(!text.contains(Fixtures.token))
    }
}
