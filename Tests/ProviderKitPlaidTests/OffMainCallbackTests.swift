import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

/// LinkKit 7's handlers are not isolated: the adapter must accept them on any thread, hop to the
/// main actor itself and keep LinkKit's order across the hop.
@MainActor
@Suite struct OffMainCallbackTests {
    let driver = PlaidManualDriver()
    var adapter: PlaidAdapter { PlaidAdapter(driver: driver, dismissalGracePeriod: 0.02) }

    @Test func callbacksFromABackgroundThreadArriveOnTheMainActorInLinkKitsOrder() async throws {
        let (session, recorder) = try openSession(adapter)
        let onLoad = try #require(driver.onLoad)
        let onEvent = try #require(driver.onEvent)
        let onSuccess = try #require(driver.onSuccess)
        let onExit = try #require(driver.onExit)
        BackgroundThread.run {
            onLoad()
            onEvent(vendorEvent(.open))
            onEvent(vendorEvent(.selectInstitution))
            onSuccess(vendorSuccess())
            onExit(vendorExit())  // a stray exit after the success: dropped, not reordered
            onEvent(vendorEvent(.handoff))
        }
        // The main actor was blocked while LinkKit's thread called back: nothing ran yet.
        #expect(recorder.order.isEmpty)
        await waitClosed(session)
        #expect(recorder.order == ["load", "event:OPEN", "event:SELECT_INSTITUTION", "success", "event:HANDOFF"])
        #expect(recorder.outcomes == 1)
        #expect(recorder.diagnostics.contains { $0.code == LinkDiagnostic.Code.duplicateOutcome })
    }

    @Test func aMainThreadCallbackDoesNotOvertakeOneLinkKitSentEarlierFromAnotherThread() async throws {
        let (session, recorder) = try openSession(adapter)
        let onEvent = try #require(driver.onEvent)
        BackgroundThread.run { onEvent(vendorEvent(.open)) }
        #expect(recorder.order.isEmpty)
        // LinkKit's next callback comes on the main thread before the hop above ran.
        driver.send(vendorExit())
        #expect(recorder.order == ["event:OPEN", "exit"])
        await waitClosed(session)
        #expect(recorder.order == ["event:OPEN", "exit"])
    }

    @Test func manyEventsFromABackgroundThreadKeepTheirOrder() async throws {
        let (session, recorder) = try openSession(adapter)
        let onEvent = try #require(driver.onEvent)
        let onExit = try #require(driver.onExit)
        let names = (0..<200).map { "CUSTOM_EVENT_\($0)" }
        BackgroundThread.run {
            for name in names {
                onEvent(
                    PlaidLinkKit.LinkEvent(
                        eventName: PlaidLinkKit.EventName(wireValue: name),
                        metadata: PlaidLinkKit.EventMetadata(linkSessionID: "sess-1", timestamp: Date())))
            }
            onExit(vendorExit())
        }
        await waitClosed(session)
        #expect(recorder.order == names.map { "event:\($0)" } + ["exit"])
    }
}
