import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

/// The glue hands LinkKit the handlers `forwardingOnSuccess()` and friends return: they convert
/// LinkKit's Codable payloads into the mirrors, and a payload that does not convert is reported,
/// never dropped.
@MainActor
@Suite struct PayloadConversionTests {
    let driver = PlaidManualDriver()
    var adapter: PlaidAdapter { PlaidAdapter(driver: driver, dismissalGracePeriod: 0.02) }

    /// Stands in for a LinkKit payload whose JSON this ProviderKit version cannot read.
    struct UnreadableSuccess: Encodable {
        let public_token = 42
    }

    @Test func linkKitsJSONConvertsIntoTheMirrorOnAnyThread() async throws {
        let (session, recorder) = try openSession(adapter)
        let configuration = try #require(driver.lastConfiguration)
        let event = vendorEvent(.open)
        let success = vendorSuccess()
        BackgroundThread.run {
            // The mirror's own JSON is LinkKit's JSON, so it plays the part of LinkKit's payload.
            let onEvent: ((PlaidLinkKit.LinkEvent) -> Void)? = configuration.forwardingOnEvent()
            let onSuccess: (PlaidLinkKit.LinkSuccess) -> Void = configuration.forwardingOnSuccess()
            onEvent?(event)
            onSuccess(success)
        }
        driver.send(vendorEvent(.handoff))
        await waitClosed(session)
        #expect(recorder.order == ["event:OPEN", "success", "event:HANDOFF"])
        guard case .publicToken(let token)? = recorder.successes.first?.credential else {
            Issue.record("no public token: \(recorder.successes)")
            return
        }
        #expect(token.reveal() == "public-sandbox-abc")
    }

    @Test func anUnreadableSuccessEndsTheSessionWithAnInternalErrorNotACancel() async throws {
        let (session, recorder) = try openSession(adapter)
        let configuration = try #require(driver.lastConfiguration)
        let onSuccess: (UnreadableSuccess) -> Void = configuration.forwardingOnSuccess()
        onSuccess(UnreadableSuccess())
        driver.dismiss()
        await waitClosed(session)
        #expect(recorder.successes.isEmpty)
        let error = try #require(recorder.exits.first?.error)
        #expect(error.code == .internal)
        #expect(error.vendorCode == "PAYLOAD_UNREADABLE")
        #expect(error.message.contains("public_token"))
        #expect(!error.message.contains("42"))
        #expect(recorder.diagnostics.contains { $0.code == .malformedInput && $0.severity == .error })
    }

    @Test func anUnreadableEventIsAnErrorDiagnosticAndTheSessionGoesOn() async throws {
        let (session, recorder) = try openSession(adapter)
        let configuration = try #require(driver.lastConfiguration)
        let onEvent: ((UnreadableSuccess) -> Void)? = configuration.forwardingOnEvent()
        onEvent?(UnreadableSuccess())
        #expect(recorder.diagnostics.contains { $0.code == .malformedInput })
        #expect(recorder.outcomes == 0)
        driver.send(vendorExit())
        await waitClosed(session)
        #expect(recorder.exits.count == 1)
    }
}
