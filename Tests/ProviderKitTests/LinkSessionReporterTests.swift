import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// Redirect handling, the reporter's lifetime and ``SessionRecorder``'s own expectations (part of
/// ``LinkSessionTests``).
@MainActor
extension LinkSessionTests {
    // MARK: - Redirects

    @Test func handleRedirectConsumesOnlyMatchingURLs() throws {
        let uri = try RedirectURI(validating: "https://app.example.com/oauth")
        let (session, flow) = handSession(redirectURI: uri)
        let matching = URL(string: "https://app.example.com/oauth?oauth_state_id=st-1")!
        #expect(!session.handleRedirect(matching), "a session that has not started consumes nothing")
        #expect(flow.redirects.isEmpty)

        session.start()
        #expect(session.handleRedirect(matching))
        #expect(flow.redirects.count == 1)
        #expect(flow.redirects.first?.value(named: "oauth_state_id") == "st-1")

        #expect(!session.handleRedirect(URL(string: "https://evil.example.com/oauth?oauth_state_id=st-1")!))
        #expect(!session.handleRedirect(URL(string: "https://evil.com/?u=https://app.example.com/oauth")!))
        #expect(!session.handleRedirect(URL(string: "http://app.example.com/oauth")!))
        #expect(flow.redirects.count == 1, "non-matching URLs never reach the flow")

        flow.consumesRedirects = false
        #expect(!session.handleRedirect(matching), "the flow may decline a matching URL")
        #expect(flow.redirects.count == 2)

        flow.consumesRedirects = true
        flow.succeed()
        #expect(session.handleRedirect(matching), "redirects still work after the outcome, until close")
        session.close()
        #expect(!session.handleRedirect(matching))
        #expect(flow.redirects.count == 3)
    }

    @Test func aSessionWithoutARedirectURIConsumesNothing() throws {
        let (session, flow) = handSession()
        session.start()
        #expect(!session.handleRedirect(URL(string: "https://app.example.com/oauth")!))
        #expect(flow.redirects.isEmpty)
        session.close()

        let uri = try RedirectURI(validating: "https://app.example.com/oauth")
        let (scripted, _) = try scriptedSession(redirectURI: uri)
        scripted.start()
        #expect(!scripted.handleRedirect(URL(string: "https://app.example.com/oauth")!), "the scripted flow declines redirects")
        scripted.close()
    }

    // MARK: - Reporter

    @Test func theReporterOutlivesItsSessionSafely() {
        var flow: HandFlow?
        weak var weakSession: LinkSession?
        do {
            let (session, handFlow) = handSession()
            session.start()
            #expect(handFlow.reporter?.hasOutcome == false)
            handFlow.succeed()
            #expect(handFlow.reporter?.hasOutcome == true)
            #expect(handFlow.reporter?.adapterName == "hand")
            session.close()
            flow = handFlow
            weakSession = session
        }
        #expect(weakSession == nil, "a closed session is released")
        #expect(flow?.reporter?.hasOutcome == false)
        flow?.event(.other, "AFTER_RELEASE")
        flow?.succeed()
        flow?.reporter?.diagnostic(.warning, code: "x", "y")
        flow?.reporter?.flowEnded()
    }

    @Test func flowDiagnosticsReachTheApp() {
        let (session, flow) = handSession()
        let recorder = SessionRecorder(session)
        session.start()
        flow.reporter?.diagnostic(.warning, code: LinkDiagnostic.Code.malformedInput, "bad message")
        #expect(recorder.diagnostics == [LinkDiagnostic(severity: .warning, code: "malformedInput", message: "bad message")])
        #expect(recorder.diagnostics.first?.description == "warning: bad message")
        session.close()
    }

    // MARK: - SessionRecorder

    @Test func recorderExpectationsFailWhenTheyShould() throws {
        let (session, flow) = try scriptedSession()
        let recorder = SessionRecorder(session)
        session.open()
        #expect(throws: SessionRecorder.ExpectationError.self) { try recorder.expectOutcome() }
        #expect(throws: SessionRecorder.ExpectationError.self) { try recorder.expectEvent(named: "OPEN") }
        flow.send(.event(name: "OPEN"))
        flow.send(.exit(errorType: nil, errorCode: nil))
        #expect(throws: SessionRecorder.ExpectationError.self) { try recorder.expectSuccess() }
        #expect(try recorder.expectEvent(named: "OPEN").name == .opened)
        #expect(try recorder.expectExit().reason == .userCancelled)
        session.close()
    }
}
