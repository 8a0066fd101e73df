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
/// - A presenter finishes: the slot forgets its key; if the presenter is still the slot's and the
///   trigger still holds its key, `dismiss` resets the binding, then `completion` runs, exactly
///   once per started request, in that order (so a completion that presents again is not undone).
/// - A completion that presents again (a retry) in that same turn: SwiftUI coalesces the reset and
///   the new value into one render whose key may equal the last one (`true` for `isPresented`), so
///   `.task(id:)` does not run. The slot reads the trigger after the completion and starts the new
///   request itself; a later render of the same key finds it running.
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
    ///   - request: makes the request for a new key (read when a presenter starts).
    ///   - coordinator: the app's coordinator.
    ///   - currentKey: the binding's key now (read when a journey finishes).
    ///   - dismiss: resets the binding.
    ///   - completion: the app's completion.
    package func update(
        key: AnyHashable?, request: @escaping @MainActor () -> LinkJourneyRequest?, coordinator: LinkJourneyCoordinator,
        currentKey: @escaping @MainActor () -> AnyHashable?, dismiss: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (LinkJourneyResult) -> Void
    ) {
        guard let key else {
            self.key = nil
            presenter?.cancel()
            return
        }
        guard key != self.key else { return }
        start(
            Trigger(
                key: key, request: request, coordinator: coordinator, currentKey: currentKey, dismiss: dismiss,
                completion: completion))
    }

    /// What the view handed over with a key.
    private struct Trigger {
        let key: AnyHashable
        let request: @MainActor () -> LinkJourneyRequest?
        let coordinator: LinkJourneyCoordinator
        let currentKey: @MainActor () -> AnyHashable?
        let dismiss: @MainActor () -> Void
        let completion: @MainActor (LinkJourneyResult) -> Void
    }

    private func start(_ trigger: Trigger) {
        key = trigger.key
        presenter?.cancel()
        guard let request = trigger.request() else { return }
        let presenter = LinkJourneyPresenter(request, coordinator: trigger.coordinator)
        self.presenter = presenter
        presenter.start(from: .automatic) { [weak self] result in
            let isSlots = self == nil || self?.presenter === presenter
            if isSlots { self?.key = nil }
            if isSlots, trigger.currentKey() == trigger.key { trigger.dismiss() }
            trigger.completion(result)
            // The completion presented again in this turn: SwiftUI may render no change of key.
            guard let self, isSlots, self.key == nil, let retryKey = trigger.currentKey() else { return }
            self.start(
                Trigger(
                    key: retryKey, request: trigger.request, coordinator: trigger.coordinator,
                    currentKey: trigger.currentKey, dismiss: trigger.dismiss, completion: trigger.completion))
        }
    }

    deinit {
        // Deinit is not isolated (before iOS 18.4): hop to the main actor to cancel.
        if let presenter { Task { @MainActor in presenter.cancel() } }
    }
}
