import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitMeld
@testable import ProviderKitMeldSandbox

/// The probe's behaviours, checked directly (the shared conformance suite runs them too).
@MainActor
@Suite("Conformance probe")
struct ProbeTests {
    func probe() throws -> (MeldConformanceProbe, Recorder) {
        let probe = try #require(
            try MeldSandbox.makeConformanceProbe(options: LinkSession.Options(closeAfterOutcome: nil)) as? MeldConformanceProbe)
        let recorder = Recorder()
        probe.session.onEvent = { recorder.events.append($0) }
        probe.session.onSuccess = { recorder.outcomes.append(.success($0)) }
        probe.session.onExit = { recorder.outcomes.append(.exit($0)) }
        probe.session.onDiagnostic = { recorder.diagnostics.append($0) }
        return (probe, recorder)
    }

    final class Recorder {
        var events: [LinkEvent] = []
        var outcomes: [LinkOutcome] = []
        var diagnostics: [LinkDiagnostic] = []
    }

    @Test func successCarriesTheSecretAndLateEventsArrive() throws {
        let (probe, recorder) = try probe()
        probe.sendSuccess(secret: "conn-secret-1")
        probe.sendSuccess(secret: "conn-secret-2")
        probe.sendUserExit()
        probe.sendEvent(named: "late_event")
        #expect(recorder.outcomes.count == 1)
        #expect(recorder.outcomes.first?.success?.credential == .connection(id: "conn-secret-1"))
        // The second connect_complete is not expected and is noted; the cancel that closes the
        // widget after the success is its normal end.
        let dropped = recorder.diagnostics.filter { $0.code == LinkDiagnostic.Code.duplicateOutcome }
        #expect(dropped.count == 1, "\(dropped)")
        #expect(dropped.first?.severity == .warning)
        #expect(recorder.events.last?.vendorEventName == "late_event" || probe.session.isClosed)
    }

    @Test func eventsAfterASuccessAreDelivered() throws {
        let (probe, recorder) = try probe()
        probe.sendSuccess(secret: "s")
        probe.sendEvent(named: "init")
        #expect(recorder.events.last?.name == .loaded)
        probe.sendEvent(named: "brand_new")
        #expect(recorder.events.last?.name == .other)
        #expect(recorder.events.last?.vendorEventName == "brand_new")
    }

    @Test func everyErrorKeyEndsAsItsCode() throws {
        for rule in MeldErrorTable.rules {
            let (probe, recorder) = try probe()
            probe.sendError(rule.key, message: "m")
            #expect(recorder.outcomes.first?.exit?.error?.code == rule.unifiedCode, "\(rule.key)")
        }
        let (probe, recorder) = try probe()
        probe.sendError(VendorErrorKey(type: nil, code: "NOT_A_CODE"), message: "m")
        #expect(recorder.outcomes.first?.exit?.error?.code == .unknown)
        #expect(recorder.outcomes.first?.exit?.error?.vendorCode == "NOT_A_CODE")
    }

    @Test func exitAbandonmentAndCancel() throws {
        let (exitProbe, exitRecorder) = try probe()
        exitProbe.sendUserExit()
        #expect(exitRecorder.outcomes.first?.exit?.reason == .userCancelled)

        let (abandoned, abandonedRecorder) = try probe()
        abandoned.sendAbandonment()
        #expect(abandonedRecorder.outcomes.first?.exit?.reason == .userCancelled)

        let (cancelled, cancelledRecorder) = try probe()
        #expect(cancelled.session.cancel())
        #expect(!cancelled.session.cancel())
        cancelled.sendSuccess(secret: "s")
        #expect(cancelledRecorder.outcomes.count == 1)
        #expect(cancelled.host.isClosed)
    }

    @Test func theRequestTokenNeverShows() throws {
        let (probe, recorder) = try probe()
        probe.sendEvent(named: "init")
        probe.sendError(VendorErrorKey(type: nil, code: "INSTITUTION_DOWN"), message: "down")
        var text = "\(probe.session) \(recorder.events) \(recorder.outcomes)"
        dump(probe.session, to: &text)
        dump(recorder.outcomes, to: &text)
        dump(recorder.events, to: &text)
        text += recorder.diagnostics.map(\.message).joined()
        let token = try #require(URLComponents(string: probe.requestToken)?.queryItems?.first?.value)
        #expect(!text.contains(token))
        #expect(!text.contains(probe.requestToken))
    }
}
