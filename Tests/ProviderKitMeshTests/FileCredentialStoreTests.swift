import Foundation
import ProviderKit
import Testing
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

@Suite struct FileCredentialStoreTests {
    func permissions(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    @Test func missingFileIsEmpty() throws {
        let directory = TemporaryDirectory()
        #expect(try FileCredentialStore(path: directory.file()).list().isEmpty)
    }

    @Test func addDeduplicatesByPayloadIDAndKeepsOrder() throws {
        let directory = TemporaryDirectory()
        let store = FileCredentialStore(path: directory.file())
        #expect(try store.add(Samples.payload(account: "1", token: "old")) == .added)
        #expect(try store.add(Samples.payload(broker: "kraken", account: "9")) == .added)
        #expect(try store.add(Samples.payload(account: "1", token: "new")) == .replaced)
        let listed = try FileCredentialStore(path: directory.file()).list()
        #expect(listed.map(\.brokerType) == ["robinhood", "kraken"])
        #expect(listed[0].accountTokens[0].accessToken.reveal() == "new")
    }

    @Test func removeAndSave() throws {
        let directory = TemporaryDirectory()
        let store = FileCredentialStore(path: directory.file())
        let first = Samples.payload(account: "1")
        let second = Samples.payload(account: "2")
        try store.save([first, second, first])
        #expect(try store.list() == [first, second])
        #expect(try store.remove(first) == first)
        #expect(try store.remove(id: "nope") == nil)
        #expect(try store.list() == [second])
        try store.save([])
        #expect(try store.list().isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory.file()))
    }

    @Test func fileIsOwnerOnlyVersionedAndHoldsTokensInTheClear() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        let store = FileCredentialStore(path: path)
        let previous = umask(0)
        defer { umask(previous) }
        try store.add(Samples.payload(token: "clear-token"))
        #expect(permissions(path) == 0o600)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("clear-token"))
        let json = try LinkJSONValue(parsing: text)
        #expect(json["format"] == "providerkit.mesh.credentials")
        #expect(json["version"] == 1)
        #expect(json["accessTokens"]?.arrayValue?.count == 1)
        #expect(!text.contains(Secret.redactedPlaceholder))
    }

    @Test func widePermissionsAreTightened() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        let store = FileCredentialStore(path: path)
        try store.add(Samples.payload())
        chmod(path, 0o644)
        _ = try store.list()
        #expect(permissions(path) == 0o600)
    }

    @Test func listingNeverCreatesTheDirectory() throws {
        let directory = TemporaryDirectory()
        let path = "\(directory.path)/typo/credentials.json"
        #expect(try FileCredentialStore(path: path).list().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "\(directory.path)/typo"))
        #expect(directory.contents().isEmpty)
    }

    @Test func missingDirectoryIsCreatedOwnerOnly() throws {
        let directory = TemporaryDirectory()
        let path = "\(directory.path)/nested/deeper/credentials.json"
        try FileCredentialStore(path: path).add(Samples.payload())
        #expect(permissions("\(directory.path)/nested/deeper") == 0o700)
        #expect(permissions(path) == 0o600)
    }

    @Test(arguments: ["{not json", "", "[1,2,3]", #"{"format":"other","version":1,"accessTokens":[]}"#,
                      #"{"format":"providerkit.mesh.credentials","version":1,"accessTokens":[{"brokerType":1}]}"#,
                      #"{"format":"providerkit.mesh.credentials","version":1,"accessTokens":[{"accountTokens":[{"account":{"accountId":"a","accountName":"b"},"accessToken":"<redacted>"}],"brokerBrandInfo":{"brokerLogo":""},"brokerType":"x","brokerName":"X"}]}"#])
    func corruptFileIsMovedAsideNeverOverwritten(contents: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        try contents.write(toFile: path, atomically: false, encoding: .utf8)
        let store = FileCredentialStore(path: path)
        do {
            try store.add(Samples.payload())
            Issue.record("expected a corrupt error")
        } catch {
            guard let error = error as? MeshStoreError, case .corrupt(let location, let movedTo, let reason) = error else {
                Issue.record("expected corrupt, got \(error)")
                return
            }
            #expect(location == path)
            let aside = try #require(movedTo)
            #expect(aside.hasPrefix(path + ".corrupt-"))
            #expect(try String(contentsOfFile: aside, encoding: .utf8) == contents)
            #expect(!reason.isEmpty)
            #expect(error.description.contains(aside))
        }
        // Nothing was written by the failed add; the next call starts empty.
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try store.list().isEmpty)
        try store.add(Samples.payload())
        #expect(try store.list().count == 1)
    }

    @Test func corruptReasonNeverContainsTokens() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        let text = #"{"format":"providerkit.mesh.credentials","version":1,"accessTokens":[{"accountTokens":[{"account":{"accountId":"a"},"accessToken":"TOPSECRET"}]}]}"#
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        #expect {
            try FileCredentialStore(path: path).list()
        } throws: { error in
            !"\(error)".contains("TOPSECRET") && "\(error)".contains("accountName")
        }
    }

    @Test func newerVersionIsRefusedAndLeftUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        let text = #"{"format":"providerkit.mesh.credentials","version":2,"somethingNew":true}"#
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let store = FileCredentialStore(path: path)
        #expect(throws: MeshStoreError.unsupportedVersion(location: path, found: 2, supported: 1)) {
            try store.add(Samples.payload())
        }
        #expect(throws: MeshStoreError.self) { try store.save([]) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(directory.contents().filter { $0.contains("corrupt") }.isEmpty)
    }

    @Test func unreadableFileIsMovedAsideWithAClearError() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        try FileCredentialStore(path: path).add(Samples.payload())
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        // Tests may run as root, which reads any file; inject the EACCES a revoked permission gives.
        var file = PrivateFile()
        file.injectFailure = { $0 == .read ? EACCES : nil }
        let store = FileCredentialStore(path: path, file: file)
        do {
            try store.add(Samples.payload(account: "2"))
            Issue.record("expected unreadable")
        } catch {
            guard case .unreadable(_, let movedTo, let reason)? = error as? MeshStoreError else {
                Issue.record("got \(error)")
                return
            }
            #expect(reason.contains("Permission denied"))
            let aside = try #require(movedTo)
            #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == original)
            #expect(aside.contains(".unreadable-"))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A directory at the store path is reported and left where it is: never moved aside.
    @Test func directoryInPlaceOfTheFileIsUnreadable() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect {
            try FileCredentialStore(path: path).list()
        } throws: { error in
            if case .unreadable(_, nil, let reason) = error as? MeshStoreError { return reason.contains("a directory") }
            return false
        }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// A crash or I/O error at any step of the atomic write leaves the previous contents intact.
    @Test(arguments: [PrivateFile.Step.createTemporary, .write, .sync, .rename])
    func failedWriteStepKeepsPreviousContents(step: PrivateFile.Step) throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        try FileCredentialStore(path: path).add(Samples.payload(account: "old"))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        var file = PrivateFile()
        file.injectFailure = { $0 == step ? ENOSPC : nil }
        let failing = FileCredentialStore(path: path, file: file)
        #expect {
            try failing.add(Samples.payload(account: "new"))
        } throws: { error in
            if case .writeFailed(_, let reason) = error as? MeshStoreError { return reason.hasPrefix(step.rawValue) }
            return false
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileCredentialStore(path: path).list().map { $0.accountTokens[0].account.accountId } == ["old"])
        #expect(directory.contents().filter { $0.contains(".tmp-") }.isEmpty)
    }

    /// A failure after the rename (the directory fsync) reports an error but the new data is in place.
    @Test func failureAfterRenameHasTheNewContents() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        var file = PrivateFile()
        file.injectFailure = { $0 == .syncDirectory ? EIO : nil }
        #expect(throws: MeshStoreError.self) { try FileCredentialStore(path: path, file: file).add(Samples.payload()) }
        #expect(try FileCredentialStore(path: path).list().count == 1)
    }

    /// What a process killed mid-write leaves: a half-written temporary next to the intact store.
    @Test func crashLeftoverTemporaryIsIgnoredThenCleanedUp() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        let store = FileCredentialStore(path: path)
        try store.add(Samples.payload(account: "old"))
        let leftover = "\(directory.path)/.credentials.json.tmp-CRASHED"
        let fullNew = try Data(contentsOf: URL(fileURLWithPath: path))
        try fullNew.prefix(fullNew.count / 2).write(to: URL(fileURLWithPath: leftover))

        #expect(try FileCredentialStore(path: path).list().map { $0.accountTokens[0].account.accountId } == ["old"])
        try FileCredentialStore(path: path).add(Samples.payload(account: "next"))
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(try store.list().count == 2)
    }

    @Test func concurrentAddsFromManyThreadsLoseNothing() async throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    // Separate instances, as separate processes would have; flock serialises them.
                    _ = try? FileCredentialStore(path: path).add(Samples.payload(account: "\(index)"))
                }
            }
        }
        #expect(try FileCredentialStore(path: path).list().count == 16)
    }
}
