import Foundation
import ProviderKit
import ProviderKitCLI
import Testing

@MainActor
@Suite struct StoreCommandTests {
    @Test func listRedactsTokensUnlessShowSecretsIsGiven() async throws {
        let store = try StoreFixture()
        let run = await ToolRun(["store", "list", "--path", store.path, "--format", "json"])
        #expect(run.status == .ok)
        let lines = try run.jsonLines()
        #expect(lines.allSatisfy { $0["kind"] == "meshConnection" })
        #expect(lines[1]["expiresInSeconds"] == .null)
        #expect(lines.map { $0["id"]?.stringValue } == [StoreFixture.robinhoodID, StoreFixture.krakenID])
        #expect(lines.map { $0["brokerName"]?.stringValue } == ["Robinhood", "Kraken"])
        #expect(lines[0]["expiresInSeconds"] == 3600)
        let token = lines[0]["accountTokens"]?.arrayValue?.first
        #expect(token?["account"]?["accountId"] == "a1")
        #expect(token?["accessToken"] == .string(Secret.redactedPlaceholder))
        #expect(token?["refreshToken"] == .string(Secret.redactedPlaceholder))
        #expect(!run.out.joined().contains("access-token") && !run.out.joined().contains("refresh-token"))

        let shown = await ToolRun(["store", "list", "--path", store.path, "--show-secrets", "--format", "json"])
        #expect(shown.status == .ok)
        let revealed = try shown.jsonLines().map { $0["accountTokens"]?.arrayValue?.first }
        #expect(revealed[0]?["accessToken"] == "rh-access-token")
        #expect(revealed[0]?["refreshToken"] == "rh-refresh-token")
        #expect(revealed[1]?["accessToken"] == "kraken-access-token")
        // Listing never rewrites the file.
        #expect(try store.data() == Data(StoreFixture.text.utf8))
    }

    @Test func removeDeletesOneConnectionAndSaysWhich() async throws {
        let store = try StoreFixture()
        let run = await ToolRun(["store", "remove", "--path", store.path, StoreFixture.robinhoodID])
        #expect(run.status == .ok)
        #expect(run.out == ["Removed \(StoreFixture.robinhoodID) (Robinhood, 1 account(s))."])
        #expect(!run.out.joined().contains("rh-access-token"))
        let listed = try await ToolRun(["store", "list", "--path", store.path, "--format", "json"]).jsonLines()
        #expect(listed.map { $0["id"]?.stringValue } == [StoreFixture.krakenID])

        let again = await ToolRun(["store", "remove", "--path", store.path, StoreFixture.robinhoodID])
        #expect(again.status == .notFound)
        #expect(again.err.joined().contains("no connection with id \(StoreFixture.robinhoodID)"))
        #expect(again.err.joined().hasSuffix("[store.notFound]"))
    }

    @Test func aMissingFileListsNothingAndCreatesNothing() async throws {
        let store = try StoreFixture(contents: nil)
        let missingDirectory = "\(store.directory)/not/there"
        let run = await ToolRun(["store", "list", "--path", "\(missingDirectory)/credentials.json"])
        #expect(run.status == .ok)
        #expect(run.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "\(store.directory)/not"))
    }

    @Test func aCorruptFileIsMovedAsideAndReportedWithStatus65() async throws {
        let store = try StoreFixture(contents: #"{"format":"providerkit.mesh.credentials","version":1,"accessTokens":[{"brokerType":"#)
        let run = await ToolRun(["store", "list", "--path", store.path])
        #expect(run.status == .dataError)
        let message = run.err.joined(separator: "\n")
        #expect(message.contains("corrupt") && message.contains(".corrupt-"))
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(store.names().contains { $0.hasPrefix("credentials.json.corrupt-") })
        // The next remove finds an empty store instead of overwriting anything.
        #expect(await ToolRun(["store", "remove", "--path", store.path, "x"]).status == .notFound)
    }

    @Test func aNewerFormatVersionIsRefusedAndLeftAlone() async throws {
        let text = #"{"format":"providerkit.mesh.credentials","version":99,"accessTokens":[]}"#
        let store = try StoreFixture(contents: text)
        let run = await ToolRun(["store", "remove", "--path", store.path, StoreFixture.robinhoodID])
        #expect(run.status == .dataError)
        #expect(run.err.joined().contains("version 99"))
        #expect(try store.data() == Data(text.utf8))
    }

    @Test(arguments: [
        ["store"], ["store", "list"], ["store", "--path", "f"], ["store", "list", "extra", "--path", "f"],
        ["store", "remove", "--path", "f"], ["store", "remove", "--path", "f", "id", "--show-secrets"],
        ["store", "purge", "--path", "f"], ["store", "list", "--path", "f", "--show-secret"],
    ])
    func usageErrorsExit64(arguments: [String]) async {
        let run = await ToolRun(arguments)
        #expect(run.status == .usage)
        #expect(run.out.isEmpty)
        #expect(!run.err.isEmpty)
    }

    @Test func helpDescribesBothSubcommands() async {
        let run = await ToolRun(["store", "--help"])
        #expect(run.status == .ok)
        let help = run.out.joined(separator: "\n")
        #expect(help.contains("store list --path FILE [--format text|json] [--show-secrets]"))
        #expect(help.contains("store remove --path FILE ID [--format text|json]"))
    }

    @Test func textListsOneLinePerConnectionAndAccountWithTokensRedacted() async throws {
        let store = try StoreFixture()
        let run = await ToolRun(["store", "list", "--path", store.path])
        #expect(run.status == .ok)
        #expect(
            run.out == [
                "\(StoreFixture.robinhoodID)  Robinhood (robinhood)  1 account(s)  expires in 3600 s",
                "  account a1 (Individual): access <redacted> refresh <redacted>",
                "\(StoreFixture.krakenID)  Kraken (kraken)  1 account(s)",
                "  account b1 (Spot): access <redacted>",
            ])
        let shown = await ToolRun(["store", "list", "--path", store.path, "--show-secrets"])
        #expect(shown.out[1] == "  account a1 (Individual): access rh-access-token refresh rh-refresh-token")
    }

    @Test func jsonRemovePrintsTheRemovedConnectionAndFailuresAsDiagnostics() async throws {
        let store = try StoreFixture()
        let run = await ToolRun(["store", "remove", "--path", store.path, StoreFixture.krakenID, "--format", "json"])
        #expect(run.status == .ok)
        let removed = try #require(try run.jsonLines().first)
        #expect(run.out.count == 1)
        #expect(removed["kind"] == "meshConnectionRemoved" && removed["id"] == .string(StoreFixture.krakenID))
        #expect(removed["accountTokens"]?.arrayValue?.first?["accessToken"] == .string(Secret.redactedPlaceholder))
        let again = await ToolRun(["store", "remove", "--path", store.path, StoreFixture.krakenID, "--format", "json"])
        #expect(again.status == .notFound)
        #expect(again.err.isEmpty)
        let diagnostic = try #require(try again.jsonLines().first)
        #expect(diagnostic["kind"] == "diagnostic" && diagnostic["code"] == "store.notFound" && diagnostic["file"] == .string(store.path))
    }
}
