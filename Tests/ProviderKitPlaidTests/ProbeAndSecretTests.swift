import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

@MainActor
@Suite struct ProbeAndSecretTests {
    private func probe() throws -> any ConformanceProbe {
        try PlaidSandbox.makeConformanceProbe(options: .init(closeAfterOutcome: 5))
    }

    private func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    @Test func probeSuccessCarriesTheSecretAsCredentialAndNeverShowsIt() async throws {
        let probe = try probe()
        let recorder = SessionRecorder(probe.session)
        let secret = "public-sandbox-PROBESECRET"
        probe.sendSuccess(secret: secret)
        let success = try #require(await probe.session.outcome.success)
        #expect(success.credential == .publicToken(Secret(secret)))
        #expect(!success.metadata.isEmpty)
        for text in ["\(success)", String(reflecting: success), dumped(success), "\(probe.session)", dumped(recorder.events)] {
            #expect(!text.contains("PROBESECRET"))
            #expect(!text.contains(probe.requestToken))
        }
        let encoded = String(decoding: try JSONEncoder().encode(success.metadata), as: UTF8.self)
        #expect(!encoded.contains("PROBESECRET"))
        await waitClosed(probe.session)
        #expect(recorder.events.last?.vendorEventName == "HANDOFF")
    }

    @Test func probeUserExitAndAbandonment() async throws {
        let exitProbe = try probe()
        exitProbe.sendUserExit()
        #expect(await exitProbe.session.outcome.exit?.reason == .userCancelled)

        let abandonProbe = try probe()
        abandonProbe.sendAbandonment()
        #expect(await abandonProbe.session.outcome.exit?.reason == .userCancelled)
        await waitClosed(abandonProbe.session)
    }

    @Test(arguments: PlaidErrorMapping.table.rules.map(\.key))
    func probeErrorsMapEndToEnd(_ key: VendorErrorKey) async throws {
        let probe = try probe()
        probe.sendError(key, message: "m")
        let error = try #require(await probe.session.outcome.exit?.error)
        #expect(error.code != .unknown, "\(key)")
        #expect(error.vendorCode == key.code)
        probe.session.close()
    }

    @Test func probeUnknownsStayRaw() async throws {
        let probe = try probe()
        let recorder = SessionRecorder(probe.session)
        probe.sendEvent(named: "BRAND_NEW_EVENT")
        probe.sendError(VendorErrorKey(type: "NEW_TYPE", code: "NEW_CODE"), message: "m")
        let error = try #require(await probe.session.outcome.exit?.error)
        #expect(error.code == .unknown && error.vendorType == "NEW_TYPE" && error.vendorCode == "NEW_CODE")
        #expect(recorder.events.first?.name == .other)
        #expect(recorder.events.first?.vendorEventName == "BRAND_NEW_EVENT")
        probe.session.close()
    }

    @Test func eventsAfterTheOutcomeAreDelivered() async throws {
        let probe = try probe()
        let recorder = SessionRecorder(probe.session)
        probe.sendUserExit()
        probe.sendEvent(named: "TRANSITION_VIEW")
        try await Task.sleep(seconds: 0.02)
        probe.sendEvent(named: "EXIT")
        #expect(recorder.events.map(\.vendorEventName) == ["TRANSITION_VIEW", "EXIT"])
        probe.session.close()
    }

    /// The LinkKit mirrors keep tokens as `String`s (LinkKit's shape), but never print them.
    @Test func vendorMirrorsNeverPrintTheirTokens() {
        let publicToken = "public-sandbox-5e3f0c1a"
        let linkToken = "link-sandbox-9d8c7b6a"
        let success = vendorSuccess(token: publicToken, metadataJSON: #"{"public_token":"\#(publicToken)","link_session_id":"s"}"#)
        let configurations: [Any] = [
            PlaidLinkKit.LinkTokenConfiguration(token: linkToken, onSuccess: { _ in }, onExit: nil, onEvent: nil, onLoad: nil),
            PlaidLinkKit.LayerTokenConfiguration(token: linkToken, onSuccess: { _ in }, onExit: nil, onEvent: nil),
            PlaidLinkKit.EmbeddedLinkTokenConfiguration(token: linkToken, onSuccess: { _ in }, onExit: nil, onEvent: nil),
        ]
        for text in ["\(success)", String(reflecting: success), dumped(success), "\(success.metadata)", dumped(success.metadata)] {
            #expect(!text.contains(publicToken), "\(text)")
            #expect(text.contains(Secret.redactedPlaceholder))
        }
        #expect("\(success)".contains("link_session_id"))
        for configuration in configurations {
            for text in ["\(configuration)", String(reflecting: configuration), dumped(configuration)] {
                #expect(!text.contains(linkToken), "\(text)")
            }
        }
        // Encoding still carries the token: the glue and transcripts need LinkKit's real JSON.
        let json = String(decoding: (try? JSONEncoder().encode(success)) ?? Data(), as: UTF8.self)
        #expect(json.contains(publicToken))
    }

    @Test func sandboxOutcomesNeverShowTokens() async throws {
        let (session, r) = try await runScenario("success")
        let success = try #require(r.successes.first)
        guard case .publicToken(let token) = success.credential else {
            Issue.record("expected a public token")
            return
        }
        let value = token.reveal()
        for text in ["\(success)", dumped(success), dumped(r.events), "\(session)", "\(r.diagnostics)"] {
            #expect(!text.contains(value))
        }
    }
}
