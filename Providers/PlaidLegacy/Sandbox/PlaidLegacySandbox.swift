import ProviderKit
import ProviderKitPlaidLegacy
import ProviderKitTesting

/// The Plaid Link v1 adapter's offline tooling: ``PlaidLegacySandboxDriver`` scenarios, replay of
/// the JSON Lines transcripts in `docs/providers/plaid-legacy.md` (``PlaidLegacyReplayer``) and the
/// conformance probe on ``PlaidLegacyManualDriver``.
public enum PlaidLegacySandbox: AdapterSandbox {
    /// ``/ProviderKitPlaidLegacy/PlaidLegacyAdapter``'s descriptor.
    public static var descriptor: AdapterDescriptor { PlaidLegacyAdapter.descriptor }

    /// Every scenario ``PlaidLegacySandboxDriver`` plays.
    public static var scenarios: [SandboxScenario] {
        PlaidLegacySandboxScenario.allCases.map { SandboxScenario(SandboxScenario.Name(rawValue: $0.rawValue), $0.summary) }
    }

    /// An adapter wired to ``PlaidLegacySandboxDriver`` for `scenario`, with the request it expects.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown scenario.
    @MainActor
    public static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun {
        guard let known = PlaidLegacySandboxScenario(rawValue: scenario.rawValue) else {
            throw unknownScenario(scenario)
        }
        let adapter = PlaidLegacyAdapter(
            driver: PlaidLegacySandboxDriver(scenario: known), oauthLedger: PlaidLegacyOAuthLedger(),
            fallbackRedirectURI: PlaidLegacySandboxDriver.redirectURI, dismissalGracePeriod: 0.05)
        return SandboxRun(adapter: adapter, request: LinkRequest(token: Secret(known.requestToken)))
    }

    /// A replayer for the JSON Lines transcript format in docs/providers/plaid-legacy.md. No options.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for any option.
    @MainActor
    public static func makeReplayer(options: [String: String]) throws -> any TranscriptReplayer {
        if let unknown = options.keys.sorted().first {
            throw LinkError.configuration("The plaid-legacy replayer takes no options; remove \(unknown)")
        }
        return PlaidLegacyReplayer()
    }

    /// A session over a ``PlaidLegacyManualDriver`` for the conformance suite.
    ///
    /// - Throws: an error when the probe's session cannot be created; the conformance suite reports it as a failed check.
    @MainActor
    public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        try PlaidLegacyConformanceProbe(options: options)
    }
}
