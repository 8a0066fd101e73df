import ProviderKit
import ProviderKitMesh
import ProviderKitTesting

/// The Mesh adapter's offline tooling: ``MeshSandboxDriver`` scenarios, transcript replay
/// (``MeshTranscriptReplayer``) and the conformance probe on ``MeshManualDriver``.
public enum MeshSandbox: AdapterSandbox {
    /// The replay option that gives the session's link token.
    public static let linkTokenReplayOption = "--link-token"

    /// ``/ProviderKitMesh/MeshAdapter``'s descriptor.
    public static var descriptor: AdapterDescriptor { MeshAdapter.descriptor }

    /// Every scenario ``MeshSandboxDriver`` plays.
    public static var scenarios: [SandboxScenario] {
        MeshSandboxScenario.allCases.map { SandboxScenario(SandboxScenario.Name(rawValue: $0.name), $0.summary) }
    }

    /// `--link-token`, optional.
    public static var replayOptions: [ReplayOption] {
        [
            ReplayOption(
                linkTokenReplayOption,
                summary: "The session's link token; a token whose URL contains transfer_token replays a transfer link.")
        ]
    }

    /// The adapter on ``MeshSandboxDriver``, with a credential store in memory (so entries with
    /// `useSecureOnDeviceStorage` run), and a request whose token suits `scenario`.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown scenario.
    @MainActor
    public static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun {
        guard let played = MeshSandboxScenario(rawValue: scenario.rawValue) else {
            throw unknownScenario(scenario)
        }
        return SandboxRun(
            adapter: MeshAdapter(
                driver: MeshSandboxDriver(scenario: played),
                credentialStore: KeychainCredentialStore(keychain: MeshSandboxKeychain())),
            request: LinkRequest(token: Secret(played.linkToken)))
    }

    /// The reconnect of the Robinhood connection the `success` scenario links: the credential
    /// store already holds it, and Link reconnects that same connection.
    ///
    /// - Throws: a ``/ProviderKitMesh/MeshStoreError`` if the in-memory store refuses the connection.
    @MainActor
    public static func makeUpdateRun(entryName: String) throws -> SandboxUpdateRun {
        let store = KeychainCredentialStore(keychain: MeshSandboxKeychain())
        _ = try store.add(MeshSandboxScenario.robinhood)
        let played = MeshSandboxScenario.success
        return SandboxUpdateRun(
            run: SandboxRun(
                adapter: MeshAdapter(driver: MeshSandboxDriver(scenario: played), credentialStore: store),
                request: LinkRequest(token: Secret(played.linkToken))),
            connection: MeshAdapter.connection(for: MeshSandboxScenario.robinhood, entryName: entryName))
    }

    /// A replayer; `--link-token` is optional.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown option.
    @MainActor
    public static func makeReplayer(options: [String: String]) throws -> any TranscriptReplayer {
        let unknown = options.keys.filter { $0 != linkTokenReplayOption }.sorted()
        guard unknown.isEmpty else {
            throw LinkError.configuration(
                "Unknown replay option \(unknown.joined(separator: ", ")) for mesh; options: \(linkTokenReplayOption)")
        }
        return MeshTranscriptReplayer(linkToken: options[linkTokenReplayOption])
    }

    /// A hand-driven session for the conformance suite.
    ///
    /// - Throws: an error when the probe's session cannot be created; the conformance suite reports it as a failed check.
    @MainActor
    public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        try MeshConformanceProbe(options: options)
    }
}
