import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitTesting
import Testing

/// `providerkit link --journey`: whole journeys on the sandboxes, one stream, one final result.
@MainActor
@Suite struct LinkJourneyCommandTests {
    nonisolated static let adapters = ["plaid", "plaid-legacy", "mesh", "meld"]

    /// The journey's JSON lines, checked for the stream's shape: every line a journey record of
    /// one journey, and exactly one `journeyResult`, last.
    func journey(_ arguments: [String]) async throws -> (lines: [LinkJSONValue], result: LinkJSONValue) {
        let run = await ToolRun(["link", "--format", "json"] + arguments)
        #expect(run.status == .ok, "\(run.err)")
        let lines = try run.jsonLines()
        let kinds = lines.compactMap { $0["kind"]?.stringValue }
        #expect(Set(kinds).isSubset(of: ["attemptStarted", "journeyEvent", "journeyDiagnostic", "attemptEnded", "journeyResult"]))
        #expect(kinds.filter { $0 == "journeyResult" }.count == 1)
        #expect(kinds.last == "journeyResult")
        #expect(Set(lines.compactMap { $0["journeyID"]?.stringValue }).count == 1)
        for line in lines where line["kind"]?.stringValue != "journeyResult" {
            #expect(line["attempt"]?.numberValue != nil, "every line is stamped with its attempt")
        }
        #expect(!run.out.joined().contains("public-sandbox-"), "tokens stay redacted")
        return (lines, try #require(lines.last))
    }

    func started(_ lines: [LinkJSONValue]) -> [LinkJSONValue] { lines.filter { $0["kind"]?.stringValue == "attemptStarted" } }

    @Test func fallbackContinuesOnTheFallbackWithTheInstitutionAsTheHint() async throws {
        let (lines, result) = try await journey(["--journey", "fallback"])
        let attempts = started(lines)
        #expect(attempts.map { $0["entryName"]?.stringValue } == ["plaid", "meld"])
        let ended = lines.filter { $0["kind"]?.stringValue == "attemptEnded" }
        let firstExit = try #require(ended.first?["result"]?["outcome"])
        #expect(firstExit["error"]?["code"] == "institutionUnavailable")
        #expect(attempts[1]["institutionHint"] == firstExit["institution"], "the bank travels to the next attempt")
        #expect(attempts[1]["institutionHint"]?["id"] != .null)
        #expect(result["outcome"]?["kind"] == "success")
        #expect(result["outcome"]?["adapterName"] == "meld")
        #expect(result["attempts"]?.arrayValue?.count == 2)
        let events = lines.filter { $0["kind"]?.stringValue == "journeyEvent" }
        #expect(Set(events.compactMap { $0["attempt"]?.numberValue }) == [1, 2], "one stream for both attempts")
    }

    @Test(arguments: adapters)
    func anExpiredTokenIsRefetchedOnceAndTheFlowRestarts(adapter: String) async throws {
        let (lines, result) = try await journey(["--journey", "token-expired", "--provider", adapter])
        #expect(started(lines).map { $0["tokenReason"]?.stringValue } == ["firstAttempt", "refreshAfterRejectedToken"])
        #expect(result["attempts"]?.arrayValue?.first?["outcome"]?["error"]?["code"] == "invalidLinkToken")
        #expect(result["outcome"]?["kind"] == "success", "\(adapter): \(result)")
        let diagnostics = lines.compactMap { $0["diagnostic"]?["code"]?.stringValue }
        #expect(diagnostics.contains("tokenRefetched"))
    }

    @Test(arguments: adapters)
    func updateModeRunsOnEveryAdapter(adapter: String) async throws {
        let (lines, result) = try await journey(["--journey", "update", "--provider", adapter])
        #expect(started(lines).first?["purpose"]?["type"] == "update")
        // The connection the adapter's sandbox holds (Mesh's stored Robinhood connection, Meld's connectionId).
        let connection = try #require(try BuiltInAdapters.type(named: adapter)?.makeUpdateRun(entryName: adapter).connection)
        #expect(started(lines).first?["purpose"]?["connection"]?["id"] == .string(connection.id))
        #expect(adapter != "mesh" || connection.id != "sandbox-connection-1")
        #expect(result["purpose"]?["type"] == "update")
        #expect(result["outcome"]?["kind"] == "success", "\(adapter): \(result)")
        let diagnostics = lines.compactMap { $0["diagnostic"]?["code"]?.stringValue }
        #expect(!diagnostics.contains("updateUnsupported"), "every built-in adapter has an update mechanism")
        #expect(!diagnostics.contains("plaid.notUpdateMode"))
    }

    @Test func anAppKilledMidOAuthResumesAfterTheRelaunch() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pk-cli-journal-\(UUID().uuidString)")
        let (lines, result) = try await journey(["--journey", "killed-mid-oauth", "--journal", directory.path])
        let attempts = started(lines)
        #expect(attempts.map { $0["tokenReason"]?.stringValue } == ["firstAttempt", "resume"])
        #expect(attempts.map { $0["isResumed"]?.boolValue } == [false, true])
        #expect(attempts.map { $0["attempt"]?.numberValue } == [1, 1], "the resumed attempt keeps its number")
        let lifecycle = lines.compactMap { line -> String? in
            line["diagnostic"]?["code"] == "sandbox.lifecycle" ? line["diagnostic"]?["message"]?.stringValue : nil
        }
        #expect(lifecycle.count == 2)
        #expect(lifecycle.last?.contains("resumable: true") == true)
        #expect(result["outcome"]?["kind"] == "success")
        #expect(result["outcome"]?["adapterName"] == "plaid-legacy")
        #expect(result["attempts"]?.arrayValue?.first?["isResumed"] == true)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        #expect(left.filter { $0.hasSuffix(".journey.json") }.isEmpty, "the journal is removed when the journey ends")
        let secrets = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Secrets").path)) ?? []
        #expect(secrets.isEmpty, "and so is the resume token")
    }

    @Test func theTextFormIsOneStreamWithAttemptsAndOneFinalLine() async throws {
        let run = await ToolRun(["link", "--journey", "fallback"])
        #expect(run.status == .ok)
        #expect(run.out.filter { $0.hasPrefix("attempt ") }.count == 2)
        #expect(run.out.filter { $0.hasPrefix("journey ") }.count == 1)
        #expect(run.out.last?.hasPrefix("journey  success · meld · 2 attempt(s)") == true)
        #expect(run.out.contains { $0.hasPrefix("attempt 2 · meld (meld) · firstAttempt · newLink · hint ") })
    }

    @Test(arguments: [
        (["link", "--journey", "fallbak"], "unknown journey \"fallbak\"; did you mean \"fallback\"?"),
        (["link", "--journey", "fallback", "--scenario", "cancel"], "--scenario and --journey cannot be combined"),
        (["link", "--journal", "/tmp/x"], "--journal goes with --journey"),
        (["link", "--journey", "update", "--provider", "nope"], "no entry \"nope\" in the configuration"),
    ])
    func misuseIsAUsageError(arguments: [String], message: String) async throws {
        let run = await ToolRun(arguments)
        #expect(run.status == .usage)
        #expect(run.err.joined(separator: "\n").contains(message), "\(run.err)")
        #expect(run.out.isEmpty)
    }

    @Test func killedMidOAuthNeedsAPlaidLegacyEntry() async throws {
        let config = try TemporaryFile(
            #"{"version":1,"provider":"plaid","providers":{"plaid":{"adapter":"plaid","redirectURI":"https://app.example.com/plaid/oauth"}}}"#)
        let run = await ToolRun(["link", "--journey", "killed-mid-oauth", "--config", config.path])
        #expect(run.status == .usage)
        #expect(run.err.joined().contains("plaid-legacy entry"))
    }

    @Test func providersSaysHowEachAdapterUpdatesAndResumes() async throws {
        let run = await ToolRun(["providers", "--format", "json"])
        let adapters = try run.jsonLines()
        #expect(adapters.map { $0["name"]?.stringValue } == Self.adapters.map { $0 })
        // The adapter manifest's member names (updateSupport, resumeSupport): see docs/cli.md.
        #expect(adapters.allSatisfy { $0["updateSupport"]?["supported"] == true })
        let resumable = adapters.filter { $0["resumeSupport"] != .null }.compactMap { $0["name"]?.stringValue }
        #expect(resumable == ["plaid-legacy", "meld"])
        #expect(adapters.allSatisfy { $0["resumeSupport"] == .null || $0["resumeSupport"]?["redirectQueryItem"] == "oauth_state_id" })
    }
}
