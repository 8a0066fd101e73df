import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting

/// The Plaid LinkKit 7 adapter's offline tooling: ``PlaidSandboxDriver`` scenarios, LinkKit 7
/// transcript replay (``PlaidTranscriptReplayer``) and the conformance probe on ``PlaidManualDriver``.
public enum PlaidSandbox: AdapterSandbox {
    /// The redirect URI sandbox sessions return to from OAuth (the CLI's default configuration's).
    public static let redirectURI = "https://app.example.com/plaid/oauth"

    /// ``/ProviderKitPlaid/PlaidAdapter``'s descriptor.
    public static var descriptor: AdapterDescriptor { PlaidAdapter.descriptor }

    /// Every scenario ``PlaidSandboxDriver`` plays.
    public static var scenarios: [SandboxScenario] { PlaidSandboxScenario.descriptors }

    /// The adapter wired to ``PlaidSandboxDriver`` for `scenario`, with a `link-sandbox-<uuid>` token
    /// (and, in Layer mode, a phone number and date of birth in the request's parameters).
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown scenario.
    @MainActor public static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun {
        let parsed = try PlaidSandboxScenario(name: scenario)
        var parameters: [String: LinkJSONValue] = [:]
        if parsed.mode == .layer {
            parameters = ["phoneNumber": "+1 415-555-0011", "dateOfBirth": "1975-01-18"]
        }
        return SandboxRun(
            adapter: PlaidAdapter(
                driver: PlaidSandboxDriver(scenario: parsed), defaultMode: parsed.mode,
                dismissalGracePeriod: 0.05),
            request: LinkRequest(token: Secret(PlaidSandboxDriver.makeToken()), parameters: parameters),
            redirectURI: try RedirectURI(validating: redirectURI))
    }

    /// The `success` run with a link token made for the Item (LinkKit's `OPEN` event reports
    /// update mode), updating the Item `sandbox-connection-1`.
    ///
    /// - Throws: never for the `success` scenario; the signature is the protocol's.
    @MainActor public static func makeUpdateRun(entryName: String) throws -> SandboxUpdateRun {
        var run = try makeRun(for: .success)
        run.request.token = Secret(PlaidSandboxDriver.makeUpdateToken())
        return SandboxUpdateRun(
            run: run,
            connection: LinkConnection(
                entryName: entryName, id: "sandbox-connection-1", institution: LinkInstitution(id: "ins_3", name: "Chase")))
    }

    /// `--mode`: the LinkKit product the transcript's session ran, as its entry's `mode` option.
    public static var replayOptions: [ReplayOption] {
        [
            ReplayOption(
                "--mode",
                summary: "The entry's mode (\(PlaidMode.allCases.map(\.rawValue).joined(separator: ", "))), if not \"link\"; Layer reads its events differently.")
        ]
    }

    /// A replayer for LinkKit 7 JSON Lines transcripts of a session in `--mode` (standard Link
    /// without it).
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for an unknown mode.
    @MainActor public static func makeReplayer(options: [String: String]) throws -> any TranscriptReplayer {
        guard let text = options["--mode"] ?? options["mode"] else { return PlaidTranscriptReplayer() }
        guard let mode = PlaidMode(rawValue: text) else {
            throw LinkError.configuration(PlaidMode.invalidModeMessage(.string(text)))
        }
        return PlaidTranscriptReplayer(mode: mode)
    }

    /// A session on ``PlaidManualDriver``, driven by the conformance suite.
    ///
    /// - Throws: an error when the probe's session cannot be created; the conformance suite reports it as a failed check.
    @MainActor public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        try PlaidConformanceProbe(options: options)
    }
}
