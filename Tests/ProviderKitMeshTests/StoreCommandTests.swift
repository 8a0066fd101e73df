import Foundation
import ProviderKit
import Testing
@testable import ProviderKitMesh

@Suite struct StoreCommandTests {
    @Test func listRedactsUnlessAsked() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        try FileCredentialStore(path: path).add(Samples.payload(token: "cli-secret"))
        let redacted = MeshStoreCommand.run(["list", "--path", path])
        #expect(redacted.status == .ok)
        #expect(!redacted.output.contains("cli-secret") && redacted.output.contains(Secret.redactedPlaceholder))
        let line = try JSONValue(parsing: redacted.output.trimmingCharacters(in: .newlines))
        #expect(line["id"]?.stringValue == Samples.payload().id)
        #expect(line["brokerType"] == "robinhood")
        #expect(line["accountTokens"]?.arrayValue?.first?["account"]?["accountId"] == "acc-1")
        #expect(redacted.output.hasPrefix("{\"id\":"))
        let shown = MeshStoreCommand.run(["list", "--path", path, "--show-secrets"])
        #expect(shown.output.contains("cli-secret"))
    }

    @Test func removeByIdOrFlag() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        let store = FileCredentialStore(path: path)
        try store.save([Samples.payload(account: "1"), Samples.payload(account: "2")])
        let first = MeshStoreCommand.run(["remove", "--path", path, Samples.payload(account: "1").id])
        #expect(first.status == .ok && first.output.hasPrefix("Removed"))
        let second = MeshStoreCommand.run(["remove", "--id", Samples.payload(account: "2").id, "--path", path])
        #expect(second.status == .ok)
        #expect(try store.list().isEmpty)
        let missing = MeshStoreCommand.run(["remove", "--path", path, "nope"])
        #expect(missing.status == .notFound && missing.error.contains("No connection with id nope"))
    }

    @Test(arguments: [[], ["list"], ["frobnicate", "--path", "x"], ["list", "--path"], ["remove", "--path", "x"],
                      ["list", "--path", "x", "extra"], ["remove", "--path", "x", "--show-secrets", "id"]])
    func usageErrors(arguments: [String]) {
        let result = MeshStoreCommand.run(arguments)
        #expect(result.status == .usage)
        #expect(result.error.contains("usage: providerkit store"))
    }

    @Test func corruptStoreIsReportedAndMovedAside() throws {
        let directory = TemporaryDirectory()
        let path = directory.file()
        try "nonsense".write(toFile: path, atomically: false, encoding: .utf8)
        let result = MeshStoreCommand.run(["list", "--path", path])
        #expect(result.status == .storeError)
        #expect(result.error.contains("corrupt") && result.error.contains(".corrupt-"))
    }
}
