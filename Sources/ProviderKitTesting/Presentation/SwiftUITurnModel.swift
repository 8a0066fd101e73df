/// A model of the SwiftUI rules ProviderKit's view modifiers depend on, to drive them on Linux:
///
/// - **State changes made in one turn are coalesced.** A `@State` (or binding) write is read back at
///   once, but the view renders once at the end of the turn, with the last value: `false` then `true`
///   in one turn renders as `true`.
/// - **`.task(id:)` runs only when the id changed** since the last render (and on the first).
/// - **An alert or sheet attached to a view that is already presenting is not shown.**
///
/// A test holds the view's state itself, calls ``endTurn(id:task:)`` where SwiftUI would render,
/// and asks ``canPresent(from:)`` before showing an alert or sheet.
///
/// Threading: main actor.
@MainActor
public final class SwiftUITurnModel {
    private var hasRendered = false
    private var lastID: AnyHashable?
    /// How many renders ran the view's `.task(id:)`.
    public private(set) var taskRuns = 0
    /// The views (by name) that are presenting a sheet or alert now.
    public private(set) var presenting: Set<String> = []

    /// A view that has not rendered yet.
    public init() {}

    /// The end of a turn: the view renders with the id its state gives now; `task` (the
    /// `.task(id:)` body) runs when that id differs from the last render's.
    public func endTurn(id: AnyHashable?, task: () -> Void) {
        guard !hasRendered || id != lastID else { return }
        hasRendered = true
        lastID = id
        taskRuns += 1
        task()
    }

    /// Whether an alert or sheet attached to `view` is shown: not while `view` already presents one.
    public func canPresent(from view: String) -> Bool { !presenting.contains(view) }

    /// `view` presents an alert or sheet, if it may.
    ///
    /// - Returns: whether it is shown.
    @discardableResult
    public func present(from view: String) -> Bool {
        guard canPresent(from: view) else { return false }
        presenting.insert(view)
        return true
    }

    /// What `view` presented went away.
    public func dismissPresentation(of view: String) { presenting.remove(view) }
}
