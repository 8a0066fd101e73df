import Foundation
import ProviderKit
import ProviderKitMeld
import ProviderKitMeldSandbox
import ProviderKitPlaid
import ProviderKitPlaidSandbox
import Testing

/// The README's quickstart, run: its configuration, its token provider, its journey and its switch.
@MainActor
@Suite struct QuickstartTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The quickstart's fenced block of `language` (the first after `## Quickstart`).
    static func readmeBlock(_ language: String) throws -> String {
        let quickstart = try #require(try readme().components(separatedBy: "## Quickstart\n").dropFirst().first)
        let afterFence = try #require(quickstart.components(separatedBy: "```\(language)\n").dropFirst().first)
        return try #require(afterFence.components(separatedBy: "```\n").first)
    }

    @Test func theReadmeBlockIsTheCompiledFileCharacterForCharacter() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ProviderKitJourneyTests/Quickstart/Quickstart.swift"),
            encoding: .utf8)
        let region = try #require(
            source.components(separatedBy: "// README quickstart begins\n").dropFirst().first?
                .components(separatedBy: "// README quickstart ends\n").first)
        #expect(try Self.readmeBlock("swift") == region)
    }

    func run(plaid scenario: PlaidSandboxScenario) async throws -> (api: FakeServer, screens: RecordingScreens) {
        let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("pk-quickstart-\(UUID().uuidString).json")
        try Self.readmeBlock("json").write(to: configuration, atomically: true, encoding: .utf8)
        let meldDriver = try MeldSandboxDriver(scenario: .success)
        let api = FakeServer()
        let screens = RecordingScreens()
        let linking = try makeLinking(
            api: api, plaid: PlaidSandboxDriver(scenario: scenario), meld: meldDriver, configuration: configuration)
        try await linkAccount(with: linking, api: api, screens: screens, from: .automatic)
        return (api, screens)
    }

    @Test func theQuickstartFallsBackFromPlaidToMeldAndHandsTheServerOneSuccess() async throws {
        let (api, screens) = try await run(plaid: .institutionDown)
        #expect(api.requests.map(\.adapter) == ["plaid", "meld"])
        #expect(api.requests.last?.institution != nil, "the bank picked at Plaid travels to Meld")
        let finished = try #require(api.finished.first)
        #expect(api.finished.count == 1)
        let record = try JSONDecoder().decode(LinkOutcome.self, from: finished)
        #expect(record.success?.adapterName == "meld")
        #expect(record.success?.credential == .connection(id: MeldSandbox.connectionID))
        #expect(screens.calls.isEmpty)
    }

    @Test func aUserWhoClosesPlaidReachesNoScreenAndNoServer() async throws {
        let (api, screens) = try await run(plaid: .cancel)
        #expect(api.requests.map(\.adapter) == ["plaid"])
        #expect(api.finished.isEmpty)
        #expect(screens.calls.isEmpty)
    }

    @Test func aWrongPasswordOffersARetry() async throws {
        let (api, screens) = try await run(plaid: .invalidCredentials)
        #expect(api.finished.isEmpty)
        #expect(screens.calls == ["offerRetry"])
    }
}

/// The app's API client in the quickstart: sandbox requests, and a record of what reached it.
final class FakeServer: AppServerAPI, @unchecked Sendable {
    private let lock = NSLock()
    private var madeRequests: [(adapter: String, institution: String?)] = []
    private var finishedLinks: [Data] = []

    var requests: [(adapter: String, institution: String?)] { lock.withLock { madeRequests } }
    var finished: [Data] { lock.withLock { finishedLinks } }

    func createLinkRequest(adapter: String, updating connectionID: String?, institution: String?) async throws
        -> LinkRequest
    {
        lock.withLock { madeRequests.append((adapter, institution)) }
        switch adapter {
        case "plaid": return LinkRequest(token: Secret(PlaidSandboxDriver.makeToken()))
        default: return MeldSandbox.makeRequest()
        }
    }

    func finishLink(_ successJSON: Data) async throws {
        lock.withLock { finishedLinks.append(successJSON) }
    }
}

/// The app's screens in the quickstart, recording which one was shown.
@MainActor
final class RecordingScreens: LinkScreens {
    var calls: [String] = []
    func offerRetry(_ exit: LinkExit) { calls.append("offerRetry") }
    func offerUpdate(_ exit: LinkExit) { calls.append("offerUpdate") }
    func offerAnotherBank(_ exit: LinkExit) { calls.append("offerAnotherBank") }
    func showSupport(_ exit: LinkExit) { calls.append("showSupport") }
}
