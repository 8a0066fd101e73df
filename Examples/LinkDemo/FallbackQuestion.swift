import ProviderKit

/// The fallback policy's question, "Chase is down at Plaid; try another way?", answered by the
/// screen that can show it. The coordinator is made at launch, before any screen exists, so the
/// policy asks this object, and the screen attaches itself when it appears.
@MainActor
final class FallbackQuestion {
    /// Shows the question; set by the screen. Without one, the answer is no.
    var show: ((LinkFallbackOffer) -> Void)?
    private var pending: CheckedContinuation<Bool, Never>?

    /// Asks, and waits for ``answer(_:)``.
    func ask(_ offer: LinkFallbackOffer) async -> Bool {
        guard let show else { return false }
        answer(false)  // an unanswered earlier question is declined
        return await withCheckedContinuation { continuation in
            pending = continuation
            show(offer)
        }
    }

    /// The user's answer: `true` continues with the offered provider.
    func answer(_ accepted: Bool) {
        let continuation = pending
        pending = nil
        continuation?.resume(returning: accepted)
    }
}
