import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

@testable import ProviderKitMeld

/// The Meld widget's screens under the model of UIKit's rules: closing takes the widget away with
/// its popup and browser, a popup the user swipes away frees the way for the next `window.open`,
/// and every order of presenting, a popup, a swipe, a cancel, the widget's end and a retry leaves
/// nothing up.
@MainActor
@Suite struct MeldPresentationTests {
    /// What ``MeldWKWebViewHost`` does with its screens for the flow.
    @MainActor
    final class Subject: PresentationSubject {
        let number: Int
        let model: UIKitPresentationModel
        let screens = MeldWidgetScreens()
        let root: ModelScreen
        private(set) var popupsGone = 0
        private(set) var hasEnded = false
        private var popups = 0

        init(_ number: Int, _ model: UIKitPresentationModel) {
            self.number = number
            self.model = model
            root = model.screen("meld-\(number)")
            screens.onPopupGone = { [weak self] in self?.popupsGone += 1 }
            screens.onRootSwiped = { [weak self] in self?.hasEnded = true }
        }

        func present(from anchor: ModelScreen) {
            guard !hasEnded else { return }
            _ = screens.showRoot(root, from: anchor)
        }

        /// The widget's `window.open`.
        func vendorPresentsModal() {
            guard screens.canOpenPopup else { return }
            popups += 1
            _ = screens.showPopup(model.screen("meld-\(number)-popup-\(popups)"))
        }

        /// The flow's cancel: `closeWidget()`.
        func cancel() {
            guard !hasEnded else { return }
            hasEnded = true
            screens.close()
        }

        /// The popup calls `window.close()` and the widget finishes in the same turn.
        func sessionEnds() {
            guard !hasEnded, root.presenting != nil else { return }
            screens.dismissAboveRoot()
            hasEnded = true
            screens.close()
        }

        var isShown: Bool { root.presenting != nil }
    }

    @Test func closingTakesTheWidgetAwayWithItsPopupAndBrowser() {
        let model = UIKitPresentationModel()
        let subject = Subject(1, model)
        subject.present(from: model.root)
        subject.vendorPresentsModal()
        subject.screens.showBrowser(model.screen("browser"))
        #expect(model.onScreen == ["meld-1", "meld-1-popup-1", "browser"])
        subject.cancel()
        model.settle()
        #expect(model.onScreen.isEmpty, "the widget stays up")
        for name in ["meld-1", "meld-1-popup-1", "browser"] { #expect(model.counts(name) == (1, 1), "\(name)") }
        #expect(subject.popupsGone == 1)
    }

    @Test func closingRightAfterThePopupClosesWaitsForItsDismissal() {
        let model = UIKitPresentationModel()
        let subject = Subject(1, model)
        subject.present(from: model.root)
        subject.vendorPresentsModal()
        subject.sessionEnds()  // window.close() of the popup, then closeWidget(), in one turn
        model.settle()
        #expect(model.onScreen.isEmpty)
        #expect(!model.log.contains { if case .ignoredDismissal = $0 { true } else { false } })
    }

    @Test func aPopupSwipedAwayIsForgottenAndTheNextOneOpens() {
        let model = UIKitPresentationModel()
        let subject = Subject(1, model)
        subject.present(from: model.root)
        subject.vendorPresentsModal()
        #expect(model.swipeAway(model.top))
        #expect(subject.popupsGone == 1, "the host stops the popup's web view")
        #expect(subject.screens.popup == nil)
        #expect(subject.screens.canOpenPopup, "every later window.open would be refused")
        subject.vendorPresentsModal()
        #expect(model.onScreen == ["meld-1", "meld-1-popup-2"])
        subject.cancel()
        model.settle()
        #expect(model.onScreen.isEmpty)
    }

    @Test func theWidgetSwipedAwayEndsOnce() {
        let model = UIKitPresentationModel()
        let subject = Subject(1, model)
        subject.present(from: model.root)
        #expect(model.swipeAway(subject.root))
        #expect(subject.hasEnded)
        #expect(subject.screens.isClosed)
        subject.screens.close()
        model.settle()
        #expect(model.counts("meld-1") == (1, 1))
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
