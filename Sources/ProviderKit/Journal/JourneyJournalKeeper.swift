import Foundation

/// Keeps one journey's journal record and resume secrets up to date, and removes both when the
/// journey ends. Journal and secure-store failures never stop a journey: they become
/// ``LinkJournalProblem``s, reported as diagnostics.
@MainActor
final class JourneyJournalKeeper {
    private let journal: LinkJourneyJournal?
    private let secureStore: (any LinkSecureStore)?
    private(set) var record: LinkJourneyRecord
    private var isFinished = false
    /// The lock on the journey's record, held from the first write (or the resume's claim) until
    /// the journey ends, so no other process or coordinator resumes it meanwhile.
    private var lock: PrivateFileLock?
    private var triedLock = false
    /// Receives every problem.
    var onProblem: (LinkJournalProblem) -> Void = { _ in }

    /// A keeper for `record`; `lock` is the record's lock when the journey was claimed from the
    /// journal (a resume), else the keeper takes it before its first write.
    init(journal: LinkJourneyJournal?, secureStore: (any LinkSecureStore)?, record: LinkJourneyRecord, lock: PrivateFileLock? = nil) {
        self.journal = journal
        self.secureStore = secureStore
        self.record = record
        self.lock = lock
        self.triedLock = lock != nil
    }

    /// `true` when the journey is journaled at all.
    var isJournaling: Bool { journal != nil }

    /// Applies `change`; writes the record when it changed.
    func update(_ change: (inout LinkJourneyRecord) -> Void) {
        guard !isFinished else { return }
        var updated = record
        change(&updated)
        guard updated != record else { return }
        updated.updatedAt = Date()
        record = updated
        write()
    }

    /// Records what a vendor event says about the running attempt: its stage, the institution,
    /// and whether the user left for OAuth (``LinkJourneyPhase/awaitingRedirect``) or came back.
    func record(_ event: LinkEvent) {
        update { record in
            if let stage = event.stage, stage != .unknown { record.stage = stage }
            if let picked = event.institution { record.institution = picked }
            switch event.name {
            case .oauthStarted: record.phase = .awaitingRedirect
            case .oauthCompleted, .oauthFailed: record.phase = .presented
            default: break
            }
        }
    }

    /// Writes the record as it is, first taking its lock when the keeper does not hold it yet.
    func write() {
        guard !isFinished, let journal else { return }
        if !triedLock {
            triedLock = true
            switch journal.claim(journeyID: record.journeyID, existing: false) {
            case .claimed(let taken): lock = taken
            case .failed(let problem): onProblem(problem)
            case .busy, .ended: break  // A new journey's id is fresh: nothing else holds it.
            }
        }
        if let problem = journal.write(record) { onProblem(problem) }
    }

    /// Keeps `secrets` for a resume; returns whether they are kept.
    @discardableResult
    func keepResumeSecrets(_ secrets: JourneyResumeSecrets) -> Bool {
        guard !isFinished, journal != nil, let secureStore else { return false }
        let key = JourneyResumeSecrets.key(for: record.journeyID)
        do {
            try secureStore.save(try secrets.sealed(), for: key)
            update { $0.resumeSecretKey = key }
            return true
        } catch {
            onProblem(
                LinkJournalProblem(
                    kind: .writeFailed, path: key, movedTo: nil,
                    message: "could not keep the resume token in the secure store (\(Self.describe(error))); after a relaunch the token provider is asked for it"))
            return false
        }
    }

    /// Records a new attempt, and deletes the previous attempt's resume secrets: each attempt
    /// keeps its own, or none.
    func beginAttempt(
        number: Int, entryName: String, adapterName: String, reason: LinkTokenContext.Reason, planner: JourneyPlanner
    ) {
        if let key = record.resumeSecretKey { try? secureStore?.delete(for: key) }
        update {
            $0.attempt = number
            $0.entryName = entryName
            $0.adapterName = adapterName
            $0.tokenReason = reason
            $0.phase = .fetchingToken
            $0.stage = nil
            $0.redirectURL = nil
            $0.resumeValues = [:]
            $0.resumeSecretKey = nil
            $0.triedEntryNames = planner.triedEntryNames
            $0.refreshedEntryNames = planner.refreshedEntryNames
        }
    }

    /// The kept resume secrets, if any.
    func resumeSecrets() -> JourneyResumeSecrets? {
        guard let key = record.resumeSecretKey, let secureStore else { return nil }
        do {
            guard let sealed = try secureStore.secret(for: key) else { return nil }
            return try JourneyResumeSecrets(unsealing: sealed)
        } catch {
            onProblem(
                LinkJournalProblem(
                    kind: .unreadable, path: key, movedTo: nil,
                    message: "could not read the resume token from the secure store (\(Self.describe(error))); the token provider is asked for it"))
            return nil
        }
    }

    /// Removes the record and the resume secrets. Idempotent.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        if let key = record.resumeSecretKey, let secureStore {
            do {
                try secureStore.delete(for: key)
            } catch {
                onProblem(
                    LinkJournalProblem(
                        kind: .writeFailed, path: key, movedTo: nil,
                        message: "could not delete the resume token from the secure store (\(Self.describe(error)))"))
            }
        }
        if let journal, let problem = journal.remove(journeyID: record.journeyID) { onProblem(problem) }
        lock?.unlock()
        lock = nil
    }

    /// Stops journaling without removing anything, as a killed process would: the record and
    /// the resume secrets stay for the next launch, and the record's lock is released (the
    /// kernel releases a dead process's locks). Tests and the CLI's kill simulation only.
    func detach() {
        isFinished = true
        lock?.unlock()
        lock = nil
    }

    /// An error's description, which for the built-in stores never holds a secret; other errors
    /// are named by type only.
    private static func describe(_ error: any Error) -> String {
        if let error = error as? LinkSecureStoreError { return error.description }
        return String(describing: type(of: error))
    }
}
