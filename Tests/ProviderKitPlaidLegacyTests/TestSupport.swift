import Foundation
import ProviderKit
import ProviderKitTesting

@testable import ProviderKitPlaidLegacy
@testable import ProviderKitPlaidLegacySandbox

/// Records everything a session delivers, in order.
@MainActor
final class Recorder {
    enum Entry {
        case event(LinkEvent)
        case outcome(LinkOutcome)
        case diagnostic(LinkDiagnostic)
    }

    private(set) var timeline: [Entry] = []

    init(_ session: LinkSession) {
        session.onEvent = { [unowned self] in timeline.append(.event($0)) }
        session.onSuccess = { [unowned self] in timeline.append(.outcome(.success($0))) }
        session.onExit = { [unowned self] in timeline.append(.outcome(.exit($0))) }
        session.onDiagnostic = { [unowned self] in timeline.append(.diagnostic($0)) }
    }

    var events: [LinkEvent] {
        timeline.compactMap {
            if case .event(let event) = $0 { return event }
            return nil
        }
    }

    var outcomes: [LinkOutcome] {
        timeline.compactMap {
            if case .outcome(let outcome) = $0 { return outcome }
            return nil
        }
    }

    var diagnostics: [LinkDiagnostic] {
        timeline.compactMap {
            if case .diagnostic(let diagnostic) = $0 { return diagnostic }
            return nil
        }
    }

    /// Raw names of the events delivered after the outcome.
    var eventsAfterOutcome: [String] {
        guard let index = timeline.firstIndex(where: { if case .outcome = $0 { return true } else { return false } })
        else { return [] }
        return timeline[(index + 1)...].compactMap {
            if case .event(let event) = $0 { return event.vendorEventName }
            return nil
        }
    }
}

/// Lets every pending main-actor task run.
@MainActor
func settle(_ turns: Int = 200) async {
    for _ in 0..<turns { await Task.yield() }
}

let plainEntry = ProviderEntry(name: "plaid-legacy", adapterName: "plaid-legacy")

/// A sandbox scenario run through a real `LinkSession`, to its outcome and the callbacks after it.
@MainActor
struct SandboxResult {
    let session: LinkSession
    let recorder: Recorder
    let driver: PlaidLegacySandboxDriver
    let flow: PlaidLegacyFlow

    var outcome: LinkOutcome? { session.settledOutcome }

    static func run(
        _ scenario: String, entry: ProviderEntry = plainEntry, fallbacks: [String] = [],
        diagnostics: Bool = true
    ) async throws -> SandboxResult {
        let run = try PlaidLegacySandbox.makeRun(for: SandboxScenario.Name(rawValue: scenario))
        let adapter = try requireCast(run.adapter, PlaidLegacyAdapter.self)
        let driver = try requireCast(adapter.driver, PlaidLegacySandboxDriver.self)
        let flow = try requireCast(try adapter.makeFlow(request: run.request, entry: entry), PlaidLegacyFlow.self)
        let session = LinkSession(
            adapterName: "plaid-legacy", flow: flow, fallbackEntryNames: fallbacks, entryName: entry.name,
            options: LinkSession.Options(closeAfterOutcome: nil))
        let recorder = Recorder(session)
        session.open()
        _ = await session.outcome
        await settle()
        await session.waitUntilClosed()  // the flow ends after its grace period
        return SandboxResult(session: session, recorder: recorder, driver: driver, flow: flow)
    }
}

struct CastFailure: Error, CustomStringConvertible {
    let description: String
}

/// A cast that fails the test instead of crashing.
func requireCast<T>(_ value: Any, _ type: T.Type) throws -> T {
    guard let cast = value as? T else { throw CastFailure(description: "\(value) is not a \(T.self)") }
    return cast
}
