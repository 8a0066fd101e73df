import Foundation

/// One attempt to link an account, through whichever adapter the configuration selected.
///
/// A session fires **exactly one outcome**, whatever the vendor SDK does: duplicate and late
/// terminal callbacks are dropped (and reported through ``onDiagnostic``), a vendor interface
/// that disappears without a callback ends as ``LinkExit/Reason/userCancelled``, and ``cancel()``
/// is idempotent. Events keep arriving after the outcome, in order, until the session closes.
///
/// Two equivalent APIs observe it:
/// - closures that mirror the vendors' habits: ``onSuccess``, ``onExit``, ``onEvent``, ``onLoad``;
/// - `async`: ``outcome`` and ``events()``.
///
/// Everything, including every callback, runs on the main actor. The session keeps itself (and so
/// the vendor session and its delegate) alive from ``start()`` until it closes, so an app that
/// drops its reference never loses a callback.
///
/// ```swift
/// let session = try factory.makeSession(request: LinkRequest(token: Secret(tokenFromServer)))
/// session.open(.viewController(self))
/// switch await session.outcome {
/// case .success(let success): try await server.finishLink(success.credential)
/// case .exit(let exit): handle(exit.error?.recovery, fallbacks: exit.fallbacks)
/// }
/// ```
@MainActor
public final class LinkSession {
    /// Sessions between ``start()`` and close, held strongly so they outlive the app's references.
    private static var live: [ObjectIdentifier: LinkSession] = [:]

    /// How many sessions are currently alive (started and not closed).
    package static var liveSessionCount: Int { live.count }

    /// The adapter name (`plaid`, `mesh`, …), stamped on every event and outcome.
    public let adapterName: String
    /// The configuration entry the session was made from, if any, stamped on every event and
    /// outcome (`nil` keeps what the adapter set).
    public let entryName: String?
    /// The universal link the vendor returns to after OAuth, if the entry has one.
    public let redirectURI: RedirectURI?
    /// The names of the entries to offer, as ``LinkExit/fallbacks``, when the exit's error suggests
    /// another provider. The session's own entry is never offered.
    public let fallbackEntryNames: [String]
    /// The session's tunables.
    public let options: Options

    /// Where the session is in its lifecycle.
    public private(set) var state: State = .created
    /// `true` once the session has closed: no more events or callbacks.
    public private(set) var isClosed = false
    /// The outcome once it is settled, `nil` before: a synchronous look at what ``outcome``
    /// (which suspends until then) returns.
    public private(set) var settledOutcome: LinkOutcome?

    /// Called once when the link succeeds.
    public var onSuccess: ((LinkSuccess) -> Void)?
    /// Called once when the link ends without success.
    public var onExit: ((LinkExit) -> Void)?
    /// Called for every event, in order, including events after the outcome.
    public var onEvent: ((LinkEvent) -> Void)?
    /// Called when the vendor has loaded and the flow can be shown.
    public var onLoad: (() -> Void)?
    /// Called for every diagnostic: dropped duplicates, refused input, abandonment.
    public var onDiagnostic: ((LinkDiagnostic) -> Void)?
    /// Records the vendor callbacks this session receives and what it delivers from them, for a
    /// support bundle; `nil` (the default) records nothing. Set it before ``start()``: a journey
    /// with a ``LinkRecordingPolicy`` other than `off` does. Main actor, like the session.
    public var callbackRecorder: LinkCallbackRecorder?

    /// The recorder while the session is open: a closed session records nothing.
    var openRecorder: LinkCallbackRecorder? { isClosed ? nil : callbackRecorder }

    /// Receives the values the flow asks to keep for a resume (``LinkReporter/keepForResume(_:)``).
    var onResumeValues: (([String: LinkJSONValue]) -> Void)?

    private let flow: any LinkFlow
    private var reporter: LinkReporter?
    private var progress = SessionProgress()
    private var cancelRequested = false

    private enum Delivery {
        case loaded
        case event(LinkEvent)
        case outcome(LinkOutcome)
        case diagnostic(LinkDiagnostic)
    }
    private var pending: [Delivery] = []
    private var isDelivering = false

    private var outcomeWaiters: [CheckedContinuation<LinkOutcome, Never>] = []
    private var closeWaiters: [CheckedContinuation<Void, Never>] = []
    private var eventStreams: [UUID: AsyncStream<LinkEvent>.Continuation] = [:]
    private var closeTimer: Task<Void, Never>?

    /// Creates a session around an adapter's flow. Apps normally use ``LinkSessionFactory`` instead.
    public init(
        adapterName: String, flow: any LinkFlow, redirectURI: RedirectURI? = nil, fallbackEntryNames: [String] = [],
        entryName: String? = nil, options: Options = .default
    ) {
        self.adapterName = adapterName
        self.flow = flow
        self.redirectURI = redirectURI
        self.fallbackEntryNames = fallbackEntryNames
        self.entryName = entryName
        self.options = options
    }

    // MARK: - Driving the session

    /// Creates the vendor session and starts loading it. Calling it again has no effect.
    ///
    /// If the vendor refuses the request (for example a malformed link token), the session ends
    /// at once with an error exit at stage ``LinkStage/loading``.
    public func start() {
        guard state == .created, !isClosed else { return }
        state = .loading
        Self.live[ObjectIdentifier(self)] = self
        let reporter = LinkReporter(session: self, adapterName: adapterName)
        self.reporter = reporter
        do {
            try flow.start(reporting: reporter)
        } catch {
            callbackRecorder?.refused(LinkError(adapterError: error))
            receiveOutcome(
                .exit(LinkExit(adapterName: adapterName, reason: .error(LinkError(adapterError: error)), stage: .loading)),
                promoteError: false,
                origin: "start()")
            close()
        }
    }

    /// Shows the vendor's interface, starting the session first if needed. Has no effect once
    /// presented or finished.
    public func open(_ presentation: LinkPresentation = .automatic) {
        if state == .created {
            start()
            // A refused request already ended the session with an error; there is nothing to show.
            if isClosed { return }
        }
        // After close, callbacks have stopped: there is nobody to tell.
        guard !isClosed else { return }
        guard state == .loading || state == .ready else {
            emitDiagnostic(
                LinkDiagnostic(
                    severity: .info, code: LinkDiagnostic.Code.ignoredCall,
                    message: "open() ignored: the session is already \(state.rawValue)."))
            return
        }
        state = .presented
        flow.present(presentation)
    }

    /// Ends the session as ``LinkExit/Reason/userCancelled`` and dismisses the vendor's interface.
    ///
    /// Idempotent: only the first call before the outcome has an effect.
    ///
    /// - Returns: `true` if this call cancelled the session, `false` if it was already settled.
    @discardableResult
    public func cancel() -> Bool {
        guard settledOutcome == nil, !cancelRequested, !isClosed else { return false }
        cancelRequested = true
        if state == .created { state = .loading }
        receiveOutcome(.exit(LinkExit(adapterName: adapterName, reason: .userCancelled)), promoteError: false, origin: "cancel()")
        flow.cancel()
        close()
        return true
    }

    /// Offers an incoming URL (a universal link the app received) to the session.
    ///
    /// The URL is consumed only if it matches ``redirectURI`` under ``RedirectURI/match(_:)`` (https
    /// only, exact host, port and path, query parsed rather than searched) and the flow accepts it.
    /// Unrelated links return `false`, so the app can pass them to other handlers.
    ///
    /// - Returns: `true` if the session consumed the URL.
    @discardableResult
    public func handleRedirect(_ url: URL) -> Bool {
        guard !isClosed, state >= .loading, let redirectURI, let match = redirectURI.match(url) else { return false }
        return flow.handleRedirect(match)
    }

    /// Closes the session: event streams finish, callbacks stop, and the session releases itself.
    /// Closing before the outcome cancels first. Idempotent.
    public func close() {
        guard !isClosed else { return }
        if settledOutcome == nil, cancelRequested == false {
            // A session closed before it started still settles, so `await outcome` never hangs; only a
            // started flow has an interface to dismiss.
            let started = state != .created
            cancelRequested = true
            receiveOutcome(
                .exit(LinkExit(adapterName: adapterName, reason: .userCancelled)), promoteError: false, origin: "close()")
            if started { flow.cancel() }
        }
        // Let anything queued (the outcome, trailing events) reach the app before closing.
        drain()
        isClosed = true
        closeTimer?.cancel()
        closeTimer = nil
        for continuation in eventStreams.values { continuation.finish() }
        eventStreams.removeAll()
        let waiters = closeWaiters
        closeWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
        Self.live[ObjectIdentifier(self)] = nil
    }

    // MARK: - Async API

    /// The outcome. Suspends until it is settled; returns at once afterwards.
    ///
    /// - **Cancellation**: cancelling the task that awaits it cancels the session, exactly like
    ///   ``cancel()`` (a SwiftUI `.task` whose view went away takes the vendor interface with it);
    ///   the outcome is then ``LinkExit/Reason/userCancelled``. A session has one owner: every
    ///   awaiting task sees that outcome.
    /// - **Never started**: a session that was neither started nor opened cannot settle on its
    ///   own, so awaiting its outcome ends it at once: an exit with a ``LinkError/Code/configuration``
    ///   error (recovery ``LinkError/Recovery/fixConfiguration``) and a
    ///   ``DiagnosticCode/notOpened`` diagnostic. Call ``open(_:)`` (or ``start()`` to preload)
    ///   before awaiting; a journey does it for you.
    public var outcome: LinkOutcome {
        get async {
            if let settledOutcome { return settledOutcome }
            if state == .created, !isClosed { endUnopened() }
            if let settledOutcome { return settledOutcome }
            let session = self
            return await withTaskCancellationHandler {
                await withCheckedContinuation { outcomeWaiters.append($0) }
            } onCancel: {
                Task { @MainActor in session.cancel() }
            }
        }
    }

    /// Ends a session whose outcome is awaited before it was ever started.
    private func endUnopened() {
        emitDiagnostic(
            LinkDiagnostic(
                severity: .error, code: .notOpened,
                message: "The outcome was awaited on a session that was never opened; it ended at once. Call open(_:) before awaiting outcome."))
        cancelRequested = true
        receiveOutcome(
            .exit(
                LinkExit(
                    adapterName: adapterName,
                    reason: .error(
                        LinkError(
                            code: .configuration,
                            message: "LinkSession.outcome was awaited before open(_:) or start(); nothing can settle a session that never started.")))),
            promoteError: false, origin: "outcome")
        close()
    }

    /// A stream of events from now on. It finishes when the session closes.
    public func events() -> AsyncStream<LinkEvent> {
        let (stream, continuation) = AsyncStream<LinkEvent>.makeStream(bufferingPolicy: .unbounded)
        if isClosed {
            continuation.finish()
        } else {
            let key = UUID()
            eventStreams[key] = continuation
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor in self?.eventStreams[key] = nil }
            }
        }
        return stream
    }

    /// Suspends until the session has closed.
    public func waitUntilClosed() async {
        if isClosed { return }
        await withCheckedContinuation { closeWaiters.append($0) }
    }

    // MARK: - Reporter entry points

    func receiveLoaded() {
        guard !isClosed else { return }
        if state == .loading { state = .ready }
        enqueue(.loaded)
    }

    func receiveEvent(_ event: consuming LinkEvent) {
        guard !isClosed else {
            // Nobody can observe the session any more; the diagnostic goes nowhere but is cheap.
            return
        }
        if event.adapterName != adapterName { event.adapterName = adapterName }
        if let entryName { event.entryName = entryName }
        progress.record(event)
        enqueue(.event(event))
    }

    func receiveOutcome(_ outcome: LinkOutcome, promoteError: Bool, origin: String) {
        guard !isClosed else { return }
        guard let settled = settledOutcome else {
            settle(outcome, promoteError: promoteError)
            return
        }
        let late = outcome.success != nil ? "success" : "exit"
        let first = settled.success != nil ? "a success" : "an exit"
        emitDiagnostic(
            LinkDiagnostic(
                severity: .info, code: LinkDiagnostic.Code.duplicateOutcome,
                message: "Dropped a late \(late) (\(origin)): the session's outcome, \(first), was already delivered."))
    }

    private func settle(_ outcome: LinkOutcome, promoteError: Bool) {
        let settled: LinkOutcome
        switch outcome {
        case .success(let success):
            var completed = progress.complete(success)
            completed.adapterName = adapterName
            completed.entryName = entryName ?? completed.entryName
            settled = .success(completed)
        case .exit(let exit):
            var completed = progress.complete(exit, promoteError: promoteError)
            completed.adapterName = adapterName
            completed.entryName = entryName ?? completed.entryName
            if let error = completed.error, error.code.suggestsFallback, completed.fallbacks.isEmpty {
                completed.fallbacks = fallbackEntryNames.filter { $0 != entryName }
            }
            settled = .exit(completed)
        }
        settledOutcome = settled
        state = .finished
        let waiters = outcomeWaiters
        outcomeWaiters.removeAll()
        for waiter in waiters { waiter.resume(returning: settled) }
        enqueue(.outcome(settled))
        scheduleCloseAfterOutcome()
    }

    func receiveFlowEnded() {
        guard !isClosed else { return }
        if settledOutcome == nil {
            emitDiagnostic(
                LinkDiagnostic(
                    severity: .warning, code: LinkDiagnostic.Code.abandoned,
                    message: "The vendor's interface ended without a terminal callback; ending as userCancelled."))
            receiveOutcome(.exit(LinkExit(adapterName: adapterName, reason: .userCancelled)), promoteError: true, origin: "vendor interface ended")
        }
        close()
    }

    func receiveResumeValues(_ values: [String: LinkJSONValue]) {
        guard !isClosed else { return }
        onResumeValues?(values)
    }

    func receiveDiagnostic(_ diagnostic: LinkDiagnostic) {
        guard !isClosed else { return }
        emitDiagnostic(diagnostic)
    }

    // MARK: - Delivery

    private func emitDiagnostic(_ diagnostic: LinkDiagnostic) {
        enqueue(.diagnostic(diagnostic))
    }

    /// Delivers `delivery` after everything queued before it. Outside a delivery it goes to the
    /// app at once, without being queued; a re-entrant call (an app callback that triggers a vendor
    /// callback) only queues it, and the outer loop delivers it after the current callback returns.
    private func enqueue(_ delivery: consuming Delivery) {
        guard !isDelivering, pending.isEmpty else {
            pending.append(delivery)
            drain()
            return
        }
        isDelivering = true
        deliver(delivery)
        isDelivering = false
        drain()
    }

    /// Delivers queued callbacks in order, unless a delivery is already under way (which then
    /// delivers them).
    private func drain() {
        guard !isDelivering, !pending.isEmpty else { return }
        isDelivering = true
        defer { isDelivering = false }
        var index = 0
        while index < pending.count {
            // A copy: a callback may queue more while this one is delivered.
            let delivery = pending[index]
            index += 1
            deliver(delivery)
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Hands one callback to the app's closures and event streams.
    private func deliver(_ delivery: Delivery) {
        switch delivery {
        case .loaded:
            onLoad?()
        case .event(let event):
            callbackRecorder?.delivered(event)
            onEvent?(event)
            if !eventStreams.isEmpty {
                for continuation in eventStreams.values { continuation.yield(event) }
            }
        case .outcome(.success(let success)):
            callbackRecorder?.settled(.success(success))
            onSuccess?(success)
        case .outcome(.exit(let exit)):
            callbackRecorder?.settled(.exit(exit))
            onExit?(exit)
        case .diagnostic(let diagnostic):
            callbackRecorder?.reported(diagnostic)
            onDiagnostic?(diagnostic)
        }
    }

    private func scheduleCloseAfterOutcome() {
        guard let delay = options.closeAfterOutcome, closeTimer == nil else { return }
        closeTimer = Task { [weak self] in
            try? await Task.sleep(seconds: delay)
            guard !Task.isCancelled else { return }
            self?.close()
        }
    }
}

extension LinkSession: CustomStringConvertible {
    /// `LinkSession(adapterName: plaid, entryName: main)`, without the entry when there is none.
    /// Never includes tokens.
    nonisolated public var description: String {
        entryName.map { "LinkSession(adapterName: \(adapterName), entryName: \($0))" } ?? "LinkSession(adapterName: \(adapterName))"
    }
}
