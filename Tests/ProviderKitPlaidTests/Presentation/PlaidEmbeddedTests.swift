import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaid

/// Embedded Institution Search: pinned to LinkKit's expected height, removed when the session
/// ends, and ended with an error when there is nowhere to embed (the SwiftUI entry point's
/// `.automatic`).
@MainActor
@Suite struct PlaidEmbeddedTests {
    /// Stands in for LinkKit's `EmbeddedSearchUIView`.
    final class EmbeddedView {}

    /// A driver that only makes embedded views, of a known height.
    @MainActor
    final class EmbeddedDriver: PlaidLinkKitDriver {
        struct Unsupported: Error {}
        let view = EmbeddedView()
        var presentationMethod: PlaidLinkKit.PresentationMethod?

        func createPlaidLinkSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidLinkSessionDriver {
            throw Unsupported()
        }
        func createPlaidLayerSession(configuration: PlaidLinkKit.LayerTokenConfiguration) throws -> any PlaidLayerSessionDriver {
            throw Unsupported()
        }
        func createHeadlessSession(configuration: PlaidLinkKit.LinkTokenConfiguration) throws -> any PlaidHeadlessSessionDriver {
            throw Unsupported()
        }
        func createEmbeddedLinkUIView(
            configuration: PlaidLinkKit.EmbeddedLinkTokenConfiguration, presentationMethod: PlaidLinkKit.PresentationMethod
        ) throws -> AnyObject {
            self.presentationMethod = presentationMethod
            return view
        }
        func expectedHeight(ofEmbeddedView view: AnyObject) -> Double? { view === self.view ? 352 : nil }
    }

    func session(_ driver: EmbeddedDriver) -> LinkSession {
        let flow = PlaidLinkFlow(
            driver: driver, token: Secret("link-sandbox-embedded"), mode: .embedded,
            submission: PlaidLinkKit.LayerSubmission(), redirectURI: nil, grace: 0)
        return LinkSession(adapterName: "plaid", flow: flow, options: LinkSession.Options(closeAfterOutcome: nil))
    }

    @Test func theEmbeddedViewIsPinnedToItsExpectedHeight() {
        let driver = EmbeddedDriver()
        let container = ModelEmbeddingContainer()
        let session = session(driver)
        session.open(LinkPresentation(anchor: container))
        #expect(container.hosted.count == 1)
        #expect(container.hosted.first?.view === driver.view)
        #expect(container.hosted.first?.height == 352, "without a height the view collapses")
        _ = session.cancel()
    }

    @Test func theEmbeddedViewIsRemovedWhenTheSessionIsCancelled() {
        let driver = EmbeddedDriver()
        let container = ModelEmbeddingContainer()
        let session = session(driver)
        session.open(LinkPresentation(anchor: container))
        #expect(session.cancel())
        #expect(container.hosted.isEmpty, "its taps would reach a released flow")
        #expect(container.removeCount == 1)
    }

    @Test func theEmbeddedViewIsRemovedWhenLinkKitEndsTheSession() async throws {
        let driver = EmbeddedDriver()
        let model = UIKitPresentationModel()
        let container = ModelEmbeddingContainer()
        let session = session(driver)
        session.open(LinkPresentation(anchor: container))
        // The user picked an institution: LinkKit presents full Link, then dismisses it at the end.
        guard case .custom(_, let dismiss)? = driver.presentationMethod else {
            Issue.record("embedded mode uses the custom presentation method")
            return
        }
        dismiss(model.screen("linkkit"))
        try await waitFor { session.isClosed }
        #expect(container.hosted.isEmpty)
        #expect(container.embedCount == 1 && container.removeCount == 1)
    }

    /// On iOS `.automatic` (the SwiftUI entry point's) resolves to the key window's top-most view
    /// controller; where it resolves to nothing, or the anchor cannot host a view, the session ends.
    @Test func noPlaceToEmbedEndsTheSessionWithAConfigurationError() async throws {
        final class NotAContainer {}
        let driver = EmbeddedDriver()
        let session = session(driver)
        var exits: [LinkExit] = []
        session.onExit = { exits.append($0) }
        session.open(LinkPresentation(anchor: NotAContainer()))
        try await waitFor { session.isClosed }
        #expect(exits.count == 1)
        #expect(exits.first?.error?.code == .configuration)
    }

    private func waitFor(_ condition: () -> Bool) async throws {
        for _ in 0..<500 {
            if condition() { return }
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        Issue.record("timed out")
    }
}
