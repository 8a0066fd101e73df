#if !canImport(UIKit)
    import Foundation
    import ProviderKit

    /// One thing that happens to a vendor interface, in the orders ``PresentationOrders`` plays.
    public enum PresentationStep: String, CaseIterable, Sendable {
        /// ProviderKit presents the vendor's interface.
        case present
        /// The vendor presents a modal of its own on top (an OAuth browser, a popup).
        case vendorModal
        /// The user swipes the top-most screen away.
        case swipe
        /// The app cancels (ProviderKit dismisses programmatically).
        case cancel
        /// The vendor's session ends on its own (its exit callback; the vendor dismisses its interface).
        case sessionEnds
        /// The app's completion starts another attempt (it runs when the first one has ended).
        case retry
    }

    /// What ``PresentationOrders`` drives: one adapter presenter's (or entry point's) session with its
    /// screens in a ``UIKitPresentationModel``. Steps that make no sense at the moment are no-ops.
    @MainActor
    public protocol PresentationSubject: AnyObject {
        /// Presents the vendor's interface from `anchor`.
        func present(from anchor: ModelScreen)
        /// The vendor presents a modal of its own.
        func vendorPresentsModal()
        /// The app cancels.
        func cancel()
        /// The vendor ends the session on its own.
        func sessionEnds()
        /// Whether the subject reported its end (its completion ran).
        var hasEnded: Bool { get }
        /// Whether its vendor interface is on screen.
        var isShown: Bool { get }
        /// The turn ended (SwiftUI renders here).
        func turnEnded()
    }

    extension PresentationSubject {
        /// Nothing to do at the end of a turn.
        public func turnEnded() {}
    }

    /// Plays every order of the six ``PresentationStep``s against fresh subjects and checks, for each
    /// order, that every screen presented left exactly once and that a retry started from the
    /// completion is shown.
    @MainActor
    public enum PresentationOrders {
        /// Every order of the six steps (720).
        public static var allOrders: [[PresentationStep]] { permutations(PresentationStep.allCases) }

        /// Plays `order`; `make(n)` makes the n-th subject (1 for the first, 2 for the retry).
        ///
        /// - Returns: what went wrong, empty when the order passed.
        public static func play(
            _ order: [PresentationStep], turnsBetweenSteps: Int = 1,
            make: (_ number: Int, _ model: UIKitPresentationModel) -> any PresentationSubject
        ) async -> [String] {
            let model = UIKitPresentationModel()
            let first = make(1, model)
            var wantsRetry = false
            var retry: (any PresentationSubject)?
            var retryWasShown = false

            func endTurns(_ count: Int) async {
                for _ in 0..<count {
                    for _ in 0..<8 { await Task.yield() }
                    model.endTurn()
                    first.turnEnded()
                    retry?.turnEnded()
                }
            }

            // A journey fetches its token off the main actor, so how many turns an answer takes
            // depends on the machine's load: the waits below are bounded in time (5 s), not in
            // turns, so a loaded machine does not fail an order that is right, and one that is
            // wrong still fails, a little later.
            func pause() async { try? await Task.sleep(nanoseconds: 1_000_000) }

            func startRetryIfDue() async {
                guard wantsRetry, retry == nil, first.hasEnded else { return }
                // The completion asks for a new token first: at least one turn passes.
                await endTurns(1)
                let second = make(2, model)
                retry = second
                second.present(from: model.root)
                // A journey asks for its token first: it shows once that answer is back.
                let deadline = Date().addingTimeInterval(5)
                while !second.isShown, Date() < deadline {
                    await endTurns(1)
                    if !second.isShown { await pause() }
                }
                retryWasShown = second.isShown
            }

            for step in order {
                switch step {
                case .present: first.present(from: model.root)
                case .vendorModal: (retry ?? first).vendorPresentsModal()
                case .swipe: model.swipeAway(model.top)
                case .cancel: first.cancel()
                case .sessionEnds: first.sessionEnds()
                case .retry: wantsRetry = true
                }
                await endTurns(turnsBetweenSteps)
                await startRetryIfDue()
            }
            // The app leaves the screen: whatever still runs is cancelled.
            if !first.hasEnded { first.cancel() }
            await endTurns(2)
            let endDeadline = Date().addingTimeInterval(5)
            while !first.hasEnded, Date() < endDeadline {
                await endTurns(1)
                await pause()
            }
            await startRetryIfDue()
            var problems: [String] = []
            if wantsRetry {
                if let retry {
                    if !retryWasShown { problems.append("the retry's interface was not shown (log \(model.log))") }
                    retry.cancel()
                } else {
                    problems.append("no retry started: the first attempt never reported its end")
                }
            }
            await endTurns(4)
            let lastDeadline = Date().addingTimeInterval(5)
            while !(first.hasEnded && (retry?.hasEnded ?? true)), Date() < lastDeadline {
                await endTurns(1)
                await pause()
            }
            if !first.hasEnded { problems.append("the first attempt never reported its end") }
            for name in model.presentedNames {
                let counts = model.counts(name)
                if counts.presented != 1 || counts.removed != 1 {
                    problems.append("\(name) presented \(counts.presented)×, removed \(counts.removed)×")
                }
            }
            if !model.onScreen.isEmpty { problems.append("still on screen: \(model.onScreen)") }
            return problems
        }

        private static func permutations(_ steps: [PresentationStep]) -> [[PresentationStep]] {
            guard steps.count > 1 else { return [steps] }
            var result: [[PresentationStep]] = []
            for (index, step) in steps.enumerated() {
                var rest = steps
                rest.remove(at: index)
                for tail in permutations(rest) { result.append([step] + tail) }
            }
            return result
        }
    }
#endif
