import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

/// Mesh Link under the model of UIKit's rules: a cancel takes Link away with whatever Link
/// presented on top, and every order of presenting, Link's own modal, a swipe, a cancel, Link's
/// exit and a retry leaves nothing up.
@MainActor
@Suite struct MeshPresentationTests {
    /// LinkSDK's handler: presents Link full screen from the anchor, and dismisses it after `onExit`.
    @MainActor
    final class ScreenHandler: MeshLinkSDK.LinkHandler, MeshDismissalReporting {
        var onDismissed: (@MainActor () -> Void)?
        let screen: ModelScreen

        init(_ screen: ModelScreen) {
            self.screen = screen
            screen.allowsSwipe = false  // LinkSDK presents full screen
        }

        func present(in viewController: PlatformViewController) {
            (viewController as? ModelScreen)?.presentModally(screen, observer: nil)
        }

        func create() -> PlatformViewController { screen }
    }

    @MainActor
    final class ScreenDriver: MeshDriver {
        let handler: ScreenHandler
        var configuration: MeshLinkSDK.LinkConfiguration?

        init(_ handler: ScreenHandler) { self.handler = handler }

        func createHandler(_ configuration: MeshLinkSDK.LinkConfiguration) -> MeshLinkSDK.LinkResult {
            self.configuration = configuration
            return .success(handler)
        }
    }

    /// One Mesh session whose Link is a screen of the model.
    @MainActor
    final class Subject: PresentationSubject {
        let number: Int
        let driver: ScreenDriver
        let session: LinkSession
        private var modals = 0

        init(_ number: Int, _ model: UIKitPresentationModel) throws {
            self.number = number
            driver = ScreenDriver(ScreenHandler(model.screen("mesh-\(number)")))
            let flow = try MeshAdapter(driver: driver).makeFlow(
                request: LinkRequest(token: Secret(MeshSandboxScenarioToken.connection)),
                entry: ProviderEntry(name: "mesh", adapterName: "mesh"))
            session = LinkSession(adapterName: "mesh", flow: flow, options: LinkSession.Options(closeAfterOutcome: nil))
            session.start()
        }

        var link: ModelScreen { driver.handler.screen }

        func present(from anchor: ModelScreen) { session.open(LinkPresentation(anchor: anchor)) }

        func vendorPresentsModal() {
            guard link.presenting != nil, link.presented == nil, !link.isLeaving else { return }
            modals += 1
            link.presentVendorScreen("mesh-\(number)-oauth-\(modals)")
        }

        func cancel() { session.cancel() }

        /// Link's exit: `onExit`, then LinkSDK dismisses Link.
        func sessionEnds() {
            guard link.presenting != nil, !session.isClosed else { return }
            driver.configuration?.onExit?()
            link.dismissWithEverythingAbove()
        }

        var hasEnded: Bool { session.isClosed }
        var isShown: Bool { link.presenting != nil }
    }

    @Test func cancelTakesLinkAwayWithTheBrowserItPresented() async {
        let model = UIKitPresentationModel()
        let subject = try! Subject(1, model)
        subject.present(from: model.root)
        subject.vendorPresentsModal()
        #expect(model.onScreen == ["mesh-1", "mesh-1-oauth-1"])
        subject.cancel()
        model.settle()
        #expect(model.onScreen.isEmpty, "Link stays up after a cancel")
        #expect(model.counts("mesh-1") == (1, 1))
        #expect(model.counts("mesh-1-oauth-1") == (1, 1))
        #expect(subject.hasEnded)
    }

    @Test func everyOrderLeavesNothingUpAndTheRetryShows() async {
        var failures: [String] = []
        for order in PresentationOrders.allOrders {
            let problems = await PresentationOrders.play(order) { number, model in try! Subject(number, model) }
            if !problems.isEmpty { failures.append("\(order.map(\.rawValue)): \(problems)") }
        }
        #expect(failures.count == 0, "of 720 orders failed, first: \(failures.first ?? "")")
    }
}

/// A connection-link token for the presentation tests.
enum MeshSandboxScenarioToken {
    static let connection = MeshSandboxScenario.token(for: "https://example.invalid/broker-connect")
}
