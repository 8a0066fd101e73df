import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitPlaid

/// LinkKit 7's presented controller under the model of UIKit's rules: every order of presenting,
/// LinkKit's own modal, a swipe, a cancel, LinkKit's dismissal and a retry leaves nothing up, and
/// no swipe observer outlives its presentation.
@MainActor
@Suite struct PlaidPresenterTests {
    /// One flow's presenter and LinkKit's controller, as ``PlaidLinkFlow`` drives them.
    @MainActor
    final class Subject: PresentationSubject {
        let presenter = PlaidPresenter()
        let screen: ModelScreen
        let number: Int
        private(set) var hasEnded = false
        private var wasPresented = false

        init(_ number: Int, _ model: UIKitPresentationModel) {
            self.number = number
            screen = model.screen("linkkit-\(number)")
        }

        func present(from anchor: ModelScreen) {
            guard !hasEnded, !wasPresented else { return }
            wasPresented = true
            presenter.present(screen, from: LinkPresentation(anchor: anchor)) { [weak self] in self?.hasEnded = true }
        }

        func vendorPresentsModal() {
            guard screen.presenting != nil, screen.presented == nil, !screen.isLeaving else { return }
            screen.presentVendorScreen("linkkit-\(number)-oauth")
        }

        /// `PlaidLinkFlow.cancel()`.
        func cancel() {
            guard !hasEnded else { return }
            if wasPresented { presenter.dismiss(screen) }
            hasEnded = true
        }

        /// LinkKit calls the custom dismissal handler after its exit.
        func sessionEnds() {
            guard !hasEnded, wasPresented else { return }
            presenter.dismiss(screen)
            hasEnded = true
        }

        var isShown: Bool { screen.presenting != nil }
    }

    @Test func everyOrderLeavesNothingUpAndTheRetryShows() async {
        var failures: [String] = []
        for order in PresentationOrders.allOrders {
            let problems = await PresentationOrders.play(order) { number, model in Subject(number, model) }
            if !problems.isEmpty { failures.append("\(order.map(\.rawValue)): \(problems)") }
        }
        #expect(failures.count == 0, "of 720 orders failed, first: \(failures.first ?? "")")
    }

    @Test func aProgrammaticDismissalReleasesItsSwipeObserver() {
        let model = UIKitPresentationModel()
        let presenter = PlaidPresenter()
        weak var firstObserver: ModalSwipeObserver?
        for number in 1...3 {
            let screen = model.screen("linkkit-\(number)")
            presenter.present(screen, from: LinkPresentation(anchor: model.root)) {}
            if number == 1 { firstObserver = screen.swipeObserver }
            #expect(screen.hasSwipeObserver, "a swipe would be noticed")
            presenter.dismiss(screen)
            model.settle()
            #expect(model.onScreen.isEmpty)
        }
        #expect(firstObserver == nil, "the observer of a dismissed controller is not kept")
        #expect(!presenter.holdsSwipeObserver)
    }

    @Test func aSwipeIsNoticedOnceAndReleasesTheObserver() {
        let model = UIKitPresentationModel()
        let presenter = PlaidPresenter()
        let screen = model.screen("linkkit")
        var swipes = 0
        presenter.present(screen, from: LinkPresentation(anchor: model.root)) { swipes += 1 }
        weak let observer = screen.swipeObserver
        #expect(model.swipeAway(screen))
        #expect(swipes == 1)
        #expect(observer == nil)
        #expect(model.counts("linkkit") == (1, 1))
    }

    @Test func dismissingTakesLinkKitsOwnModalWithIt() {
        let model = UIKitPresentationModel()
        let presenter = PlaidPresenter()
        let screen = model.screen("linkkit")
        presenter.present(screen, from: LinkPresentation(anchor: model.root)) {}
        screen.presentVendorScreen("oauth")
        presenter.dismiss(screen)
        model.settle()
        #expect(model.onScreen.isEmpty)
        #expect(model.counts("linkkit") == (1, 1))
        #expect(model.counts("oauth") == (1, 1))
    }
}
