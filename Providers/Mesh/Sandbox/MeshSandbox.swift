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
