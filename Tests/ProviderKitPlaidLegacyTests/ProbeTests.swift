import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

@MainActor
func probe() throws -> (any ConformanceProbe, Recorder) {
    let probe = try PlaidLegacySandbox.makeConformanceProbe(options: LinkSession.Options(closeAfterOutcome: nil))
    return (probe, Recorder(probe.session))
}

/// Everything a value shows of itself.
func renderings<T: Encodable>(_ value: T) throws -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    return [String(describing: value), String(reflecting: value), dumped, json]
}

func renderings(_ value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), dumped]
}

@Suite("Conformance probe and secrets")
@MainActor
struct ProbeTests {
    @Test func successCarriesTheSecretAsTheCredential() throws {
        let (probe, recorder) = try probe()
        probe.sendSuccess(secret: "public-sandbox-very-secret")
        let success = try #require(recorder.outcomes.first?.success)
        #expect(success.credential == .publicToken(Secret("public-sandbox-very-secret")))
        for text in try renderings(success) + renderings(probe.session) + renderings(recorder.timeline) {
            #expect(!text.contains("very-secret"))
            #expect(!text.contains(probe.requestToken))
        }
    }

    @Test func theRequestTokenNeverShows() throws {
        let (probe, recorder) = try probe()
        probe.sendEvent(named: "OPEN")
        probe.sendError(VendorErrorKey(type: "INVALID_INPUT", code: "INVALID_LINK_TOKEN"), message: "expired")
        let request = LinkRequest(token: Secret(probe.requestToken), parameters: ["oauthNonce": "0123456789abcdef"])
        for text in renderings(recorder.timeline) + renderings(request) + [request.description] {
            #expect(!text.contains(probe.requestToken))
        }
    }

    @Test func userExit() throws {
        let (probe, recorder) = try probe()
        probe.sendUserExit()
        #expect(recorder.outcomes.first?.exit?.reason == .userCancelled)
        #expect(recorder.outcomes.first?.exit?.stage == .credentials)
    }

    @Test func everyErrorTableKeyMapsEndToEnd() throws {
        for rule in PlaidLegacyAdapter.descriptor.errorTable.rules {
            let (probe, recorder) = try probe()
            probe.sendError(rule.key, message: "boom")
            let error = try #require(recorder.outcomes.first?.exit?.error, "\(rule.key)")
            #expect(error.code == rule.unifiedCode, "\(rule.key)")
            #expect(error.code != .unknown, "\(rule.key)")
            #expect(error.vendorCode == rule.key.code)
        }
    }

    @Test func unknownErrorsAndEvents() throws {
        let (probe, recorder) = try probe()
        probe.sendEvent(named: "NEVER_SEEN_BEFORE")
        probe.sendError(VendorErrorKey(type: "MADE_UP", code: "NOPE"), message: "?")
        #expect(recorder.events.first?.name == .other)
        #expect(recorder.events.first?.vendorEventName == "NEVER_SEEN_BEFORE")
        #expect(recorder.events.first?.metadata["link_session_id"]?.stringValue?.isEmpty == false)
        let error = try #require(recorder.outcomes.first?.exit?.error)
        #expect(error.code == .unknown)
        #expect(error.vendorType == "MADE_UP")
        #expect(error.vendorCode == "NOPE")
    }

    @Test func duplicatesAndLateEvents() throws {
        let (probe, recorder) = try probe()
        probe.sendSuccess(secret: "public-sandbox-1")
        probe.sendUserExit()
        probe.sendSuccess(secret: "public-sandbox-2")
        probe.sendEvent(named: "HANDOFF")
        #expect(recorder.outcomes.count == 1)
        #expect(recorder.eventsAfterOutcome == ["HANDOFF"])
    }

    @Test func abandonmentIsAUserCancel() async throws {
        let (probe, recorder) = try probe()
        probe.sendAbandonment()
        #expect(await probe.session.outcome.exit?.reason == .userCancelled)
        #expect(recorder.outcomes.count == 1)
    }

    @Test func cancelIsIdempotent() throws {
        let (probe, recorder) = try probe()
        #expect(probe.session.cancel())
        #expect(!probe.session.cancel())
        probe.sendUserExit()
        #expect(recorder.outcomes.count == 1)
    }

    @Test func rawMetadataIsKept() throws {
        let (probe, recorder) = try probe()
        probe.sendSuccess(secret: "public-sandbox-1")
        let metadata = try #require(recorder.outcomes.first?.success?.metadata)
        #expect(metadata["status"] == "connected")
        #expect(metadata["request_id"] == .null)
        #expect(metadata["accounts"]?.arrayValue?.first?["mask"] == .null)
    }
}
