import Foundation
import ProviderKit
import ProviderKitMeldSandbox
import ProviderKitMeshSandbox
import ProviderKitPlaidSandbox
import ProviderKitTesting

/// What the sandbox plays, chosen with the `LINKDEMO_SCENARIO` environment variable (Xcode:
/// Product › Scheme › Edit Scheme › Run › Arguments). Each adapter plays its runs in order, one
/// per session.
enum DemoScenario: String, CaseIterable {
    /// Plaid reports the bank down; the app asks, then Meld links it (the default).
    case fallback
    /// Every provider links at once.
    case success
    /// Plaid rejects the first link token; the journey fetches a fresh one and links.
    case tokenExpired = "token-expired"
    /// The user closes every provider's interface.
    case cancel

    /// The scenario from the environment, `fallback` when unset or unknown.
    static var current: DemoScenario {
        ProcessInfo.processInfo.environment["LINKDEMO_SCENARIO"].flatMap(DemoScenario.init(rawValue:)) ?? .fallback
    }

    /// The sandbox runs of each adapter, session by session.
    ///
    /// - Throws: `LinkError` when a sandbox does not know a scenario named here.
    @MainActor
    func runs() throws -> [String: [SandboxRun]] {
        var runs: [String: [SandboxRun]] = [
            "plaid": [try PlaidSandbox.makeRun(for: .success)],
            "mesh": [try MeshSandbox.makeRun(for: .success)],
            "meld": [try MeldSandbox.makeRun(for: .success)],
        ]
        switch self {
        case .fallback:
            runs["plaid"] = [try PlaidSandbox.makeRun(for: .institutionDown), try PlaidSandbox.makeRun(for: .success)]
        case .success:
            break
        case .tokenExpired:
            runs["plaid"] = [try PlaidSandbox.makeRun(for: .plaidInvalidLinkToken), try PlaidSandbox.makeRun(for: .success)]
        case .cancel:
            runs["plaid"] = [try PlaidSandbox.makeRun(for: .cancel)]
            runs["mesh"] = [try MeshSandbox.makeRun(for: .cancel)]
            runs["meld"] = [try MeldSandbox.makeRun(for: .cancel)]
        }
        return runs
    }
}
