import Foundation

/// What a journey does when an attempt ends with an error that suggests another provider
/// (``LinkError/Code/suggestsFallback``: ``LinkError/Code/institutionUnavailable``,
/// ``LinkError/Code/providerUnavailable``, ``LinkError/Code/institutionNotSupported``) and a
/// fallback entry is left to try.
///
/// Fallback entries come from the configuration: the institution's route first (`routes`), then
/// `fallbacks` in order, each tried at most once per journey. Nothing is chosen from measured
/// success rates or prices. Updates of an existing connection never fall back: a connection can
/// only be repaired through the vendor that made it.
public enum LinkFallbackPolicy: Sendable {
    /// Never continue: the attempt's exit is the journey's outcome, with its `fallbacks` filled so
    /// the app can decide later.
    case never
    /// Ask the app, on the main actor, before each fallback: for example a sheet "Chase is down at
    /// Plaid; try another way?". Return `true` to continue with ``LinkFallbackOffer/entryName``,
    /// `false` to end the journey with the attempt's exit. The closure is called at most once per
    /// offer.
    ///
    /// The question always ends: if the journey is cancelled while the closure runs, or `timeout`
    /// seconds pass without an answer, the answer is "no" at once, the task running the closure is
    /// cancelled (a closure that shows a question can watch `Task.isCancelled`, or its own
    /// cancellation handler, to take the question down) and a later answer is ignored.
    case ask(timeout: TimeInterval = 120, _ ask: @MainActor @Sendable (LinkFallbackOffer) async -> Bool)
    /// Continue with the next fallback at once.
    case automatic
}

extension LinkFallbackPolicy {
    /// Whether to continue with `offer`'s entry: `never` says no, `automatic` yes, `ask` asks.
    @MainActor
    func decide(_ offer: LinkFallbackOffer) async -> Bool {
        switch self {
        case .never: return false
        case .automatic: return true
        case .ask(let timeout, let ask): return await FallbackAnswer.first(of: ask, for: offer, timeout: timeout)
        }
    }

    /// The journey's diagnostic for the decision.
    func diagnostic(for offer: LinkFallbackOffer, accepted: Bool, cancelled: Bool) -> LinkDiagnostic {
        let failed = "attempt \(offer.nextAttempt - 1) on \(offer.failedEntryName)"
        if accepted, !cancelled {
            let code = offer.failedExit.error?.code.rawValue ?? "an error"
            return LinkDiagnostic(
                severity: .info, code: .fallbackTaken,
                message: "The \(failed) ended with \(code); continuing with \(offer.entryName)\(offer.institution.map { " for \($0)" } ?? "").")
        }
        let why = cancelled ? "the journey was cancelled" : "the fallback policy said no"
        return LinkDiagnostic(
            severity: .info, code: .fallbackDeclined,
            message: "Did not continue with \(offer.entryName) after the \(failed): \(why).")
    }
}
