import Foundation
import ProviderKit
import ProviderKitTesting
import Testing

/// The UIKit and SwiftUI entry points under the models of UIKit's and SwiftUI's rules: every order
/// of presenting, the vendor's own modal, a swipe, a cancel, the vendor ending the session and a
/// retry leaves nothing up, reports each journey once, and the retry is shown.
@MainActor
@Suite struct EntryPointPresentationTests {
    /// A vendor flow whose interface is a screen of the model: presented from the presentation's
    /// anchor (the top-most screen for `.automatic`, as on iOS), swipeable, and dismissed with
    /// everything above it on cancel or when the vendor ends.
    @MainActor
    final class ScreenFlow: LinkFlow {
        let screen: ModelScreen
        let model: UIKitPresentationModel
        private var reporter: LinkReporter?
        private var observer: ModalSwipeObserver?
        private var modals = 0

        init(_ screen: ModelScreen, model: UIKitPresentationModel) {
            self.screen = screen
            self.model = model
        }

        func start(reporting reporter: LinkReporter) throws(LinkError) { self.reporter = reporter }

        func present(_ presentation: LinkPresentation) {
            let anchor = presentation.modalAnchor ?? model.top
            let observer = ModalSwipeObserver { [weak self] in self?.end(dismissing: false) }
            self.observer = observer
            reporter?.loaded()
            anchor.presentModally(screen, observer: observer)
        }

        func cancel() {
            observer = nil
            screen.dismissWithEverythingAbove()
        }

        func handleRedirect(_ match: RedirectMatch) -> Bool { false }

        func vendorPresentsModal() {
            guard screen.presenting != nil, screen.presented == nil, !screen.isLeaving else { return }
            modals += 1
            screen.presentVendorScreen("\(screen.name)-oauth-\(modals)")
        }

        /// The vendor's exit: its callback, then it dismisses its interface.
        func end(dismissing: Bool = true) {
            guard let reporter else { return }
            self.reporter = nil
            observer = nil
            reporter.exited(LinkExit(adapterName: reporter.adapterName, reason: .userCancelled))
            if dismissing { screen.dismissWithEverythingAbove() }
            reporter.flowEnded()
        }
    }

    /// Makes one ``ScreenFlow`` per attempt, named after the journey's number.
    struct ScreenAdapter: LinkAdapter {
        let descriptor = AdapterDescriptor(
            name: "screen", displayName: "Screen", requiresRedirectURI: false,
            errorTable: ErrorMappingTable(adapterName: "screen", rules: []),
            eventTable: EventMappingTable(adapterName: "screen", rules: []))
        let box: FlowBox

        @MainActor
        func makeFlow(request: LinkRequest, entry: ProviderEntry) throws(LinkError) -> any LinkFlow {
            let flow = ScreenFlow(box.model.screen("vendor-\(box.number)-\(box.flows.count + 1)"), model: box.model)
            box.flows.append(flow)
            return flow
        }
    }

    /// What the adapter made, for the test.
    @MainActor
    final class FlowBox: Sendable {
        nonisolated(unsafe) var flows: [ScreenFlow] = []
        let model: UIKitPresentationModel
        let number: Int
        init(model: UIKitPresentationModel, number: Int) {
            self.model = model
            self.number = number
        }
    }

    static func coordinator(_ box: FlowBox) throws -> LinkJourneyCoordinator {
        let registry = ProviderRegistry([ScreenAdapter(box: box)])
        let configuration = try ProviderConfiguration(
            parsing: #"{"version": 1, "provider": "only", "providers": {"only": {"adapter": "screen"}}}"#,
            registry: registry)
        return LinkJourneyCoordinator(
            configuration: configuration, registry: registry, tokenProvider: TestTokens(), fallbackPolicy: .never, journal: nil,
            secureStore: nil,
            sessionOptions: .init(closeAfterOutcome: 0))
    }

    /// `LinkJourneyCoordinator.presentJourney(from:completion:)`: a presenter started from a view controller.
    @MainActor
    final class UIKitSubject: PresentationSubject {
        let box: FlowBox
        let presenter: LinkJourneyPresenter
        private(set) var completions = 0

        init(_ number: Int, _ model: UIKitPresentationModel) throws {
            box = FlowBox(model: model, number: number)
            presenter = LinkJourneyPresenter(.newLink(), coordinator: try EntryPointPresentationTests.coordinator(box))
        }

        func present(from anchor: ModelScreen) {
            presenter.start(from: LinkPresentation(anchor: anchor)) { [weak self] _ in self?.completions += 1 }
        }
        func vendorPresentsModal() { box.flows.last?.vendorPresentsModal() }
        func cancel() { presenter.cancel() }
        func sessionEnds() { box.flows.last?.end() }
        var hasEnded: Bool { completions == 1 }
        var isShown: Bool { box.flows.last?.screen.presenting != nil }
    }

    /// `View.linkJourney(isPresented:…)`: the slot behind the modifier, rendered at the end of each turn.
    @MainActor
    final class SwiftUISubject: PresentationSubject {
        let box: FlowBox
        let slot = LinkJourneyPresentationSlot()
        let turns = SwiftUITurnModel()
        let coordinator: LinkJourneyCoordinator
        var isPresented = false
        private(set) var completions = 0

        init(_ number: Int, _ model: UIKitPresentationModel) throws {
            box = FlowBox(model: model, number: number)
            coordinator = try EntryPointPresentationTests.coordinator(box)
        }

        func present(from anchor: ModelScreen) { isPresented = true }
        func vendorPresentsModal() { box.flows.last?.vendorPresentsModal() }
        func cancel() { isPresented = false }
        func sessionEnds() { box.flows.last?.end() }
        var hasEnded: Bool { completions >= 1 }
        var isShown: Bool { box.flows.last?.screen.presenting != nil }

        func turnEnded() {
            turns.endTurn(id: isPresented ? AnyHashable(true) : nil) {
                slot.update(
                    key: isPresented ? AnyHashable(true) : nil, request: { .newLink() }, coordinator: coordinator,
                    currentKey: { [unowned self] in isPresented ? AnyHashable(true) : nil },
                    dismiss: { [unowned self] in isPresented = false },
                    completion: { [unowned self] _ in completions += 1 })
            }
        }
    }

    @Test func everyOrderThroughTheUIKitEntryPoint() async {
        var failures: [String] = []
        for order in PresentationOrders.allOrders {
            let problems = await PresentationOrders.play(order) { number, model in try! UIKitSubject(number, model) }
            if !problems.isEmpty { failures.append("\(order.map(\.rawValue)): \(problems)") }
        }
        #expect(failures.count == 0, "of 720 orders failed, first: \(failures.first ?? "")")
    }

    @Test func everyOrderThroughTheSwiftUIEntryPoint() async {
        var failures: [String] = []
        for order in PresentationOrders.allOrders {
            let problems = await PresentationOrders.play(order) { number, model in try! SwiftUISubject(number, model) }
            if !problems.isEmpty { failures.append("\(order.map(\.rawValue)): \(problems)") }
        }
        #expect(failures.count == 0, "of 720 orders failed, first: \(failures.first ?? "")")
    }
}
