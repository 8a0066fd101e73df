import ProviderKit
import ProviderKitMeld
import ProviderKitPlaidSandbox
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

    /// The connection the `update` journey repairs: the one the sandbox request names (Meld's
    /// `connectionId`), else a sandbox Item.
    static func connection(entryName: String, request: LinkRequest?) -> LinkConnection {
        let id = request?.parameters[MeldRequestParameter.connectionID]?.stringValue ?? "sandbox-connection-1"
        return LinkConnection(entryName: entryName, id: id, institution: LinkInstitution(id: "ins_3", name: "Chase"))
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
            var run = try sandbox.makeRun(for: .success)
            if sandbox.descriptor.name == PlaidSandbox.descriptor.name {
                // Your server creates the link token for the Item: LinkKit reports update mode.
                run.request.token = Secret(PlaidSandboxDriver.makeUpdateToken())
            }
            runs[entryName] = [run]
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
