import Foundation
import ProviderKit
import ProviderKitAcme
import ProviderKitTesting

/// The Acme adapter's offline tooling, which `ConformanceSuite` and tools drive.
public enum AcmeSandbox: AdapterSandbox {
    /// The adapter's descriptor.
    public static var descriptor: AdapterDescriptor { AcmeAdapter.descriptor }

    /// The scenarios: the three every adapter offers, and one of Acme's quirks.
    public static let scenarios = [
        SandboxScenario(.success, "Picks First Acme Bank, logs in and links a checking account."),
        SandboxScenario(.cancel, "Picks a bank, then closes the flow."),
        SandboxScenario(.institutionDown, "The bank is down: an ERROR event, then an exit with INSTITUTION_DOWN."),
        SandboxScenario("wrong-password", "A wrong password; Acme reports the exit twice."),
    ]

    /// The adapter on a driver playing `scenario`, with a token the sandbox accepts.
    ///
    /// - Throws: a `LinkError` with code `configuration` for a scenario not in ``scenarios``.
    @MainActor public static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun {
        guard let script = AcmeSandboxScript.script(for: scenario) else { throw unknownScenario(scenario) }
        return SandboxRun(
            adapter: AcmeAdapter(driver: AcmeSandboxDriver(script: script)), request: LinkRequest(token: Secret("link-acme-sandbox")))
    }

    /// The scenario's script, recorded as a transcript: one JSON callback per line.
    @MainActor public static func transcript(for scenario: SandboxScenario.Name) -> SandboxTranscript? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return AcmeSandboxScript.script(for: scenario).map { script in
            SandboxTranscript(lines: script.compactMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) })
        }
    }

    /// A replayer. Acme transcripts need no options.
    ///
    /// - Throws: a `LinkError` with code `configuration` for any option.
    @MainActor public static func makeReplayer(options: [String: String]) throws -> any TranscriptReplayer {
        if let option = options.keys.sorted().first { throw LinkError.configuration("acme replay takes no options; remove \(option)") }
        return AcmeTranscriptReplayer()
    }

    /// A hand-driven session for the conformance suite.
    @MainActor public static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe {
        try AcmeConformanceProbe(options: options)
    }
}
