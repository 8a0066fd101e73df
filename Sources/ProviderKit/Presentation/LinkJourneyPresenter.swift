import Foundation

/// Runs one ``LinkJourneyRequest`` for a user-interface entry point and reports its one final
/// result: the platform-independent engine behind the SwiftUI modifier
/// (`View.linkJourney(isPresented:coordinator:request:onCompletion:)`) and the UIKit presenter
/// (`LinkJourneyCoordinator.presentJourney(_:from:completion:)`), for apps that build their own.
///
/// ```swift
/// let presenter = LinkJourneyPresenter(.newLink(), coordinator: coordinator)
/// presenter.start(from: .viewController(self)) { result in show(result.outcome) }
/// // later, if the screen goes away first:
/// presenter.cancel()
/// ```
///
/// ### Contract
/// - **States** move `idle → running → finished`, never back. A presenter runs one journey.
/// - **Never throws.** A request the coordinator refuses (an entry name that is not in the
///   configuration, an adapter that is not registered, an interrupted journey it does not know)
///   is a programmer error that a user interface cannot throw: the presenter is `finished` at
///   creation, with an exit whose error has the code ``LinkError/Code/configuration`` (recovery
///   ``LinkError/Recovery/fixConfiguration``) and a ``DiagnosticCode/journeyNotStarted``
///   diagnostic.
/// - **Exactly once**: every completion passed to ``start(from:completion:)`` is called exactly
///   once, on the main actor, with the same ``LinkJourneyResult``; ``run(from:)`` returns that
///   result to every caller. Calls after the first join the running journey (their
///   presentation is not used).
/// - **Cancellation**: ``cancel()`` (or cancelling a task awaiting ``run(from:)``) cancels the
///   journey and its live session, which ends as ``LinkExit/Reason/userCancelled``; the result
///   is still reported once. Cancelling an idle presenter finishes it at once. Idempotent.
/// - **Threading**: main actor.
@MainActor
public final class LinkJourneyPresenter {
    /// Where a presenter is in its life.
    public enum State: String, Sendable, Hashable {
        /// Made, not started: no token requested, nothing shown.
        case idle
        /// The journey runs.
        case running
        /// The journey has its final result.
        case finished
    }

    /// What the presenter runs.
    public let request: LinkJourneyRequest
    /// Where the presenter is in its life.
    public private(set) var state: State = .idle
    /// The journey, to observe its events (``LinkJourney/events()``); `nil` when the coordinator
    /// refused the request.
    public let journey: LinkJourney?
    /// The final result, once ``state`` is ``State/finished``.
    public private(set) var result: LinkJourneyResult?

    private var completions: [@MainActor (LinkJourneyResult) -> Void] = []
    private var waiters: [CheckedContinuation<LinkJourneyResult, Never>] = []

    /// Makes the journey for `request` on `coordinator`, without starting it.
    ///
    /// When the coordinator refuses the request (a programmer error, see the contract), the
    /// presenter is ``State/finished`` at once with a configuration exit.
    public init(_ request: LinkJourneyRequest, coordinator: LinkJourneyCoordinator) {
        self.request = request
        do {
            if let interrupted = request.interruptedJourney {
                journey = try coordinator.makeResumedJourney(interrupted)
            } else {
                journey = try coordinator.makeJourney(
                    request.purpose, entryName: request.entryName, institutionHint: request.institutionHint)
            }
        } catch {
            journey = nil
            state = .finished
            result = Self.refused(request, coordinator: coordinator, error: error)
        }
    }

    /// Starts the journey and calls `completion` exactly once, on the main actor, with its final
    /// result. On a finished presenter, `completion` is called at once (on the next main-actor
    /// turn) with the result.
    ///
    /// - Parameters:
    ///   - presentation: where vendor interfaces are shown; ``LinkPresentation/automatic``
    ///     presents from the key window's top-most view controller when the session opens.
    ///   - completion: receives the journey's one final result, on the main actor.
    public func start(
        from presentation: LinkPresentation = .automatic,
        completion: @escaping @MainActor (LinkJourneyResult) -> Void
    ) {
        if let result {
            Task { @MainActor in completion(result) }
            return
        }
        completions.append(completion)
        launch(presentation)
    }

    /// Starts the journey (or joins it) and returns its final result. Cancelling the awaiting task
    /// cancels the journey; the result is then a user cancel.
    ///
    /// - Parameter presentation: where vendor interfaces are shown.
    public func run(from presentation: LinkPresentation = .automatic) async -> LinkJourneyResult {
        if let result { return result }
        launch(presentation)
        let presenter = self
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let result = presenter.result {
                    continuation.resume(returning: result)
                } else {
                    presenter.waiters.append(continuation)
                }
            }
        } onCancel: {
            Task { @MainActor in presenter.cancel() }
        }
    }

    /// Cancels the journey: its live session (or token request) ends as a user cancel and no
    /// further attempt starts. An idle presenter finishes at once.
    ///
    /// - Returns: `true` if this call cancelled the journey, `false` if it had already finished
    ///   or been cancelled.
    @discardableResult
    public func cancel() -> Bool {
        guard state != .finished, let journey else { return false }
        let cancelled = journey.cancel()
        if state == .idle, let ended = journey.result {
            // A journey cancelled before it ran has its result at once.
            finish(ended)
        }
        return cancelled
    }

    // MARK: - Internals

    private func launch(_ presentation: LinkPresentation) {
        guard state == .idle, let journey else { return }
        state = .running
        journey.start(from: presentation) { [self] result in finish(result) }
    }

    private func finish(_ result: LinkJourneyResult) {
        guard self.result == nil else { return }
        state = .finished
        self.result = result
        let completions = self.completions
        let waiters = self.waiters
        self.completions.removeAll()
        self.waiters.removeAll()
        for waiter in waiters { waiter.resume(returning: result) }
        for completion in completions { completion(result) }
    }

    /// The result of a request the coordinator refused: one attempt, ended at once with a
    /// configuration exit.
    private static func refused(
        _ request: LinkJourneyRequest, coordinator: LinkJourneyCoordinator, error: any Error
    ) -> LinkJourneyResult {
        let configuration = coordinator.factory.configuration
        let entryName = request.entryName ?? request.purpose.connection?.entryName ?? configuration.activeEntryName
        let adapterName = configuration.entries[entryName]?.adapterName ?? entryName
        let linkError =
            (error as? LinkError)
            ?? (error as? LinkJourneyBusyError).map { LinkError.configuration("The coordinator refused the journey: \($0).") }
            ?? LinkError.configuration("The coordinator refused the journey: \(String(reflecting: type(of: error)))")
        let exit = LinkExit(adapterName: adapterName, entryName: entryName, reason: .error(linkError))
        let diagnostic = LinkDiagnostic(
            severity: .error, code: .journeyNotStarted,
            message: "The journey was not started: \(linkError.message) Fix the request or the configuration; nothing was shown.")
        let attempt = LinkJourneyAttempt(
            number: 1, entryName: entryName, adapterName: adapterName, purpose: request.purpose,
            // Nothing was resumed, and no token was asked for.
            tokenReason: .firstAttempt, isResumed: false, outcome: .exit(exit), startedAt: Date(), duration: 0)
        return LinkJourneyResult(
            journeyID: request.interruptedJourney?.id ?? request.id, purpose: request.purpose, attempts: [attempt],
            outcome: .exit(exit), diagnostics: [diagnostic])
    }
}
