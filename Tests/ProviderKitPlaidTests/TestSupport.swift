import Foundation
import ProviderKit
import Testing
import ProviderKitTesting

@testable import ProviderKitPlaid
@testable import ProviderKitPlaidSandbox

/// Everything a session reported, in order.
@MainActor
final class SessionRecorder {
    var events: [LinkEvent] = []
    var diagnostics: [LinkDiagnostic] = []
    var successes: [LinkSuccess] = []
    var exits: [LinkExit] = []
    var loads = 0
    /// Callback kinds in delivery order: "load", "event:<NAME>", "success", "exit".
    var order: [String] = []

    init(_ session: LinkSession) {
        session.onEvent = { [weak self] in
            self?.events.append($0)
            self?.order.append("event:\($0.vendorEventName)")
        }
        session.onDiagnostic = { [weak self] in self?.diagnostics.append($0) }
        session.onSuccess = { [weak self] in
            self?.successes.append($0)
            self?.order.append("success")
        }
        session.onExit = { [weak self] in
            self?.exits.append($0)
            self?.order.append("exit")
        }
        session.onLoad = { [weak self] in
            self?.loads += 1
            self?.order.append("load")
        }
    }

    var outcomes: Int { successes.count + exits.count }
}

enum TestEntries {
    static let redirect = try! RedirectURI(validating: "https://app.example.com/plaid/oauth")

    static func entry(mode: String? = nil) -> ProviderEntry {
        var options: [String: LinkJSONValue] = [:]
        if let mode { options["mode"] = .string(mode) }
        return ProviderEntry(name: "plaid", adapterName: "plaid", redirectURI: redirect, options: options)
    }
}

/// Builds a session around a Plaid adapter (not started).
@MainActor
func makeSession(
    _ adapter: PlaidAdapter, token: String = PlaidSandboxDriver.makeToken(), mode: String? = nil,
    parameters: [String: LinkJSONValue] = [:], options: LinkSession.Options = .init(closeAfterOutcome: 5)
) throws -> LinkSession {
    let entry = TestEntries.entry(mode: mode)
    let flow = try adapter.makeFlow(request: LinkRequest(token: Secret(token), parameters: parameters), entry: entry)
    return LinkSession(adapterName: "plaid", flow: flow, redirectURI: entry.redirectURI, entryName: "plaid", options: options)
}

/// A session around `adapter`, started and opened, with a recorder attached.
@MainActor
func openSession(
    _ adapter: PlaidAdapter, mode: String? = nil, parameters: [String: LinkJSONValue] = [:]
) throws -> (LinkSession, SessionRecorder) {
    let session = try makeSession(adapter, mode: mode, parameters: parameters)
    let recorder = SessionRecorder(session)
    session.start()
    session.open()
    return (session, recorder)
}

/// Waits for the session to close, failing the test after `seconds`. Returns as soon as it closes,
/// so the bound costs nothing when the session works; it is a deadlock guard, not a timing check.
/// It is generous because each sandbox step is a main-actor hop, and for the first half minute of
/// a full test run the two-thread cooperative pool is busy with the exhaustive property tests, so
/// a few hops can take that long (seen in CI: every Plaid sandbox test past a 30 s bound).
@MainActor
func waitClosed(_ session: LinkSession, seconds: Double = 120) async {
    let deadline = Date().addingTimeInterval(seconds)
    while !session.isClosed, Date() < deadline {
        try? await Task.sleep(seconds: 0.005)
    }
    #expect(session.isClosed, "session did not close within \(seconds)s")
}

/// Lets queued main-actor tasks run.
@MainActor
func settle(_ turns: Int = 20) async {
    for _ in 0..<turns { await Task.yield() }
}

/// Runs a sandbox scenario to the end.
@MainActor
func runScenario(_ name: SandboxScenario.Name, mode: String? = nil) async throws -> (LinkSession, SessionRecorder) {
    let run = try PlaidSandbox.makeRun(for: name)
    let entry = TestEntries.entry(mode: mode)
    let flow = try run.adapter.makeFlow(request: run.request, entry: entry)
    let session = LinkSession(
        adapterName: "plaid", flow: flow, redirectURI: entry.redirectURI, entryName: "plaid",
        options: .init(closeAfterOutcome: 5))
    let recorder = SessionRecorder(session)
    session.open()
    await waitClosed(session)
    return (session, recorder)
}

/// A minimal LinkKit success.
func vendorSuccess(
    token: String = "public-sandbox-abc", accounts: [PlaidLinkKit.Account]? = nil, metadataJSON: String? = nil
) -> PlaidLinkKit.LinkSuccess {
    PlaidLinkKit.LinkSuccess(
        publicToken: token,
        metadata: PlaidLinkKit.SuccessMetadata(
            institution: PlaidLinkKit.Institution(id: "ins_3", name: "Chase"),
            accounts: accounts ?? [
                PlaidLinkKit.Account(
                    id: "acc1", name: "Plaid Checking", mask: "0000", subtype: .depository(.checking),
                    verificationStatus: nil)
            ], linkSessionID: "sess-1", metadataJSON: metadataJSON))
}

func vendorExit(type: String? = nil, code: String? = nil, status: PlaidLinkKit.ExitStatus? = .requiresCredentials)
    -> PlaidLinkKit.LinkExit
{
    let error = code.map {
        PlaidLinkKit.ExitError(errorCode: PlaidLinkKit.ExitErrorCode(type: type ?? "", code: $0), errorMessage: "boom")
    }
    return PlaidLinkKit.LinkExit(
        error: error,
        metadata: PlaidLinkKit.ExitMetadata(
            status: status, institution: PlaidLinkKit.Institution(id: "ins_3", name: "Chase"), linkSessionID: "sess-1",
            requestID: "req-1"))
}

func vendorEvent(_ name: PlaidLinkKit.EventName, edit: (inout PlaidLinkKit.EventMetadata) -> Void = { _ in }) -> PlaidLinkKit.LinkEvent {
    var metadata = PlaidLinkKit.EventMetadata(linkSessionID: "sess-1", timestamp: Date(timeIntervalSince1970: 1_714_564_800))
    edit(&metadata)
    return PlaidLinkKit.LinkEvent(eventName: name, metadata: metadata)
}

/// A count that `@Sendable` callbacks can bump from any thread.
final class SendableCounter: @unchecked Sendable {
    // `@unchecked`: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func add(_ amount: Int) {
        lock.lock()
        storage += amount
        lock.unlock()
    }
}
