import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaidLegacy

/// LinkKit 1.x's `PLKPlaidLinkViewController` under the model of UIKit's rules: a dismissal takes
/// it away with whatever LinkKit presented on top, and every order of presenting, LinkKit's own
/// modal, a swipe, a cancel, LinkKit's exit and a retry leaves nothing up.
@MainActor
@Suite struct PlaidLegacyPresentationTests {
    /// What ``PlaidLegacyUIKitLinkViewController`` does for the flow.
    @MainActor
    final class Subject: PresentationSubject {
        let number: Int
        let screen: ModelScreen
        let presenter: PlaidLegacyLinkScreenPresenter
        private(set) var hasEnded = false
        private var modals = 0

        init(_ number: Int, _ model: UIKitPresentationModel) {
            self.number = number
            screen = model.screen("plk-\(number)")
            presenter = PlaidLegacyLinkScreenPresenter(screen)
        }

        func present(from anchor: ModelScreen) {
            guard !hasEnded, screen.presenting == nil else { return }
            presenter.present(from: anchor) { [weak self] in self?.hasEnded = true }
        }

        func vendorPresentsModal() {
            guard screen.presenting != nil, screen.presented == nil, !screen.isLeaving else { return }
            modals += 1
            screen.presentVendorScreen("plk-\(number)-oauth-\(modals)")
        }

        /// The session settles as a cancel at once; the flow dismisses LinkKit's controller.
        func cancel() {
            guard !hasEnded else { return }
            hasEnded = true
            presenter.dismiss {}
        }

        /// LinkKit's exit: the flow dismisses, and ends once the controller is off screen.
        func sessionEnds() {
            guard !hasEnded, screen.presenting != nil else { return }
            presenter.dismiss { [weak self] in self?.hasEnded = true }
        }

        var isShown: Bool { screen.presenting != nil }
    }

    @Test func dismissingTakesTheBrowserLinkKitPresentedWithIt() {
        let model = UIKitPresentationModel()
        let subject = Subject(1, model)
        subject.present(from: model.root)
        subject.vendorPresentsModal()
        var dismissed = 0
        subject.presenter.dismiss { dismissed += 1 }
        model.settle()
        #expect(model.onScreen.isEmpty, "LinkKit's controller stays up")
        #expect(dismissed == 1, "the completion runs once both are off screen")
        #expect(model.counts("plk-1") == (1, 1))
        #expect(model.counts("plk-1-oauth-1") == (1, 1))
    }

    @Test func nothingToPresentFromIsReported() {
        let model = UIKitPresentationModel()
        let presenter = PlaidLegacyLinkScreenPresenter(model.screen("plk"))
        #expect(presenter.present(from: nil) {} == false)
    }

    @Test func everyOrderLeavesNothingUpAndTheRetryShows() async {
        var failures: [String] = []
        for order in PresentationOrders.allOrders {
            let problems = await PresentationOrders.play(order) { number, model in Subject(number, model) }
            if !problems.isEmpty { failures.append("\(order.map(\.rawValue)): \(problems)") }
        }
        #expect(failures.count == 0, "of 720 orders failed, first: \(failures.first ?? "")")
    }
}
