import ProviderKit

/// The fallback policy's question, "Chase is down at Plaid; try another way?", answered by the
/// screen that can show it. The coordinator is made at launch, before any screen exists, so the
/// policy asks this object, and the screen attaches itself when it appears.
///
/// A question always ends: the user answers, or ProviderKit withdraws it (the journey was
/// cancelled, or the `.ask` policy's timeout passed), which answers "no" and hides the alert.
@MainActor
final class FallbackQuestion {
    /// Shows the question; set by the screen. Without one, the answer is no.
    var show: ((LinkFallbackOffer) -> Void)?
    /// Takes the question down when it is withdrawn; set by the screen.
    var hide: (() -> Void)?
    private var pending: CheckedContinuation<Bool, Never>?

    /// Asks, and waits for ``answer(_:)`` or for the asking task to be cancelled.
    func ask(_ offer: LinkFallbackOffer) async -> Bool {
        guard let show else { return false }
        answer(false)  // an unanswered earlier question is declined
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                pending = continuation
                show(offer)
            }
        } onCancel: {
            Task { @MainActor in self.withdraw() }
        }
    }

    /// The user's answer: `true` continues with the offered provider.
    func answer(_ accepted: Bool) {
        let continuation = pending
        pending = nil
        continuation?.resume(returning: accepted)
    }

    /// ProviderKit no longer waits: hide the alert and answer no.
    private func withdraw() {
        guard pending != nil else { return }
        hide?()
        answer(false)
    }
}
