#if canImport(UIKit)
    import UIKit

    extension LinkJourneyCoordinator {
        /// Runs a journey whose vendor interfaces are presented from `viewController`, and returns
        /// its one final result: the UIKit entry point.
        ///
        /// ```swift
        /// @objc private func linkTapped() {
        ///     Task {
        ///         let result = await coordinator.presentJourney(from: self)
        ///         show(result.outcome)
        ///     }
        /// }
        /// ```
        ///
        /// Unlike ``runJourney(_:entryName:institutionHint:from:)`` it never throws (a refused
        /// request is a ``LinkError/Code/configuration`` exit with a
        /// ``DiagnosticCode/journeyNotStarted`` diagnostic) and it resumes interrupted
        /// journeys too (``LinkJourneyRequest/resume(_:)``). Cancelling the awaiting task cancels
        /// the journey and dismisses its live vendor interface; the result is then a user cancel.
        ///
        /// - Parameters:
        ///   - request: what to run; a new link by default.
        ///   - viewController: a view controller in a window, not presenting anything: vendors
        ///     present their interface modally from it.
        /// - Returns: the journey's one final result.
        public func presentJourney(
            _ request: LinkJourneyRequest = .newLink(), from viewController: UIViewController
        ) async -> LinkJourneyResult {
            await LinkJourneyPresenter(request, coordinator: self).run(from: .viewController(viewController))
        }

        /// Starts a journey whose vendor interfaces are presented from `viewController`, and calls
        /// `completion` exactly once, on the main actor, with its final result.
        ///
        /// ```swift
        /// @objc private func linkTapped() {
        ///     coordinator.presentJourney(from: self) { [weak self] result in self?.show(result.outcome) }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - request: what to run; a new link by default.
        ///   - viewController: a view controller in a window, not presenting anything.
        ///   - completion: receives the journey's one final result, also after ``LinkJourneyPresenter/cancel()``.
        /// - Returns: the presenter, to cancel the journey (when the screen goes away) or observe
        ///   its events (``LinkJourneyPresenter/journey``).
        @discardableResult
        public func presentJourney(
            _ request: LinkJourneyRequest = .newLink(), from viewController: UIViewController,
            completion: @escaping @MainActor (LinkJourneyResult) -> Void
        ) -> LinkJourneyPresenter {
            let presenter = LinkJourneyPresenter(request, coordinator: self)
            presenter.start(from: .viewController(viewController), completion: completion)
            return presenter
        }
    }
#endif
