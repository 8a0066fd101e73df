import Foundation
import ProviderKit
import ProviderKitCLI
import ProviderKitMeldSandbox
import ProviderKitTesting

/// Records sessions of the built-in sandboxes into support bundles, for the round-trip and
/// planted-secret tests.
@MainActor
enum SupportBundleRecording {
    /// The built-in adapters whose callbacks are recorded: all of them.
    nonisolated static let recordedAdapterNames = ["plaid", "plaid-legacy", "mesh", "meld"]

    static var sandboxes: [any AdapterSandbox.Type] {
        BuiltInAdapters.types.filter { recordedAdapterNames.contains($0.descriptor.name) }
    }

    static func sandbox(named name: String) -> any AdapterSandbox.Type {
        sandboxes.first { $0.descriptor.name == name }!
    }

    /// A one-entry configuration for `sandbox`'s adapter.
    static func configuration(_ sandbox: any AdapterSandbox.Type, redirectURI: RedirectURI?) -> ProviderConfiguration {
        let name = sandbox.descriptor.name
        return ProviderConfiguration(
            activeEntryName: name, fallbackEntryNames: [],
            entries: [name: ProviderEntry(name: name, adapterName: name, redirectURI: redirectURI)])
    }

    /// Runs `scenario` on `sandbox`'s sandbox driver with a recorder, and bundles it.
    static func bundle(_ sandbox: any AdapterSandbox.Type, scenario: SandboxScenario.Name) async throws -> LinkSupportBundle {
        let run = try sandbox.makeRun(for: scenario)
        let name = sandbox.descriptor.name
        let configuration = configuration(sandbox, redirectURI: run.redirectURI)
        let factory = LinkSessionFactory(configuration: configuration, registry: ProviderRegistry([run.adapter]))
        let session = try factory.makeSession(request: run.request, entryName: name, options: .init(closeAfterOutcome: 0.2))
        let recorder = LinkCallbackRecorder(attempt: 1, adapterName: name, entryName: name, linkToken: run.request.token)
        session.callbackRecorder = recorder
        session.open()
        _ = await session.outcome
        await session.waitUntilClosed()
        return LinkSupportBundle(recorders: [recorder], configuration: configuration)
    }

    /// Plays a generated sequence through `sandbox`'s conformance probe with a recorder, as the
    /// exactly-once property does, and bundles it.
    ///
    /// Meld's probe records from the session's start (its replay settings and the widget's `init`
    /// come before any generated step); the other probes' sessions record from the first step.
    static func bundle(_ sandbox: any AdapterSandbox.Type, sequence: VendorCallbackSequence) throws -> LinkSupportBundle {
        let options = LinkSession.Options(closeAfterOutcome: nil)
        let name = sandbox.descriptor.name
        let probe: any ConformanceProbe
        let recorder: LinkCallbackRecorder
        if name == MeldSandbox.descriptor.name {
            recorder = LinkCallbackRecorder(
                attempt: 1, adapterName: name, entryName: nil, linkToken: Secret(MeldConformanceProbe.widgetURL))
            probe = try MeldConformanceProbe(options: options, recorder: recorder)
        } else {
            probe = try sandbox.makeConformanceProbe(options: options)
            recorder = LinkCallbackRecorder(attempt: 1, adapterName: name, entryName: nil, linkToken: Secret(probe.requestToken))
            probe.session.callbackRecorder = recorder
        }
        defer { probe.session.close() }
        for step in sequence.steps { step.send(to: probe) }
        if probe.session.settledOutcome == nil { _ = probe.session.cancel() }
        return LinkSupportBundle(recorders: [recorder], configuration: configuration(sandbox, redirectURI: nil))
    }

    /// Replays a bundle in process, with the built-in replayers and the settings recorded in it,
    /// as `providerkit replay BUNDLE` does.
    static func verdicts(_ bundle: LinkSupportBundle) throws -> [SupportBundleReplay.Verdict] {
        let read = try SupportBundle(text: bundle.lines.joined(separator: "\n"))
        return SupportBundleReplay.replay(read) { attempt in
            let sandbox = sandbox(named: attempt.adapterName)
            return try sandbox.makeReplayer(options: attempt.replayOptions(accepted: sandbox.replayOptions))
        }
    }
}
