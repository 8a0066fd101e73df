import Foundation

/// The channel through which a ``LinkFlow`` reports vendor callbacks to its ``LinkSession``.
///
/// The reporter enforces the session contract so adapters do not have to:
/// - the first terminal callback (success, exit, or the end of the flow) settles the outcome;
///   every later one is dropped and reported as a ``DiagnosticCode/duplicateOutcome`` diagnostic;
/// - events keep flowing after the outcome, in order, until the session closes;
/// - a flow that ends with no terminal callback ends as ``LinkExit/Reason/userCancelled``;
/// - exits are completed from earlier events (stage, institution, session id), the last
///   unrecovered error is promoted (see ``LinkExit``), and fallbacks are attached.
///
/// All methods run on the main actor and are safe to call at any time, including re-entrantly
/// from an app callback and after the session closed (they are then dropped).
///
/// The adapter's contract is to report each vendor outcome **once** (one ``succeeded(_:)`` or
/// ``exited(_:)``, never both): the reporter's dropping of later ones is a safety net, and the
/// conformance suite fails an adapter that relies on it. A call that arrives off the main actor
/// (an adapter that did not hop) stops the process with a message naming the method.
@MainActor
public final class LinkReporter {
    private(set) weak var session: LinkSession?
    /// Where calls are recorded when the session's options carry an audit (the conformance suite).
    private nonisolated let audit: LinkReporterAudit?

    /// The adapter name, to stamp on events and outcomes.
    public let adapterName: String

    init(session: LinkSession, adapterName: String) {
        self.session = session
        self.adapterName = adapterName
        self.audit = session.options.reporterAudit
    }

    /// Records the call `name` in the audit, if any, and says whether it may proceed: `true` on the
    /// main actor. Off it, the call is dropped when audited and otherwise stops the process: the
    /// session's state is main-actor only, and a race on it would corrupt the outcome silently.
    private nonisolated func admit(_ name: String) -> Bool {
        let onMainActor = Thread.isMainThread || MainActorRelay.isOnMainQueue
        audit?.record(LinkReporterAudit.Call(name: name, onMainActor: onMainActor))
        if !onMainActor, audit == nil {
            fatalError("LinkReporter.\(name) was called off the main actor; hop first (MainActorRelay)")
        }
        return onMainActor
    }

    /// `true` once the outcome is settled.
    public var hasOutcome: Bool { session?.settledOutcome != nil }

    /// The vendor finished loading and can be shown (`onLoad`).
    public func loaded() {
        guard admit("loaded()") else { return }
        session?.receiveLoaded()
    }

    /// The vendor reported an event. Delivered even after the outcome, until the session closes.
    public func event(_ event: consuming LinkEvent) {
        guard admit("event(_:)") else { return }
        session?.receiveEvent(event)
    }

    /// The vendor reported a success. Dropped, with a diagnostic, if the outcome is already settled.
    public func succeeded(_ success: LinkSuccess) {
        guard admit("succeeded(_:)") else { return }
        session?.receiveOutcome(.success(success), promoteError: false, origin: "vendor success callback")
    }

    /// The vendor reported an exit. Dropped, with a diagnostic, if the outcome is already settled.
    public func exited(_ exit: LinkExit) {
        guard admit("exited(_:)") else { return }
        session?.receiveOutcome(.exit(exit), promoteError: true, origin: "vendor exit callback")
    }

    /// The vendor's interface is gone and no more callbacks will come. Without an outcome the
    /// session ends as ``LinkExit/Reason/userCancelled``; either way it then closes.
    public func flowEnded() {
        guard admit("flowEnded()") else { return }
        session?.receiveFlowEnded()
    }

    /// Reports a diagnostic (an ignored message, a refused navigation). Never include secrets.
    public func diagnostic(_ diagnostic: LinkDiagnostic) {
        guard admit("diagnostic(_:)") else { return }
        session?.receiveDiagnostic(diagnostic)
    }

    /// Keeps values the vendor needs to continue this session in a new process, after the system
    /// killed the app (for example Plaid v1's OAuth nonce). A journey writes them to its journal
    /// and adds them to the request's parameters when it resumes the session; later calls add to
    /// or replace earlier values. The journal is a plain (`0600`) file: never pass a secret here
    /// (the request's own token and parameters are already kept in the secure store).
    public func keepForResume(_ values: [String: LinkJSONValue]) {
        guard admit("keepForResume(_:)") else { return }
        session?.receiveResumeValues(values)
    }

    /// Reports a diagnostic built from its parts.
    public func diagnostic(_ severity: LinkDiagnostic.Severity, code: LinkDiagnostic.Code, _ message: String) {
        diagnostic(LinkDiagnostic(severity: severity, code: code, message: message))
    }
}
