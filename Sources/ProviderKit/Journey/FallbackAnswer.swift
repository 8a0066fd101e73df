import Foundation

/// The one answer to a fallback question (``LinkFallbackPolicy/ask(timeout:_:)``): the app's, or
/// "no" when the asking task is cancelled (the journey was cancelled) or the timeout passes,
/// whichever comes first. The losers are cancelled and ignored.
@MainActor
final class FallbackAnswer {
    private var continuation: CheckedContinuation<Bool, Never>?
    private var tasks: [Task<Void, Never>] = []

    /// Asks `ask` about `offer` and returns the first answer; see the type's description.
    static func first(
        of ask: @escaping @MainActor @Sendable (LinkFallbackOffer) async -> Bool, for offer: LinkFallbackOffer,
        timeout: TimeInterval
    ) async -> Bool {
        let answer = FallbackAnswer()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.continuation = continuation
                if Task.isCancelled {
                    answer.resolve(false)
                    return
                }
                answer.tasks = [
                    Task { @MainActor in answer.resolve(await ask(offer)) },
                    Task { @MainActor in
                        try? await Task.sleep(seconds: max(timeout, 0))
                        answer.resolve(false)
                    },
                ]
            }
        } onCancel: {
            Task { @MainActor in answer.resolve(false) }
        }
    }

    /// Delivers the first answer only, and cancels whatever still runs.
    private func resolve(_ accepted: Bool) {
        guard let continuation else { return }
        self.continuation = nil
        for task in tasks { task.cancel() }
        tasks.removeAll()
        continuation.resume(returning: accepted)
    }
}
