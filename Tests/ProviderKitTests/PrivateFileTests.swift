import Foundation
import Testing

@testable import ProviderKit
import ProviderKitTooling

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The core private-file mechanism that the journey journal, `FileSecureStore` and Mesh's
/// `FileCredentialStore` share: symbolic links are never followed, stale temporaries are removed
/// only when they are regular files, and the crash hook's settings parse. (The cross-process
/// lock, the file modes under every umask and the crash behaviour are tested with real processes
/// in `ProviderKitCLITests`: `StoreContentionTests`, `StorePermissionTests`, `StoreSymlinkTests`,
/// `StoreCrashTests`, `JournalCrashTests`.)
@Suite struct PrivateFileTests {
    /// A fresh directory with a victim file and a link planted at `name` pointing at it.
    final class Planted {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pk-private-\(UUID().uuidString)").path
        var victim: String { "\(directory)/victim" }
        static let victimText = "the victim's own data"

        init(linkAt names: [String], victimExists: Bool = true) throws {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if victimExists { try Self.victimText.write(toFile: victim, atomically: false, encoding: .utf8) }
            for name in names { try FileManager.default.createSymbolicLink(atPath: "\(directory)/\(name)", withDestinationPath: victim) }
        }

        /// The victim is byte for byte what it was (or still absent), and every link still points at it.
        func expectUntouched(links names: [String], victimExists: Bool = true) {
            if victimExists {
                #expect((try? String(contentsOfFile: victim, encoding: .utf8)) == Self.victimText)
            } else {
                #expect(!FileManager.default.fileExists(atPath: victim))
            }
            for name in names {
                #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/\(name)")) == victim)
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// `body` throws a link refusal naming `path` that says what to do.
    static func expectLinkRefusal(at path: String, _ body: () throws -> Void) {
        #expect { try body() } throws: { error in
            guard let failure = error as? PrivateFile.Failure else { return false }
            return failure.isSymbolicLink && failure.path == path
                && failure.description.contains("\(path) is a symbolic link")
                && failure.description.contains("Replace the link with the file itself")
        }
    }

    /// Where a link is planted, and what must refuse it.
    enum Case: String, CaseIterable {
        case read, writeTarget, writeTemporary, lock

        var linkName: String {
            switch self {
            case .read, .writeTarget: return "file"
            case .writeTemporary: return ".file.tmp-planted"
            case .lock: return "file.lock"
            }
        }
    }

    @Test(arguments: Case.allCases, [true, false])
    func aLinkIsRefusedAndLeftAsItWas(place: Case, victimExists: Bool) throws {
        let planted = try Planted(linkAt: [place.linkName], victimExists: victimExists)
        let path = "\(planted.directory)/file"
        let link = "\(planted.directory)/\(place.linkName)"
        var file = PrivateFile()
        file.temporaryName = { _ in ".file.tmp-planted" }
        if place == .writeTemporary { try Data("old".utf8).write(to: URL(fileURLWithPath: path)) }
        Self.expectLinkRefusal(at: link) {
            switch place {
            case .read: _ = try file.read(path)
            case .writeTarget, .writeTemporary: try file.writeAtomically(Data("new".utf8), to: path)
            case .lock: _ = try file.lockExclusively(link)
            }
        }
        planted.expectUntouched(links: [place.linkName], victimExists: victimExists)
        if place == .writeTemporary {
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8), "the target is untouched")
        }
        #expect(file.names(in: planted.directory).filter { $0.contains(".tmp-") } == (place == .writeTemporary ? [place.linkName] : []))
    }

    @Test func staleTemporariesAreRemovedButLinksAreLeftAlone() throws {
        let planted = try Planted(linkAt: [".file.tmp-link"])
        let stale = "\(planted.directory)/.file.tmp-stale"
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        let removed = PrivateFile().removeStaleTemporaries(of: "\(planted.directory)/file")
        #expect(removed == [stale])
        planted.expectUntouched(links: [".file.tmp-link"])
        var unlocked = PrivateFile()
        unlocked.takesLocks = false
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        #expect(unlocked.removeStaleTemporaries(of: "\(planted.directory)/file").isEmpty, "only safe under the lock")
    }

    @Test func theSecureStoreRefusesALinkedItem() throws {
        let planted = try Planted(linkAt: ["token.secret"])
        let store = FileSecureStore(directory: URL(fileURLWithPath: planted.directory))
        #expect(throws: LinkSecureStoreError.self) { try store.save(Secret("new"), for: "token") }
        #expect(throws: LinkSecureStoreError.self) { try store.secret(for: "token") }
        planted.expectUntouched(links: ["token.secret"])
    }

    @Test func theJournalReportsALinkedRecordWithoutMovingIt() throws {
        let name = "\(UUID().uuidString.lowercased()).journey.json"
        let planted = try Planted(linkAt: [name])
        let scan = LinkJourneyJournal(directory: URL(fileURLWithPath: planted.directory)).scan()
        let (records, problems) = (scan.records, scan.problems)
        #expect(records.isEmpty)
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.kind == .unreadable)
        #expect(problem.movedTo == nil)
        #expect(problem.message.contains("is a symbolic link"))
        planted.expectUntouched(links: [name])
    }

    @Test func crashPointsParse() {
        let table: [(String, PrivateFileCrashPoint?)] = [
            ("rename", PrivateFileCrashPoint(step: .rename)),
            ("write:.journey.json", PrivateFileCrashPoint(step: .write, fileNameContaining: ".journey.json")),
            ("rename:.journey.json#3", PrivateFileCrashPoint(step: .rename, fileNameContaining: ".journey.json", occurrence: 3)),
            ("sync:#2", PrivateFileCrashPoint(step: .sync, occurrence: 2)),
            ("rename:x#0", nil), ("rename:x#two", nil), ("explode", nil), ("", nil),
        ]
        for (text, expected) in table { #expect(PrivateFileCrashPoint(parsing: text) == expected, "\(text)") }
    }
}
