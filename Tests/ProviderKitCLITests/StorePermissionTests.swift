import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whatever the umask of the process that writes (`000` included), a real
/// `StoreContentionWorker add` process creates the store file, its lock file and every
/// temporary file `0600`, and a missing directory `0700`. The temporary file is observed by
/// killing the process (`SIGKILL`) in the middle of the atomic write.
@Suite(.serialized) struct StorePermissionTests {
    static let umasks = ["000", "022", "077"]

    /// The permission bits of `path` itself (`lstat`).
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    static func add(_ path: String, umask: String, crashBefore step: String? = nil) throws -> ChildProcess {
        let worker = try #require(BuiltExecutable.url(named: "StoreContentionWorker"))
        return try BuiltExecutable.start(
            worker, ["add", "--path", path, "--account", "new", "--umask", umask] + (step.map { ["--crash-before", $0] } ?? []))
    }

    @Test(arguments: umasks)
    func filesAreOwnerOnly(umask: String) async throws {
        let store = try StoreFixture(contents: nil)
        let path = "\(store.directory)/created/credentials.json"
        let child = try Self.add(path, umask: umask)
        #expect(await child.finish() == "added\n")
        #expect(Self.mode(path) == 0o600)
        #expect(Self.mode(path + ".lock") == 0o600)
        #expect(Self.mode("\(store.directory)/created") == 0o700)
    }

    @Test(arguments: umasks, ["write", "sync", "rename"])
    func temporaryFilesAreOwnerOnly(umask: String, step: String) async throws {
        let store = try StoreFixture()
        let before = try store.data()
        let child = try Self.add(store.path, umask: umask, crashBefore: step)
        _ = await child.finish()
        #expect(child.process.terminationReason == .uncaughtSignal && child.process.terminationStatus == SIGKILL)
        let temporaries = store.names().filter { $0.hasPrefix(".credentials.json.tmp-") }
        #expect(temporaries.count == 1)
        for name in temporaries { #expect(Self.mode("\(store.directory)/\(name)") == 0o600, "\(name)") }
        #expect(try store.data() == before, "the store is untouched")
    }
}
