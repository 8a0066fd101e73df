import Foundation
import ProviderKit
import ProviderKitTesting
@testable import ProviderKitMesh
@testable import ProviderKitMeshSandbox

/// What a finished session produced.
struct SessionRecord {
    var outcome: LinkOutcome
    var events: [LinkEvent]
    var diagnostics: [LinkDiagnostic]
    var loadedCount: Int
}

/// Runs a session over `flow` until it closes.
@MainActor
func runSession(flow: any LinkFlow, drive: (() -> Void)? = nil) async -> SessionRecord {
    let session = LinkSession(adapterName: "mesh", flow: flow, options: LinkSession.Options(closeAfterOutcome: nil))
    var events: [LinkEvent] = []
    var diagnostics: [LinkDiagnostic] = []
    var loaded = 0
    session.onEvent = { events.append($0) }
    session.onDiagnostic = { diagnostics.append($0) }
    session.onLoad = { loaded += 1 }
    session.open()
    drive?()
    let outcome = await session.outcome
    await session.waitUntilClosed()
    return SessionRecord(outcome: outcome, events: events, diagnostics: diagnostics, loadedCount: loaded)
}

/// Runs a sandbox scenario to the end.
@MainActor
func runScenario(_ scenario: String, entry: ProviderEntry = ProviderEntry(name: "mesh", adapterName: "mesh")) async throws
    -> SessionRecord
{
    let run = try MeshSandbox.makeRun(for: SandboxScenario.Name(rawValue: scenario))
    let flow = try run.adapter.makeFlow(request: run.request, entry: entry)
    return await runSession(flow: flow)
}

/// A session on a manual driver, opened, for driving callbacks by hand.
@MainActor
final class ManualHarness {
    let driver = MeshManualDriver()
    let session: LinkSession
    var events: [LinkEvent] = []
    var diagnostics: [LinkDiagnostic] = []
    var outcomes: [LinkOutcome] = []

    init(token: String = MeshSandboxScenario.token(for: "https://example.invalid/broker-connect"),
         store: (any MeshCredentialStore)? = nil, entryOptions: [String: LinkJSONValue] = [:],
         parameters: [String: LinkJSONValue] = [:]) throws
    {
        let adapter = MeshAdapter(driver: driver, credentialStore: store)
        let flow = try adapter.makeFlow(
            request: LinkRequest(token: Secret(token), parameters: parameters),
            entry: ProviderEntry(name: "mesh", adapterName: "mesh", options: entryOptions))
        session = LinkSession(adapterName: "mesh", flow: flow, options: LinkSession.Options(closeAfterOutcome: nil))
        session.onEvent = { [unowned self] in self.events.append($0) }
        session.onDiagnostic = { [unowned self] in self.diagnostics.append($0) }
        session.onSuccess = { [unowned self] in self.outcomes.append(.success($0)) }
        session.onExit = { [unowned self] in self.outcomes.append(.exit($0)) }
        session.open()
    }

    var configuration: MeshLinkSDK.LinkConfiguration { driver.configuration! }

    func event(_ type: String, _ payload: LinkJSONValue? = nil) {
        configuration.onEvent?(MeshSandboxStep.message(type: type, payload: payload))
    }
}

/// Sample payloads.
enum Samples {
    static let brand = MeshLinkSDK.BrandInfo(brokerLogo: "bG9nbw==", brokerPrimaryColor: "#123456")

    static func payload(broker: String = "robinhood", account: String = "acc-1", token: String = "tok-1")
        -> MeshLinkSDK.AccessTokenPayload
    {
        MeshLinkSDK.AccessTokenPayload(
            accountTokens: [
                MeshLinkSDK.AccountToken(
                    account: MeshLinkSDK.Account(accountId: account, accountName: "Account \(account)"),
                    accessToken: Secret(token), refreshToken: Secret("refresh-\(token)"))
            ], brokerBrandInfo: brand, expiresInSeconds: 60, brokerType: broker, brokerName: broker.capitalized)
    }
}

/// A temporary directory removed at deinit.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "providerkit-mesh-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String = "credentials.json") -> String { "\(path)/\(name)" }

    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// An in-memory Keychain that can be told to fail.
final class MemoryKeychain: KeychainPrimitives, @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String: Data] = [:]
    var failWrites: Set<String> = []
    var failDeletes: Set<String> = []
    private(set) var writeLog: [String] = []
    /// Every successful write and delete, in order, as "write <service>" or "delete <service>".
    private(set) var operationLog: [String] = []

    subscript(service: String) -> Data? {
        get { lock.withLock { items[service] } }
        set { lock.withLock { items[service] = newValue } }
    }

    var services: [String] { lock.withLock { items.keys.sorted() } }

    func read(service: String) throws(MeshStoreError) -> Data? { self[service] }

    func write(_ data: Data, service: String) throws(MeshStoreError) {
        if failWrites.contains(service) { throw .keychain(operation: "add", service: service, status: -34) }
        lock.withLock {
            writeLog.append(service)
            operationLog.append("write \(service)")
            items[service] = data
        }
    }

    func delete(service: String) throws(MeshStoreError) {
        if failDeletes.contains(service) { throw .keychain(operation: "delete", service: service, status: -25244) }
        lock.withLock {
            operationLog.append("delete \(service)")
            items[service] = nil
        }
    }
}
