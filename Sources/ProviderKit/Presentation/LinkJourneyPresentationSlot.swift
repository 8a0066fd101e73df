/// What a SwiftUI view that presents journeys keeps for as long as it exists: at most one
/// ``LinkJourneyPresenter``, tied to the view's trigger (its `isPresented` binding, or the id of
/// its request binding). The SwiftUI modifier only forwards to it, so every decision is here and
/// tested on Linux.
///
/// ### Rules
/// - The trigger gains a new key: the presenter of the previous key, if still running, is
///   cancelled, and a presenter for the new request starts (from ``LinkPresentation/automatic``).
/// - The same key again (the view reappeared, or re-rendered): nothing happens.
/// - The trigger loses its key (the app set the binding to `false` or `nil`): the running
///   presenter is cancelled; its result is still reported.
/// - A presenter finishes: if the trigger still holds its key, `dismiss` resets the binding, then
///   `completion` runs, exactly once per started request, in that order (so a completion that
///   presents again is not undone).
/// - The slot goes away with its view (SwiftUI releases the view's state): the running presenter
///   is cancelled, and its completion still runs once.
@MainActor
package final class LinkJourneyPresentationSlot {
    /// The presenter of the current or last request.
    package private(set) var presenter: LinkJourneyPresenter?
    private var key: AnyHashable?

    /// An empty slot.
    package nonisolated init() {}

    /// Follows the view's trigger.
    ///
    /// - Parameters:
    ///   - key: the trigger's key (`true` for `isPresented`, the request's id for an item
    ///     binding), or `nil` when nothing is to be presented.
    ///   - request: makes the request for a new key.
    ///   - coordinator: the app's coordinator.
    ///   - isCurrent: whether the binding still holds `key` (read when the journey finishes).
    ///   - dismiss: resets the binding.
    ///   - completion: the app's completion.
    package func update(
        key: AnyHashable?, request: () -> LinkJourneyRequest?, coordinator: LinkJourneyCoordinator,
        isCurrent: @escaping @MainActor (AnyHashable) -> Bool, dismiss: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (LinkJourneyResult) -> Void
    ) {
        guard let key else {
            self.key = nil
            presenter?.cancel()
            return
        }
        guard key != self.key else { return }
        self.key = key
        presenter?.cancel()
        guard let request = request() else { return }
        let presenter = LinkJourneyPresenter(request, coordinator: coordinator)
        self.presenter = presenter
        presenter.start(from: .automatic) { result in
            if isCurrent(key) { dismiss() }
            completion(result)
        }
    }

    deinit {
        // Deinit is not isolated (before iOS 18.4): hop to the main actor to cancel.
        if let presenter { Task { @MainActor in presenter.cancel() } }
    }
}
