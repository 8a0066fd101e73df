import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitPlaidSandbox
import ProviderKitTesting
import Testing

/// A journey's recording policy: nothing by default, every attempt with `always`, and with
/// `onFailure` only journeys that end without a success keep their recordings.
@MainActor
@Suite struct JourneyRecordingTests {
    func coordinator(_ scenarios: [SandboxScenario.Name], recording: LinkRecordingPolicy) throws -> LinkJourneyCoordinator {
        let runs = try scenarios.map { try PlaidSandbox.makeRun(for: $0) }
        let sandbox = SandboxJourney(runs: ["plaid": runs])
        let configuration = try ProviderConfiguration(
            parsing: #"{"version":1,"provider":"plaid","providers":{"plaid":{"adapter":"plaid","redirectURI":"https://app.example.com/plaid/oauth"}}}"#,
            registry: sandbox.registry)
        let coordinator = LinkJourneyCoordinator(
            configuration: configuration, registry: sandbox.registry, tokenProvider: sandbox.tokenProvider,
            fallbackPolicy: .never, journal: nil, secureStore: nil, sessionOptions: .init(closeAfterOutcome: 0.1))
        coordinator.recording = recording
        return coordinator
    }

    /// Runs the journey and waits until its last session closed, so late events are recorded.
    func run(_ journey: LinkJourney) async -> LinkJourneyResult {
        let untilClosed = journey.events()
        let result = await journey.run()
        for await _ in untilClosed {}
        return result
    }

    @Test func offRecordsNothing() async throws {
        let journey = try coordinator([.success], recording: .off).makeJourney()
        #expect(journey.recording == .off)
        _ = await run(journey)
        #expect(journey.recordings.isEmpty)
    }

    @Test func alwaysRecordsEveryCallbackAndWhatTheSessionDelivered() async throws {
        let coordinator = try coordinator([.success], recording: .always)
        let journey = try coordinator.makeJourney()
        let result = await run(journey)
        let recording = try #require(journey.recordings.first)
        #expect(journey.recordings.count == 1)
        #expect(recording.adapterName == "plaid" && recording.entryName == "plaid" && recording.attempt == 1)
        #expect(recording.callbacks.first?.line == #"{"onLoad":{}}"#)
        #expect(recording.callbacks.contains { $0.line.hasPrefix(#"{"onSuccess":{"#) && $0.line.contains(#""public_token":"<public-token-1>""#) })
        #expect(recording.callbacks.map(\.milliseconds) == recording.callbacks.map(\.milliseconds).sorted())
        #expect(recording.byteCount == recording.callbacks.reduce(0) { $0 + $1.line.utf8.count })
        #expect(!recording.isTruncated)
        #expect(recording.expectedSteps.contains("success publicToken"))
        #expect(recording.expectedSteps.last?.hasPrefix("event handoff") == true, "HANDOFF comes after the success")
        let bundle = LinkSupportBundle(journey: journey, configuration: coordinator.factory.configuration)
        #expect(bundle.lines.first?.hasPrefix(#"{"kind":"supportBundle","format":1,"providerKitVersion":"\#(ProviderKitRelease.version)""#) == true)
        #expect(bundle.lines.dropFirst().first?.hasPrefix(#"{"kind":"journeyResult","journeyID":"\#(result.journeyID.uuidString.lowercased())""#) == true)
        #expect(bundle.lines.filter { $0.hasPrefix(#"{"kind":"callback","attempt":1,"#) }.count == recording.callbacks.count)
    }

    @Test func onFailureDropsTheRecordingsOfASuccess() async throws {
        let journey = try coordinator([.success], recording: .onFailure).makeJourney()
        _ = await run(journey)
        #expect(journey.recordings.isEmpty)
    }

    @Test func onFailureKeepsTheRecordingsOfAnExit() async throws {
        let journey = try coordinator([.institutionDown], recording: .onFailure).makeJourney()
        let result = await run(journey)
        #expect(result.outcome.exit != nil)
        #expect(journey.recordings.count == 1)
        #expect(journey.recordings.first?.expectedSteps.last == "exit error error=institutionUnavailable stage=credentials")
    }

    @Test func theLimitsTruncateAnAttempt() async throws {
        let coordinator = try coordinator([.success], recording: .always)
        coordinator.recordingLimits = LinkRecordingLimits(maximumLines: 3, maximumBytes: 100_000)
        let journey = try coordinator.makeJourney()
        _ = await run(journey)
        let recording = try #require(journey.recordings.first)
        #expect(recording.callbacks.count == 3)
        #expect(recording.isTruncated)
        let bytes = try self.coordinator([.success], recording: .always)
        bytes.recordingLimits = LinkRecordingLimits(maximumLines: 1_000, maximumBytes: 200)
        let small = try bytes.makeJourney()
        _ = await run(small)
        let cut = try #require(small.recordings.first)
        #expect(cut.byteCount <= 200 && cut.isTruncated && !cut.callbacks.isEmpty)
    }
}
