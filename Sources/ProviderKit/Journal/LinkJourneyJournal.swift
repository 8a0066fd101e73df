import Foundation

/// The on-disk journal of running journeys: one small JSON file per journey, so a journey the
/// system killed (typically while the user was in the bank's app for OAuth) can end with exactly
/// one outcome on the next launch.
///
/// ### What is stored, and what is not
/// Stored, in clear: the journey id, its purpose (and the connection id of an update), the attempt
/// number, entry and adapter names, the phase and vendor stage reached, the institution, the
/// entries already tried, a summary of ended attempts (codes, no payloads), the universal link
/// that arrived after a relaunch, and the *key* of the resume secrets. Never stored here: link
/// tokens, widget URLs, credentials, vendor payloads. What a resume needs in secret goes to a
/// ``LinkSecureStore``.
///
/// ### Guarantees
/// - Files are written atomically (temporary file, `fsync`, `rename`) with mode `0600`, in a
///   directory created with mode `0700`. A crash mid-write leaves the previous record.
/// - A file that cannot be read, does not decode, or comes from a newer ProviderKit never crashes
///   the app and is never overwritten: it is moved aside (`<file>.corrupt-…`, `.newer-version-…`,
///   `.unreadable-…`) and reported as a ``LinkJournalProblem``.
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
        directory.appendingPathComponent(journeyID.uuidString.lowercased() + Self.suffix).path
    }

    /// Writes `record` atomically.
    func write(_ record: LinkJourneyRecord) -> LinkJournalProblem? {
        let path = path(for: record.journeyID)
        do {
            let data = try Self.encoder.encode(record)
            try file.ensureDirectory(directory.path)
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

    /// Removes a journey's file.
    func remove(journeyID: UUID) -> LinkJournalProblem? {
        let path = path(for: journeyID)
        do {
            try file.remove(path)
            return nil
        } catch {
            return LinkJournalProblem(
                kind: .writeFailed, path: path, movedTo: nil,
                message: "could not remove the ended journey's journal (\(error)); it will be reported as interrupted on the next launch")
        }
    }

    /// Reads every record, moving aside (and reporting) files that cannot be used. Temporary
    /// files an interrupted write left behind are removed.
    func scan() -> (records: [LinkJourneyRecord], problems: [LinkJournalProblem]) {
        var records: [LinkJourneyRecord] = []
        var problems: [LinkJournalProblem] = []
        for name in file.names(in: directory.path) {
            let path = directory.appendingPathComponent(name).path
            if name.hasPrefix("."), name.contains(Self.suffix + ".tmp-") {
                try? file.remove(path)
                continue
            }
            guard name.hasSuffix(Self.suffix), !name.hasPrefix(".") else { continue }
            switch read(path) {
            case .success(let record): records.append(record)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (records.sorted { $0.startedAt < $1.startedAt }, problems)
    }

    private func read(_ path: String) -> Result<LinkJourneyRecord, LinkJournalProblem> {
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
            return .failure(
                moveAside(
                    path, .newerVersion,
                    "written by a newer ProviderKit (format version \(header.version); this one reads \(LinkJourneyRecord.currentVersion)); update the app to resume it"))
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
