import Foundation

/// One journey from "the user taps Link" to one final answer: token → session → outcome, with a
/// fresh token when the vendor rejects one, fallbacks when the institution or provider is down,
/// and a journal that lets it end properly after the app was killed.
///
/// Make journeys with a ``LinkJourneyCoordinator``; run one with ``run(from:)`` (async) or
/// ``start(from:completion:)`` (closure).
///
/// ```swift
/// let journey = try coordinator.makeJourney()
/// journey.onEvent = { analytics.track($0) }
/// let result = await journey.run(from: .viewController(self))
/// ```
///
/// ### Guarantees
/// - **Exactly one final outcome**: ``run(from:)`` returns the same ``LinkJourneyResult`` to every
///   caller, ``start(from:completion:)`` calls its completion once, and `finished` is sent once.
/// - **Threading**: main actor. The token provider runs off the main actor; everything it returns
///   and every callback comes back to the main actor.
/// - **Cancellation**: cancelling a task awaiting ``run(from:)``, or calling ``cancel()``, cancels
///   the journey: the token request is cancelled, the live session ends as
///   ``LinkExit/Reason/userCancelled``, and no further attempt starts. Idempotent.
/// - **Never hangs** on a session that was never opened: the journey opens every session it makes.
/// - **Keep-alive**: a running journey keeps itself (and its live session) alive.
@MainActor
public final class LinkJourney {
    /// The journey's identity, stable across relaunches.
    public let id: UUID
    /// What the journey is for.
    public let purpose: LinkPurpose
    /// The institution known when the journey was made (the first attempt's hint).
    public let institutionHint: LinkInstitution?
    /// The attempts that ended so far, in order.
    public private(set) var attempts: [LinkJourneyAttempt] = []
    /// The final result, once the journey ended.
    public private(set) var result: LinkJourneyResult?
    /// The session of the running attempt, if one is on screen.
    public private(set) var currentSession: LinkSession?
    /// Called for every journey event of every attempt, in order (the closure twin of ``events()``).
    public var onEvent: ((LinkJourneyEvent) -> Void)?
    /// Whether attempts record their vendor callbacks for a ``LinkSupportBundle`` (see
    /// ``recordings``). Set it before the journey runs; the coordinator sets its own.
    public var recording: LinkRecordingPolicy = .off
    /// Each attempt's recording limits.
    public var recordingLimits: LinkRecordingLimits = .standard
    /// One recorder per attempt that ran a session, while ``recording`` keeps them.
    private(set) var recorders: [LinkCallbackRecorder] = []

    /// Where a journey starts.
    enum Start {
        /// A new journey, on this entry.
        case fresh(entryName: String)
        /// A journey interrupted by the app being killed, continued from its journal record.
        case resume(LinkJourneyRecord)
    }

    private struct Step {
        var entryName: String
        var reason: LinkTokenContext.Reason
        var resume: LinkJourneyRecord?
        /// Whether the resumed attempt can continue the vendor session (its return link arrived).
        var resumable = true
    }

    let environment: JourneyEnvironment
    private let start: Start
    private var planner: JourneyPlanner
    let keeper: JourneyJournalKeeper
    private var task: Task<LinkJourneyResult, Never>?
    private var isCancelled = false
    private var diagnostics: [LinkDiagnostic] = []
    private var streams: [UUID: AsyncStream<LinkJourneyEvent>.Continuation] = [:]
    private var openSessionCount = 0
    private var institution: LinkInstitution?
    private var current = (number: 0, entryName: "", adapterName: "")
    /// The staged rollout's pick, when the journey starts on it.
    private let rollout: LinkRolloutAssignment?
    /// Switched-off entries already reported as left out of the fallbacks.
    private var reportedDisabledFallbacks: Set<String> = []
    /// A resumed journey's OAuth return, and how long it waits for it.
    let returnLink: JourneyReturnLink?
    let returnWindow: TimeInterval

    init(
        id: UUID, purpose: LinkPurpose, institutionHint: LinkInstitution?, start: Start, environment: JourneyEnvironment,
        rollout: LinkRolloutAssignment? = nil, claimedRecord: PrivateFileLock? = nil, returnLink: JourneyReturnLink? = nil,
        returnWindow: TimeInterval = 0
    ) {
        self.returnLink = returnLink
        self.returnWindow = returnWindow
        self.id = id
        self.rollout = rollout
        self.purpose = purpose
        self.institutionHint = institutionHint
        self.start = start
        self.environment = environment
        self.institution = institutionHint
        let now = Date()
        switch start {
        case .fresh(let entryName):
            planner = environment.planner()
            keeper = JourneyJournalKeeper(
                journal: environment.journal, secureStore: environment.secureStore,
                record: LinkJourneyRecord(
                    journeyID: id, purpose: purpose, startedAt: now, startInstant: now.timeIntervalSince1970, updatedAt: now,
                    attempt: 0, entryName: entryName,
                    adapterName: environment.adapterName(forEntry: entryName), tokenReason: .firstAttempt,
                    phase: .fetchingToken, institution: institutionHint, triedEntryNames: [], refreshedEntryNames: [],
                    previousAttempts: []))
        case .resume(let record):
            planner = environment.planner(tried: record.triedEntryNames, refreshed: record.refreshedEntryNames)
            keeper = JourneyJournalKeeper(
                journal: environment.journal, secureStore: environment.secureStore, record: record, lock: claimedRecord)
            institution = record.institution ?? institutionHint
            attempts = record.previousAttempts.map(JourneyOutcomes.attempt(from:))
        }
        keeper.onProblem = { [weak self] problem in self?.journalProblem(problem) }
    }

    // MARK: - Running

    /// Runs the journey and returns its one final result. Calling it again, or while it runs,
    /// returns the same result. Cancelling the awaiting task cancels the journey.
    ///
    /// - Parameter presentation: where vendor interfaces are shown (a view controller on iOS).
    public func run(from presentation: LinkPresentation = .automatic) async -> LinkJourneyResult {
        if let result { return result }
        let task = self.task ?? launch(presentation)
        let journey = self
        return await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            Task { @MainActor in journey.cancel() }
        }
    }

    /// Starts the journey and calls `completion` once, on the main actor, with its final result.
    /// If the journey already runs, `completion` receives the result of that run.
    public func start(
        from presentation: LinkPresentation = .automatic, completion: @escaping @MainActor (LinkJourneyResult) -> Void
    ) {
        let task = self.task ?? (result == nil ? launch(presentation) : nil)
        Task { @MainActor [self] in
            if let task { completion(await task.value) } else if let result { completion(result) }
        }
    }

    /// Cancels the journey: no further attempt starts, and the live session (or the token request)
    /// ends as a user cancel. A journey cancelled before it ran ends at once.
    ///
    /// - Returns: `true` if this call cancelled the journey, `false` if it had already ended or
    ///   been cancelled.
    @discardableResult
    public func cancel() -> Bool {
        guard result == nil, !isCancelled else { return false }
        isCancelled = true
        if let task {
            task.cancel()
            currentSession?.cancel()
        } else {
            // Never ran: its one outcome is a user cancel.
            let entryName = keeper.record.entryName
            let adapterName = environment.adapterName(forEntry: entryName)
            _ = endWithoutRunning(
                .exit(LinkExit(adapterName: adapterName, entryName: entryName, reason: .userCancelled)),
                number: max(keeper.record.attempt, 1), entryName: entryName, tokenReason: .firstAttempt)
        }
        return true
    }

    /// A stream of every journey event from now on, stamped with its attempt. It finishes after
    /// the final result, once the last session has closed (late vendor events, such as Plaid's
    /// `HANDOFF` after a success, still arrive).
    public func events() -> AsyncStream<LinkJourneyEvent> {
        let (stream, continuation) = AsyncStream<LinkJourneyEvent>.makeStream(bufferingPolicy: .unbounded)
        if result != nil, openSessionCount == 0 {
            continuation.finish()
        } else {
            let key = UUID()
            streams[key] = continuation
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor in self?.streams[key] = nil }
            }
        }
        return stream
    }

    private func launch(_ presentation: LinkPresentation) -> Task<LinkJourneyResult, Never> {
        let task = Task { @MainActor [self] in await execute(presentation) }
        self.task = task
        environment.journeyStarted(self)
        return task
    }

    private func execute(_ presentation: LinkPresentation) async -> LinkJourneyResult {
        var step: Step
        switch start {
        case .fresh(let entryName): step = Step(entryName: entryName, reason: .firstAttempt)
        case .resume(let record): step = Step(entryName: record.entryName, reason: .resume, resume: record)
        }
        keeper.write()
        if let rollout {
            note(.info, .rolloutAssigned, "Starting on \(rollout.entryName), the staged rollout's pick for this user among \(rollout.choices.map(\.description).joined(separator: ", ")).")
        }
        while true {
            let attempt = await runAttempt(step, presentation)
            attempts.append(attempt)
            if let picked = attempt.outcome.exit?.institution ?? attempt.outcome.success?.institution {
                institution = picked
            }
            emit(.attemptEnded(attempt))
            keeper.update { $0.previousAttempts.append(JourneyOutcomes.summary(of: attempt)) }
            if isCancelled { break }
            reportDisabledFallbacks(after: attempt)
            switch planner.next(
                after: attempt.outcome, entryName: attempt.entryName, purpose: purpose, institution: institution)
            {
            case .finish:
                return finish()
            case .refreshToken(let entryName):
                note(.info, LinkDiagnostic.Code.tokenRefetched, "The vendor rejected the link token of attempt \(attempt.number) (\(entryName)); asking the token provider for a fresh one.")
                step = Step(entryName: entryName, reason: .refreshAfterRejectedToken)
            case .fallback(let entryName):
                guard await fallBack(to: entryName, after: attempt), !isCancelled else { return finish() }
                step = Step(entryName: entryName, reason: .firstAttempt)
            }
        }
        return finish()
    }

    // MARK: - Attempts

    private func runAttempt(_ step: Step, _ presentation: LinkPresentation) async -> LinkJourneyAttempt {
        var step = step
        if let record = step.resume {
            let current = await awaitReturn(record)
            step.resume = current
            if case .failure = JourneyRequests.resumability(of: current, factory: environment.factory) {
                // It will not continue: it reports the token it had, not a resume.
                step.resumable = false
                step.reason = current.tokenReason
            }
        }
        let entryName = step.entryName
        let adapterName = environment.adapterName(forEntry: entryName)
        let number = step.resume?.attempt ?? (attempts.map(\.number).max() ?? 0) + 1
        current = (number, entryName, adapterName)
        var attemptPurpose = purpose
        if purpose.isUpdate, environment.adapter(forEntry: entryName)?.descriptor.updateSupport.isSupported != true {
            attemptPurpose = .newLink
            note(.warning, LinkDiagnostic.Code.updateUnsupported, "The \(adapterName) adapter has no update mechanism; entry \(entryName) links anew instead of updating \(purpose.connection?.id ?? "the connection").")
        }
        let startedAt = Date()
        var attempt = LinkJourneyAttempt(
            number: number, entryName: entryName, adapterName: adapterName, purpose: attemptPurpose,
            tokenReason: step.reason, isResumed: step.resume != nil && step.resumable,
            outcome: .exit(LinkExit(adapterName: adapterName, entryName: entryName, reason: .userCancelled)), startedAt: startedAt,
            duration: 0)
        emit(
            .attemptStarted(
                purpose: attemptPurpose, tokenReason: step.reason, isResumed: attempt.isResumed, institutionHint: institution))
        if step.resume == nil {
            planner.record(entryName: entryName, refreshed: step.reason == .refreshAfterRejectedToken)
            keeper.beginAttempt(
                number: number, entryName: entryName, adapterName: adapterName, reason: step.reason, planner: planner)
            if let entry = environment.configuration.entries[entryName], !entry.isEnabled {
                attempt.outcome = .exit(
                    SwitchedOffEntries.skippedExit(
                        entry, adapterName: adapterName, configuration: environment.configuration, institution: institution))
                attempt.isSkipped = true
                note(.warning, .entryDisabled, "Skipped attempt \(number) on \(entryName): \(SwitchedOffEntries.reason(entry)).")
                return attempt
            }
        }
        let context = LinkTokenContext(
            journeyID: id, attempt: number, entryName: entryName, adapterName: adapterName, purpose: attemptPurpose,
            institutionHint: institution, reason: step.reason)
        let made: JourneyRequests.Made
        if let record = step.resume, isCancelled {
            made = .outcome(.exit(LinkExit(adapterName: adapterName, entryName: entryName, reason: .userCancelled, stage: record.stage)))
        } else if let record = step.resume {
            made = await JourneyRequests.resume(record, context: context, keeper: keeper, environment: environment)
        } else {
            made = await JourneyRequests.fetch(context, from: environment.tokenProvider)
        }
        switch made {
        case .outcome(let outcome):
            attempt.outcome = outcome
        case .request(let request):
            if step.resume != nil {
                note(.info, .resumed, "Resuming attempt \(number) on \(entryName) after the app was relaunched.")
            }
            if !isCancelled {
                attempt.outcome = await runSession(request, entryName: entryName, adapterName: adapterName, presentation)
            }
        }
        attempt.duration = Date().timeIntervalSince(startedAt)
        return attempt
    }

    private func runSession(
        _ request: LinkRequest, entryName: String, adapterName: String, _ presentation: LinkPresentation
    ) async -> LinkOutcome {
        let session: LinkSession
        do {
            session = try environment.makeSession(request: request, entryName: entryName)
        } catch {
            // Only a programmer error (the entry vanished from the configuration) throws here.
            return .exit(LinkExit(adapterName: adapterName, entryName: entryName, reason: .error(LinkError(adapterError: error)), stage: .loading))
        }
        if environment.adapter(forEntry: entryName)?.descriptor.resumeSupport != nil {
            keeper.keepResumeSecrets(JourneyResumeSecrets(token: request.token, parameters: request.parameters))
        }
        if recording != .off {
            let recorder = LinkCallbackRecorder(
                attempt: current.number, adapterName: adapterName, entryName: entryName, linkToken: request.token,
                limits: recordingLimits)
            session.callbackRecorder = recorder
            recorders.append(recorder)
        }
        attach(session)
        currentSession = session
        environment.router.register(session)
        keeper.update { $0.phase = .presented }
        session.open(presentation)
        let outcome = await session.outcome
        if currentSession === session { currentSession = nil }
        return outcome
    }

    private func attach(_ session: LinkSession) {
        let attempt = current
        openSessionCount += 1
        session.onEvent = { [weak self] event in self?.sessionEvent(event, attempt: attempt) }
        session.onDiagnostic = { [weak self] diagnostic in self?.emit(.diagnostic(diagnostic), attempt: attempt) }
        session.onResumeValues = { [weak self] values in
            self?.keeper.update { $0.resumeValues.merge(values) { _, new in new } }
        }
        Task { @MainActor [weak self, session] in
            await session.waitUntilClosed()
            self?.sessionClosed()
        }
    }

    private func sessionEvent(_ event: LinkEvent, attempt: (number: Int, entryName: String, adapterName: String)) {
        emit(.event(event), attempt: attempt)
        guard attempt.number == current.number, result == nil else { return }
        if let picked = event.institution { institution = picked }
        keeper.record(event)
    }

    private func sessionClosed() {
        openSessionCount -= 1
        if result != nil, openSessionCount == 0 { finishStreams() }
    }

    // MARK: - Switched-off entries

    /// Notes, once each, the switched-off entries a fallback after `attempt` would have offered.
    private func reportDisabledFallbacks(after attempt: LinkJourneyAttempt) {
        guard let error = attempt.outcome.exit?.error, error.code.suggestsFallback, !purpose.isUpdate else { return }
        for name in planner.disabledFallbacks(institution: institution) where !reportedDisabledFallbacks.contains(name) {
            reportedDisabledFallbacks.insert(name)
            let reason = environment.configuration.entries[name].map(SwitchedOffEntries.reason) ?? "the configuration switched it off"
            note(.info, .entryDisabled, "Left \(name) out of the fallbacks: \(reason).")
        }
    }

    // MARK: - Fallbacks

    private func fallBack(to entryName: String, after attempt: LinkJourneyAttempt) async -> Bool {
        let offer = LinkFallbackOffer(
            failedExit: attempt.outcome.exit ?? LinkExit(adapterName: attempt.adapterName, reason: .userCancelled),
            failedEntryName: attempt.entryName, entryName: entryName,
            adapterName: environment.adapterName(forEntry: entryName), institution: institution,
            nextAttempt: attempt.number + 1)
        let accepted = await environment.fallbackPolicy.decide(offer)
        let diagnostic = environment.fallbackPolicy.diagnostic(for: offer, accepted: accepted, cancelled: isCancelled)
        note(diagnostic.severity, diagnostic.code, diagnostic.message)
        return accepted && !isCancelled
    }

    // MARK: - Ending

    private func finish() -> LinkJourneyResult {
        if let result { return result }
        let outcome = attempts.last?.outcome ?? .exit(LinkExit(adapterName: current.adapterName, reason: .userCancelled))
        let result = LinkJourneyResult(
            journeyID: id, purpose: purpose, attempts: attempts, outcome: outcome, diagnostics: diagnostics, rollout: rollout)
        self.result = result
        if recording == .onFailure, outcome.success != nil { recorders.removeAll() }
        currentSession = nil
        keeper.finish()
        environment.journeyFinished(self)
        emit(.finished(result))
        if openSessionCount == 0 { finishStreams() }
        return result
    }

    private func finishStreams() {
        for continuation in streams.values { continuation.finish() }
        streams.removeAll()
    }

    // MARK: - Events and diagnostics

    private func emit(
        _ kind: LinkJourneyEvent.Kind, attempt: (number: Int, entryName: String, adapterName: String)? = nil
    ) {
        let stamp = attempt ?? current
        let event = LinkJourneyEvent(
            journeyID: id, attempt: stamp.number, entryName: stamp.entryName, adapterName: stamp.adapterName, kind: kind)
        onEvent?(event)
        for continuation in streams.values { continuation.yield(event) }
    }

    func note(_ severity: LinkDiagnostic.Severity, _ code: LinkDiagnostic.Code, _ message: String) {
        let diagnostic = LinkDiagnostic(severity: severity, code: code, message: message)
        diagnostics.append(diagnostic)
        emit(.diagnostic(diagnostic))
    }

    private func journalProblem(_ problem: LinkJournalProblem) {
        journalProblems.append(problem)
        // Journal paths are not secrets: the message names them in full.
        let diagnostic = LinkDiagnostic(
            severity: .warning, code: .journalProblem, message: problem.description,
            keepingPaths: [problem.path, problem.movedTo].compactMap { $0 })
        diagnostics.append(diagnostic)
        emit(.diagnostic(diagnostic))
    }

    /// Simulates the system killing the app: journaling stops with the journal file and resume
    /// token left in place, and the journey is cancelled in memory. Tests and the CLI only.
    package func simulateProcessDeath() {
        keeper.detach()
        cancel()
    }

    /// The journal and secure-store problems met so far (each also sent as a `journalProblem`
    /// diagnostic).
    package private(set) var journalProblems: [LinkJournalProblem] = []

    /// Ends a journey made from a journal record at once as interrupted, without running it.
    func abandon() -> LinkJourneyResult {
        if let result { return result }
        guard task == nil, case .resume(let record) = start else { return finish() }
        isCancelled = true
        return endWithoutRunning(
            JourneyOutcomes.interrupted(record, "The app ended the interrupted journey without resuming it."),
            number: record.attempt, entryName: record.entryName, tokenReason: .resume)
    }

    /// Ends a journey that never ran with `outcome` as its one last attempt.
    private func endWithoutRunning(
        _ outcome: LinkOutcome, number: Int, entryName: String, tokenReason: LinkTokenContext.Reason
    ) -> LinkJourneyResult {
        let adapterName = environment.adapterName(forEntry: entryName)
        current = (number, entryName, adapterName)
        attempts.append(
            LinkJourneyAttempt(
                number: number, entryName: entryName, adapterName: adapterName, purpose: purpose, tokenReason: tokenReason,
                outcome: outcome, startedAt: Date(), duration: 0))
        return finish()
    }
}
