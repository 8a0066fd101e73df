import ProviderKit
import ProviderKitTesting

/// The journeys `providerkit link --journey` runs offline, on the built-in sandboxes.
public enum SandboxJourneyScenario: String, CaseIterable, Sendable {
    /// The active entry reports the institution down; the journey continues with the fallbacks.
    case fallback
    /// The first token is rejected; a fresh one is fetched and the flow restarts.
    case tokenExpired = "token-expired"
    /// An update of an existing connection on the active entry.
    case update
    /// Plaid v1 leaves for the bank; the app is killed; on relaunch the return link resumes it.
    case killedMidOAuth = "killed-mid-oauth"

    /// One sentence for `--help`.
    public var summary: String {
        switch self {
        case .fallback:
            return "The active entry reports the bank down; the journey continues with the fallbacks, the bank as the hint."
        case .tokenExpired: return "The first link token is rejected; a fresh one is fetched once and the flow restarts."
        case .update: return "An update (reconnect) of an existing connection on the active entry."
        case .killedMidOAuth:
            return "Plaid v1 leaves for the bank; the app is killed; on relaunch the return link resumes it (same token, same nonce)."
        }
    }

    /// What the journey asks for when it starts on `entryName`: an update of the connection the
    /// entry's sandbox holds for `update`, a new link otherwise.
    @MainActor
    func purpose(configuration: ProviderConfiguration, entryName: String) throws -> LinkPurpose {
        guard self == .update,
            let sandbox = configuration.entries[entryName].flatMap({ BuiltInAdapters.type(named: $0.adapterName) })
        else { return .newLink }
        return .update(try sandbox.makeUpdateRun(entryName: entryName).connection)
    }

    /// The sandbox runs of each entry, attempt by attempt, for a journey starting on `entryName`.
    @MainActor
    func runs(configuration: ProviderConfiguration, entryName: String) throws -> [String: [SandboxRun]] {
        var runs: [String: [SandboxRun]] = [:]
        for (name, entry) in configuration.entries {
            guard let sandbox = BuiltInAdapters.type(named: entry.adapterName) else { continue }
            runs[name] = [try sandbox.makeRun(for: .success)]
        }
        guard let sandbox = configuration.entries[entryName].flatMap({ BuiltInAdapters.type(named: $0.adapterName) }) else {
            return runs
        }
        switch self {
        case .fallback:
            runs[entryName] = [try sandbox.makeRun(for: .institutionDown)]
        case .tokenExpired:
            runs[entryName] = [try Self.rejectedTokenRun(sandbox), try sandbox.makeRun(for: .success)]
        case .update:
            // A normal update: the sandbox knows the connection it reconnects.
            runs[entryName] = [try sandbox.makeUpdateRun(entryName: entryName).run]
        case .killedMidOAuth:
            runs[entryName] = [try sandbox.makeRun(for: "oauth")]
        }
        return runs
    }

    /// A run whose first token the vendor rejects: Plaid's `INVALID_LINK_TOKEN` exit, Mesh's
    /// invalid token, and for the others a token the adapter refuses before anything is shown.
    @MainActor
    private static func rejectedTokenRun(_ sandbox: any AdapterSandbox.Type) throws -> SandboxRun {
        switch sandbox.descriptor.name {
        case "plaid": return try sandbox.makeRun(for: .plaidInvalidLinkToken)
        case "mesh": return try sandbox.makeRun(for: "invalid-token")
        default:
            var run = try sandbox.makeRun(for: .success)
            run.request.token = Secret("expired-sandbox-token")
            return run
        }
    }
}
