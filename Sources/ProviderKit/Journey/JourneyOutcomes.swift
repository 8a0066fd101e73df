import Foundation

/// The outcomes a journey makes itself, when no vendor session gives one: a failed token request,
/// an interruption that cannot resume; and the journal's summaries of ended attempts.
enum JourneyOutcomes {
    /// The exit for a token provider's error, following ``LinkTokenProvider``'s contract. The
    /// error's own text is not copied (it may echo a server response); only its type is named.
    static func exit(forTokenError error: any Error, adapterName: String, entryName: String) -> LinkExit {
        if error is CancellationError { return LinkExit(adapterName: adapterName, entryName: entryName, reason: .userCancelled) }
        let linkError: LinkError
        if let error = error as? LinkError {
            linkError = error
        } else if error is URLError || (error as NSError).domain == NSURLErrorDomain {
            linkError = LinkError(
                code: .network, vendorType: "tokenProvider",
                message: "The token provider could not reach the app's server (URLError \((error as NSError).code)).")
        } else {
            linkError = LinkError(
                code: .unknown, recovery: .retry, vendorType: "tokenProvider",
                message: "The token provider failed with \(String(reflecting: type(of: error))); throw a LinkError to choose the code and recovery.")
        }
        return LinkExit(adapterName: adapterName, entryName: entryName, reason: .error(linkError))
    }

    /// The exit of an attempt interrupted by the app being killed that cannot continue.
    static func interrupted(_ record: LinkJourneyRecord, _ message: String) -> LinkOutcome {
        .exit(
            LinkExit(
                adapterName: record.adapterName, entryName: record.entryName,
                reason: .interrupted(LinkInterruption(phase: record.phase, recovery: .retry, message: message)),
                stage: record.stage, institution: record.institution))
    }

    /// The journal's summary of an ended attempt.
    static func summary(of attempt: LinkJourneyAttempt) -> LinkJourneyAttemptSummary {
        let exit = attempt.outcome.exit
        return LinkJourneyAttemptSummary(
            number: attempt.number, entryName: attempt.entryName, adapterName: attempt.adapterName,
            tokenReason: attempt.tokenReason, startedAt: attempt.startedAt, duration: attempt.duration,
            outcomeKind: exit?.reason.kind.rawValue ?? "success", error: exit?.error,
            institution: exit?.institution ?? attempt.outcome.success?.institution, stage: exit?.stage)
    }

    /// An ended attempt rebuilt from the journal. Only exits are ever rebuilt: a success ends the
    /// journey, so it is never a previous attempt.
    static func attempt(from summary: LinkJourneyAttemptSummary) -> LinkJourneyAttempt {
        let reason: LinkExit.Reason = summary.error.map { .error($0) } ?? .userCancelled
        return LinkJourneyAttempt(
            number: summary.number, entryName: summary.entryName, adapterName: summary.adapterName, purpose: .newLink,
            tokenReason: summary.tokenReason,
            outcome: .exit(
                LinkExit(adapterName: summary.adapterName, entryName: summary.entryName, reason: reason, stage: summary.stage, institution: summary.institution)),
            startedAt: summary.startedAt, duration: summary.duration)
    }
}
