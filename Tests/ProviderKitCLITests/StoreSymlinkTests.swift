import Foundation
import ProviderKit
import Testing

/// A symbolic link planted at the store path, at the temporary file's path or at the lock file's
/// path, pointing at a victim file (or at a name that does not exist yet), is never followed: a
/// real `StoreContentionWorker add` process reports an error that names the link, the victim
/// is byte for byte untouched (or still absent), the link still points where it did, and the
/// store keeps its contents.
@Suite(.serialized) struct StoreSymlinkTests {
    /// Where the link is planted.
    enum Place: String, CaseIterable {
        case store, temporary, lock
    }

    /// The temporary name the worker is told to use (the real one is random, so cannot be planted).
    static let temporaryName = ".credentials.json.tmp-planted"
    static let victimText = "the victim's own data\n"

    static func linkPath(_ place: Place, in store: StoreFixture) -> String {
        switch place {
        case .store: return store.path
        case .temporary: return "\(store.directory)/\(temporaryName)"
        case .lock: return store.path + ".lock"
        }
    }

    @Test(arguments: Place.allCases, [true, false])
    func aLinkIsNeverFollowed(place: Place, victimExists: Bool) async throws {
        let store = try StoreFixture(contents: place == .store ? nil : StoreFixture.text)
        let storeBefore = place == .store ? nil : try store.data()
        let victim = "\(store.directory)/victim"
        if victimExists { try Self.victimText.write(toFile: victim, atomically: false, encoding: .utf8) }
        let link = Self.linkPath(place, in: store)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)

        let worker = try #require(BuiltExecutable.url(named: "StoreContentionWorker"))
        let child = try BuiltExecutable.start(
            worker, ["add", "--path", store.path, "--account", "new", "--temporary-name", Self.temporaryName])
        let output = await child.finish()
        #expect(child.process.terminationStatus == 0)

        #expect(output.contains("\(link) is a symbolic link"), "\(output)")
        #expect(output.contains("Replace the link with the file itself"), "the error says what to do")
        if victimExists {
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == Self.victimText)
        } else {
            #expect(!FileManager.default.fileExists(atPath: victim), "nothing was created through a dangling link")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == victim, "the link is left as it was")
        if let storeBefore { #expect(try store.data() == storeBefore) }
        let debris = store.names().filter { $0.contains("corrupt") || $0.contains("unreadable") || $0.contains(".tmp-") }
        #expect(debris == (place == .temporary ? [Self.temporaryName] : []), "nothing moved aside or left behind")
    }

    /// The tool says the same, with exit status 66, and changes nothing.
    @Test func theToolRefusesAStoreThatIsALink() async throws {
        let store = try StoreFixture(contents: nil)
        let victim = "\(store.directory)/victim.json"
        try StoreFixture.text.write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: victim)
        for arguments in [["list"], ["remove", StoreFixture.robinhoodID]] {
            let run = await ToolRun(["store"] + arguments + ["--path", store.path])
            #expect(run.status == .noInput)
            #expect(run.err.joined().contains("\(store.path) is a symbolic link"), "\(run.err)")
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == StoreFixture.text)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.path) == victim)
    }
}
