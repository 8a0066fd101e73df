import Foundation
import ProviderKit
import Testing
@testable import ProviderKitMesh

@Suite struct StoreCommandTests {
    @Test func listRedactsUnlessAsked() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        try FileCredentialStore(path: path).add(Samples.payload(token: "cli-secret"))
        let redacted = MeshStoreCommand.list(path: path, showSecrets: false)
        #expect(redacted.status == .ok)
        #expect(!redacted.output.contains("cli-secret") && redacted.output.contains(Secret.redactedPlaceholder))
        let line = try LinkJSONValue(parsing: redacted.output.trimmingCharacters(in: .newlines))
        #expect(line["id"]?.stringValue == Samples.payload().id)
        #expect(line["brokerType"] == "robinhood")
        #expect(line["accountTokens"]?.arrayValue?.first?["account"]?["accountId"] == "acc-1")
        #expect(redacted.output.hasPrefix("{\"id\":"))
        let shown = MeshStoreCommand.list(path: path, showSecrets: true)
        #expect(shown.output.contains("cli-secret"))
    }

    @Test func removeByIdOrFlag() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        let store = FileCredentialStore(path: path)
        try store.save([Samples.payload(account: "1"), Samples.payload(account: "2")])
        let first = MeshStoreCommand.remove(path: path, id: Samples.payload(account: "1").id)
        #expect(first.status == .ok && first.output.hasPrefix("Removed"))
        let second = MeshStoreCommand.remove(path: path, id: Samples.payload(account: "2").id)
        #expect(second.status == .ok)
        #expect(try store.list().isEmpty)
        let missing = MeshStoreCommand.remove(path: path, id: "nope")
        #expect(missing.status == .notFound && missing.error.contains("No connection with id nope"))
    }

    @Test func corruptStoreIsReportedAndMovedAside() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        try "nonsense".write(toFile: path, atomically: false, encoding: .utf8)
        let result = MeshStoreCommand.list(path: path, showSecrets: false)
        #expect(result.status == .storeError)
        #expect(result.error.contains("corrupt") && result.error.contains(".corrupt-"))
    }
}
