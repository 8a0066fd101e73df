import Foundation

/// The on-disk journal of running journeys: one small JSON file per journey, so a journey the
/// system killed (typically while the user was in the bank's app for OAuth) can end with exactly
/// one outcome on the next launch.
///
/// ### What is stored, and what is not
/// Stored, in clear: the journey id, its purpose (and the connection id of an update), the attempt
/// number, entry and adapter names, the phase and vendor stage reached, the institution, the
/// entries already tried, a summary of ended attempts (codes, no payloads), the resume state of
/// the universal link that arrived after a relaunch (scheme, host, path and `oauth_state_id`
/// only), and the *key* of the resume secrets. Never stored here: link tokens, widget URLs,
/// credentials, vendor payloads, the link's other query members. What a resume needs in secret
/// goes to a ``LinkSecureStore``.
///
/// ### Guarantees
/// - Files are written atomically (temporary file, `fsync`, `rename`) with mode `0600`, in a
///   directory created with mode `0700`. A crash mid-write leaves the previous record.
/// - A file that cannot be read or does not decode never crashes the app and is never
///   overwritten: it is moved aside (`<file>.corrupt-…`, `.unreadable-…`) and reported as a
///   ``LinkJournalProblem``. A record from a newer ProviderKit is reported and left in place,
///   its resume secret kept, for the app's next version.
/// - One holder per journey: the coordinator that runs or resumes a journey holds an exclusive
///   lock on its record (`.<id>.journey.lock`) until it ends; others are refused
///   (``LinkJourneyBusyError``) and do not list it as interrupted.
/// - A record is read only from its own file name; a file claiming another journey is moved
///   aside as corrupt. Records come back in start order, to the sub-second, then by id.
/// - A directory open to group or others is tightened to `0700`, or refused when it cannot be.
/// - A symbolic link in place of a journey's file is never followed: it is reported as an
///   `unreadable` ``LinkJournalProblem`` (with no `movedTo`) and left where it is.
/// - A journey's file is removed when the journey ends with its outcome.
/// - Thread-safe; the file I/O is synchronous and small (one file of about 1 KB per running journey).
public final class LinkJourneyJournal: Sendable {
    /// The directory holding the journal files.
    public let directory: URL
    private let file = PrivateFile()
    private static let suffix = ".journey.json"

    /// A journal in `directory`, created (`0700`) on the first write.
    public init(directory: URL) {
        self.directory = directory
    }

    /// `Application Support/ProviderKit/Journeys` in the user domain (on Linux, the XDG data directory).
    public static var defaultDirectory: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("ProviderKit", isDirectory: true).appendingPathComponent(
            "Journeys", isDirectory: true)
    }

    func path(for journeyID: UUID) -> String {
        directory.appendingPathComponent(Self.fileName(for: journeyID)).path
    }

    private static func fileName(for journeyID: UUID) -> String { journeyID.uuidString.lowercased() + suffix }

    /// The lock file of a journey's record: `.<id>.journey.lock`, hidden so scans skip it.
    func lockPath(for journeyID: UUID) -> String {
        directory.appendingPathComponent(".\(journeyID.uuidString.lowercased()).journey.lock").path
    }

    /// What taking a journey's record for this process found.
    enum Claim {
        /// The record is this process's until the lock is released (or the process dies).
        case claimed(PrivateFileLock)
        /// Another process, or another coordinator of this one, holds the record.
        case busy
        /// The record is gone: the journey ended elsewhere.
        case ended
        /// The lock could not be taken at all.
        case failed(LinkJournalProblem)
    }

    /// Takes the exclusive lock on a journey's record without waiting. With `existing`, checks
    /// that the record is still there once locked (a holder that ended the journey removed it
    /// before letting go); a new journey claims a record it has not written yet.
    func claim(journeyID: UUID, existing: Bool) -> Claim {
        let lockPath = lockPath(for: journeyID)
        do {
            try file.ensurePrivateDirectory(directory.path)
            guard let lock = try file.tryLockExclusively(lockPath) else { return .busy }
            guard !existing || FileManager.default.fileExists(atPath: path(for: journeyID)) else {
                // The journey ended; the lock file this claim created (or found) goes too.
                try? file.remove(lockPath)
                lock.unlock()
                return .ended
            }
            return .claimed(lock)
        } catch {
            return .failed(
                LinkJournalProblem(
                    kind: .writeFailed, path: lockPath, movedTo: nil,
                    message: "could not lock the journey's record (\(error)); it is not resumed by this process"))
        }
    }

    /// Writes `record` atomically.
    func write(_ record: LinkJourneyRecord) -> LinkJournalProblem? {
        let path = path(for: record.journeyID)
        do {
            let data = try Self.encoder.encode(record)
            try file.ensurePrivateDirectory(directory.path)
            try file.writeAtomically(data, to: path)
            return nil
        } catch let failure as PrivateFile.Failure {
            return LinkJournalProblem(
                kind: .writeFailed, path: path, movedTo: nil,
                message: "could not write the journey's journal (\(failure)); the journey continues, but cannot survive the app being killed")
        } catch {
            return LinkJournalProblem(kind: .writeFailed, path: path, movedTo: nil, message: "could not encode the record")
        }
    }

    /// Removes a journey's file, then its lock file. Call it holding the journey's lock: the
    /// record goes first, so a process that takes an unlinked lock file afterwards finds no record.
    func remove(journeyID: UUID) -> LinkJournalProblem? {
        let path = path(for: journeyID)
        do {
            try file.remove(path)
            try? file.remove(lockPath(for: journeyID))
            return nil
        } catch {
            return LinkJournalProblem(
                kind: .writeFailed, path: path, movedTo: nil,
                message: "could not remove the ended journey's journal (\(error)); it will be reported as interrupted on the next launch")
        }
    }

    /// What a scan found.
    struct Scan {
        /// The interrupted journeys, in the order they started (``LinkJourneyRecord/startsBefore(_:_:)``).
        var records: [LinkJourneyRecord] = []
        /// Files that could not be used.
        var problems: [LinkJournalProblem] = []
        /// Secure-store keys that belong to journeys still on disk but not listed: records of a
        /// newer version (kept for the app's update) and journeys another process runs now.
        var keptSecretKeys: Set<String> = []
    }

    /// Reads every record, moving aside (and reporting) files that cannot be used. A record is
    /// only read from its own file name, `<journey id>.journey.json`: a file whose record names
    /// another journey (a copy, a rename) is moved aside as a second claim, so one journey is
    /// never replayed twice. A record of a newer version is reported and left in place, its
    /// secret kept, for the app's next version. A record another process holds (its journey runs
    /// there) is left out. Temporary files an interrupted write left behind are removed.
    func scan() -> Scan {
        var scan = Scan()
        if FileManager.default.fileExists(atPath: directory.path) {
            do {
                try file.ensurePrivateDirectory(directory.path)
            } catch {
                scan.problems.append(
                    LinkJournalProblem(
                        kind: .unreadable, path: directory.path, movedTo: nil,
                        message: "the journal directory is not private (\(error)); no journey was read from it"))
                return scan
            }
        }
        for name in file.names(in: directory.path) {
            let path = directory.appendingPathComponent(name).path
            if name.hasPrefix("."), name.contains(Self.suffix + ".tmp-") {
                try? file.remove(path)
                continue
            }
            guard name.hasSuffix(Self.suffix), !name.hasPrefix(".") else { continue }
            switch read(path) {
            case .success(let record):
                if name != Self.fileName(for: record.journeyID) {
                    scan.problems.append(
                        moveAside(
                            path, .corrupt,
                            "the file claims journey \(record.journeyID.uuidString.lowercased()), whose record is \(Self.fileName(for: record.journeyID)); it is not replayed"
                        ))
                } else if isHeldElsewhere(record.journeyID) {
                    scan.keptSecretKeys.formUnion([record.resumeSecretKey, JourneyResumeSecrets.key(for: record.journeyID)].compactMap { $0 })
                } else {
                    scan.records.append(record)
                }
            case .failure(let failure):
                scan.problems.append(failure.problem)
                scan.keptSecretKeys.formUnion(failure.keptSecretKeys)
            }
        }
        scan.records.sort(by: LinkJourneyRecord.startsBefore)
        return scan
    }

    /// Whether another descriptor holds the journey's lock now: its journey runs elsewhere.
    private func isHeldElsewhere(_ journeyID: UUID) -> Bool {
        let lockPath = lockPath(for: journeyID)
        guard FileManager.default.fileExists(atPath: lockPath) else { return false }
        guard let lock = try? file.tryLockExclusively(lockPath) else { return true }
        lock.unlock()
        return false
    }

    /// A file that could not be used, and the secrets to keep for it.
    private struct ReadFailure: Error {
        var problem: LinkJournalProblem
        var keptSecretKeys: [String] = []
    }

    private func read(_ path: String) -> Result<LinkJourneyRecord, ReadFailure> {
        switch readRecord(path) {
        case .success(let record): return .success(record)
        case .failure(let problem) where problem.kind != .newerVersion: return .failure(ReadFailure(problem: problem))
        case .failure(let problem):
            let header = (try? file.read(path)).flatMap { $0 }.flatMap { try? Self.decoder.decode(LinkJourneyRecord.Header.self, from: $0) }
            let name = URL(fileURLWithPath: path).lastPathComponent
            let id = header?.journeyID ?? UUID(uuidString: String(name.dropLast(Self.suffix.count)))
            return .failure(
                ReadFailure(
                    problem: problem,
                    keptSecretKeys: [header?.resumeSecretKey, id.map(JourneyResumeSecrets.key(for:))].compactMap { $0 }))
        }
    }

    private func readRecord(_ path: String) -> Result<LinkJourneyRecord, LinkJournalProblem> {
        let data: Data
        do {
            guard let read = try file.read(path) else {
                return .failure(moveAside(path, .unreadable, "the file disappeared while it was read"))
            }
            data = read
        } catch where error.isSymbolicLink {
            // Refused, not moved: the link (and whatever it points to) stays as it is.
            return .failure(LinkJournalProblem(kind: .unreadable, path: path, movedTo: nil, message: error.description))
        } catch {
            return .failure(moveAside(path, .unreadable, "cannot read the file (\(error))"))
        }
        guard let header = try? Self.decoder.decode(LinkJourneyRecord.Header.self, from: data) else {
            return .failure(moveAside(path, .corrupt, "not a journey record (no numeric \"version\"); the journey cannot be resumed"))
        }
        guard header.version <= LinkJourneyRecord.currentVersion else {
            // Left in place, never moved: the app's next version resumes it.
            return .failure(
                LinkJournalProblem(
                    kind: .newerVersion, path: path, movedTo: nil,
                    message: "written by a newer ProviderKit (format version \(header.version); this one reads \(LinkJourneyRecord.currentVersion)); left in place with its resume token, so the updated app can resume it"))
        }
        do {
            return .success(try Self.decoder.decode(LinkJourneyRecord.self, from: data))
        } catch {
            return .failure(moveAside(path, .corrupt, "the record does not decode (\((error as? DecodingError).map(DecodingErrorDescription.describe) ?? "unreadable JSON"))"))
        }
    }

    private func moveAside(_ path: String, _ kind: LinkJournalProblem.Kind, _ message: String) -> LinkJournalProblem {
        let label: String
        switch kind {
        case .unreadable: label = "unreadable"
        case .corrupt: label = "corrupt"
        case .newerVersion: label = "newer-version"
        case .writeFailed: label = "failed"
        }
        return LinkJournalProblem(kind: kind, path: path, movedTo: file.moveAside(path, label: label), message: message)
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
