import Foundation
import ProviderKit
import Testing

/// A real `URLSession` against a real loopback server: every answer a web host can give leaves the
/// active configuration as it should be, and the fetch says why.
@Suite struct RemoteConfigurationFetchTests {
    let cache = RemoteFixtures.directory()

    func source(
        _ server: LoopbackHTTPServer, path: String = "/providers.json", policy: LinkConfigurationFetchPolicy = RemoteFixtures.policy(),
        integrityCheck: (any LinkConfigurationIntegrityCheck)? = nil, cacheDirectory: URL? = nil
    ) throws -> LinkConfigurationSource {
        LinkConfigurationSource(
            bundled: try RemoteFixtures.bundled(), registry: RemoteFixtures.registry, remoteURL: server.url(path),
            cacheDirectory: cacheDirectory ?? cache, policy: policy, integrityCheck: integrityCheck)
    }

    @Test func aValidFileWithAnETagIsActivatedCachedAndThenConfirmedBy304() async throws {
        let server = try LoopbackHTTPServer { request in
            request.headers["if-none-match"] == "\"v2\""
                ? LoopbackHTTPServer.Reply(status: 304, headers: ["ETag": "\"v2\""])
                : .json(RemoteFixtures.text(provider: "\"meld\""), etag: "\"v2\"")
        }
        defer { server.stop() }
        let source = try source(server)
        #expect(source.status.activeLayer == .bundled)
        #expect(source.configuration.activeEntryName == "plaid")

        let first = await source.fetch()
        #expect(first.outcome == .activated, "\(first)")
        #expect(first.httpStatus == 200)
        #expect(source.configuration.activeEntryName == "meld")
        #expect(source.status.activeLayer == .remote)
        #expect(source.status.etag == "\"v2\"")
        let cacheFile = cache.appendingPathComponent("remote-configuration.json").path
        let mode = try FileManager.default.attributesOfItem(atPath: cacheFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let second = await source.fetch()
        #expect(second.outcome == .notModified, "\(second)")
        #expect(second.httpStatus == 304)
        #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v2\""])
        #expect(source.configuration.activeEntryName == "meld")
        #expect(source.status.activeLayer == .remote)

        // The next launch starts on the cache and asks conditionally.
        let relaunched = try self.source(server)
        #expect(relaunched.status.activeLayer == .cache, "\(relaunched.status)")
        #expect(relaunched.configuration.activeEntryName == "meld")
        #expect(await relaunched.fetch().outcome == .notModified)
        #expect(server.requests.last?.headers["if-none-match"] == "\"v2\"")
    }

    @Test func aValidFileWithoutAnETagIsActivatedAndFetchedInFullNextTime() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"")) }
        defer { server.stop() }
        let source = try source(server)
        #expect(await source.fetch().outcome == .activated)
        #expect(await source.fetch().outcome == .activated)
        #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, nil])
        #expect(source.status.etag == nil)
        #expect(source.configuration.activeEntryName == "meld")
    }

    @Test func a404IsNotRetriedAndChangesNothing() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackHTTPServer.Reply(status: 404) }
        defer { server.stop() }
        let source = try source(server)
        let fetch = await source.fetch()
        #expect(fetch.outcome == .httpError)
        #expect(fetch.httpStatus == 404)
        #expect(fetch.attempts == 1)
        #expect(server.requests.count == 1)
        #expect(fetch.message.contains("HTTP 404"))
        #expect(source.status.activeLayer == .bundled)
        #expect(source.configuration.activeEntryName == "plaid")
    }

    @Test func a500IsRetriedWithBackoffThenChangesNothing() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackHTTPServer.Reply(status: 500) }
        defer { server.stop() }
        let source = try source(server, policy: RemoteFixtures.policy(attempts: 3))
        let fetch = await source.fetch()
        #expect(fetch.outcome == .httpError)
        #expect(fetch.attempts == 3)
        #expect(server.requests.count == 3)
        #expect(source.configuration.activeEntryName == "plaid")
        #expect(source.status.lastFetch?.outcome == .httpError)
    }

    @Test func a500ThenA200Activates() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackHTTPServer.Reply(status: 500) }
        defer { server.stop() }
        let counter = RequestCounter()
        server.setReply { _ in
            counter.next() == 1 ? LoopbackHTTPServer.Reply(status: 503) : .json(RemoteFixtures.text(provider: "\"meld\""))
        }
        let fetch = await (try source(server)).fetch()
        #expect(fetch.outcome == .activated)
        #expect(fetch.attempts == 2)
    }

    @Test func aBodyCutShortChangesNothing() async throws {
        let body = Data(RemoteFixtures.text(provider: "\"meld\"").utf8)
        let server = try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Reply(status: 200, body: body.prefix(40), declaredLength: body.count)
        }
        defer { server.stop() }
        let source = try source(server, policy: RemoteFixtures.policy(attempts: 2))
        let fetch = await source.fetch()
        #expect(fetch.outcome == .networkError, "\(fetch)")
        #expect(fetch.attempts == 2)
        #expect(source.configuration.activeEntryName == "plaid")
    }

    @Test func aResponseSlowerThanTheTimeoutChangesNothing() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"")) }
        defer { server.stop() }
        server.hold()  // the answer never comes while the client waits
        let source = try source(server, policy: RemoteFixtures.policy(attempts: 2, timeout: 0.5))
        let fetch = await source.fetch()
        #expect(fetch.outcome == .timedOut, "\(fetch)")
        #expect(fetch.attempts == 2, "a timeout is tried again")
        #expect(source.configuration.activeEntryName == "plaid")
        #expect(source.status.activeLayer == .bundled)
    }

    @Test func aRedirectToPlainHTTPIsRefused() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Reply(status: 302, headers: ["Location": "http://config.example.com/providers.json"])
        }
        defer { server.stop() }
        let source = try source(server)
        let fetch = await source.fetch()
        #expect(fetch.outcome == .insecure, "\(fetch)")
        #expect(fetch.message.contains("redirect to http://config.example.com/providers.json"))
        #expect(source.configuration.activeEntryName == "plaid")
    }

    @Test func anOversizedBodyIsRefused() async throws {
        let padding = String(repeating: " ", count: 8_000)
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"") + padding) }
        defer { server.stop() }
        let source = try source(server, policy: RemoteFixtures.policy(maximumBytes: 4_000))
        let fetch = await source.fetch()
        #expect(fetch.outcome == .tooLarge, "\(fetch)")
        #expect(fetch.attempts == 1)
        #expect(source.configuration.activeEntryName == "plaid")
    }

    @Test func aFileForAnUnregisteredAdapterIsRejectedWithItsKeyPath() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"", meldAdapter: "acme")) }
        defer { server.stop() }
        let source = try source(server)
        let fetch = await source.fetch()
        #expect(fetch.outcome == .invalid)
        #expect(fetch.diagnostics.contains { $0.code == .unknownAdapter && $0.path == "providers.meld.adapter" && $0.line == 7 })
        #expect(source.configuration.activeEntryName == "plaid")
        #expect(source.status.activeLayer == .bundled)
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("remote-configuration.json").path))
    }

    @Test func aFileFromANewerVersionIsRejected() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"", version: 2)) }
        defer { server.stop() }
        let source = try source(server)
        let fetch = await source.fetch()
        #expect(fetch.outcome == .invalid)
        #expect(fetch.diagnostics.map(\.code) == [.unsupportedVersion])
        #expect(fetch.diagnostics.first?.path == "version")
        #expect(source.configuration.activeEntryName == "plaid")
    }

    @Test func anInvalidFileAfterAValidOneKeepsTheValidOneAndReportsEveryProblem() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"")) }
        defer { server.stop() }
        let source = try source(server)
        #expect(await source.fetch().outcome == .activated)
        server.setReply { _ in .json(RemoteFixtures.text(provider: "\"meld\"", version: 2, plaidEntry: #""enabled": "no""#, meldAdapter: "acme")) }
        let fetch = await source.fetch()
        #expect(fetch.outcome == .invalid)
        #expect(Set(fetch.diagnostics.map(\.path)) == ["version", "providers.plaid.enabled", "providers.meld.adapter"])
        #expect(source.status.activeLayer == .remote)
        #expect(source.configuration.activeEntryName == "meld")
    }

    @Test func aBadSignatureIsRefusedAndAGoodOneActivates() async throws {
        let file = Data(RemoteFixtures.text(provider: "\"meld\"").utf8)
        let signature = SignatureBox(Data("not the signature".utf8))
        let server = try LoopbackHTTPServer { request in
            request.path.hasSuffix(".sig")
                ? LoopbackHTTPServer.Reply(status: 200, body: signature.value)
                : LoopbackHTTPServer.Reply(status: 200, body: file)
        }
        defer { server.stop() }
        let source = try source(server, integrityCheck: ReversedBytesCheck())
        let refused = await source.fetch()
        #expect(refused.outcome == .integrityFailed, "\(refused)")
        #expect(server.requests.map(\.path) == ["/providers.json", "/providers.json.sig"])
        #expect(source.configuration.activeEntryName == "plaid")

        signature.value = ReversedBytesCheck.sign(file)
        #expect(await source.fetch().outcome == .activated)
        #expect(source.configuration.activeEntryName == "meld")
        // The cache keeps the signature and is checked again at the next launch.
        let relaunched = try self.source(server, integrityCheck: ReversedBytesCheck())
        #expect(relaunched.status.activeLayer == .cache)
        let distrusting = try self.source(server, integrityCheck: RefuseAll())
        #expect(distrusting.status.activeLayer == .bundled)
        #expect(distrusting.status.reason.contains("integrity"))
    }

    @Test func aCacheInvalidForThisBuildFallsBackToTheBundle() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"")) }
        defer { server.stop() }
        let first = try source(server)
        #expect(await first.fetch().outcome == .activated)
        // An update of the app that no longer registers meld.
        let smaller = ProviderRegistry([NamedTestAdapter("plaid"), NamedTestAdapter("mesh")])
        let bundled = try ProviderConfiguration(
            parsing: #"{"version": 1, "provider": "plaid", "providers": {"plaid": {"adapter": "plaid"}}}"#, registry: smaller)
        let relaunched = LinkConfigurationSource(
            bundled: bundled, registry: smaller, remoteURL: server.url("/providers.json"), cacheDirectory: cache)
        #expect(relaunched.status.activeLayer == .bundled)
        #expect(relaunched.status.reason.contains("not valid for this build"))
        #expect(relaunched.configuration.activeEntryName == "plaid")
    }

    @Test func plainHTTPToAnotherHostIsRefusedWithoutARequest() async throws {
        let source = LinkConfigurationSource(
            bundled: try RemoteFixtures.bundled(), registry: RemoteFixtures.registry,
            remoteURL: URL(string: "http://config.example.com/providers.json"), cacheDirectory: cache)
        #expect(source.status.reason.contains("refused"))
        let fetch = await source.fetch()
        #expect(fetch.outcome == .insecure)
        #expect(fetch.attempts == 0)
    }

    @Test func maxAgeDefersTheNextFetchForTheNextJourney() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\""), cacheControl: "public, max-age=600") }
        defer { server.stop() }
        let source = try source(server)
        #expect(source.isFetchDue())
        #expect(await source.fetch().outcome == .activated)
        #expect(!source.isFetchDue())
        #expect(source.isFetchDue(now: Date().addingTimeInterval(601)))
        #expect(await source.fetchIfDue() == nil)
        #expect(server.requests.count == 1)
    }

    @Test func fetchAtLaunchWaitsAtMostItsTimeoutThenUsesTheBundle() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"")) }
        defer { server.stop() }
        server.hold()  // the launch fetch cannot end before the wait does
        let source = LinkConfigurationSource(
            bundled: try RemoteFixtures.bundled(), registry: RemoteFixtures.registry, remoteURL: server.url("/providers.json"),
            cacheDirectory: cache, strategy: .fetchAtLaunch(timeout: 0.3), policy: RemoteFixtures.policy(timeout: 30))
        await source.waitForLaunchFetch()
        #expect(source.status.lastFetch == nil, "the wait ended at its timeout, not with the fetch")
        #expect(source.configuration.activeEntryName == "plaid")
        #expect(source.status.activeLayer == .bundled)
        // The launch fetch goes on for the next journey.
        server.release()
        let fetch = await source.fetch()
        #expect(fetch.outcome == .activated)
        #expect(server.requests.count == 1)
        #expect(source.configuration.activeEntryName == "meld")
    }

    @Test func fetchAtLaunchUsesAFastAnswerForTheFirstJourney() async throws {
        let server = try LoopbackHTTPServer { _ in .json(RemoteFixtures.text(provider: "\"meld\"")) }
        defer { server.stop() }
        let source = LinkConfigurationSource(
            bundled: try RemoteFixtures.bundled(), registry: RemoteFixtures.registry, remoteURL: server.url("/providers.json"),
            cacheDirectory: cache, strategy: .fetchAtLaunch(timeout: 5), policy: RemoteFixtures.policy())
        await source.waitForLaunchFetch()
        #expect(source.configuration.activeEntryName == "meld")
        #expect(source.status.lastFetch?.outcome == .activated)
    }
}

/// A check that trusts nothing.
struct RefuseAll: LinkConfigurationIntegrityCheck {
    func isAuthentic(file: Data, signature: Data) -> Bool { false }
}

/// A value the server's reply closure reads while the test changes it.
final class SignatureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data
    init(_ value: Data) { stored = value }
    var value: Data {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Counts calls from any thread.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int { lock.withLock { count += 1; return count } }
}
