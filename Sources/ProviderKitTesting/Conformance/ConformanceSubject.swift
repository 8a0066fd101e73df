import ProviderKit

/// Everything the conformance suite drives to test one adapter: its descriptor, its sandbox
/// scenarios and the factories for sandbox runs, transcripts, replayers and probes.
///
/// ``init(_:)`` reads them from an ``AdapterSandbox``, which is how adapters normally provide them.
/// The memberwise initializer is for tooling organised differently, and for testing the suite
/// itself with deliberately broken adapters.
public struct ConformanceSubject: Sendable {
    /// Makes the sandbox run of a scenario (``AdapterSandbox/makeRun(for:)``).
    public typealias RunFactory = @MainActor @Sendable (SandboxScenario.Name) throws -> SandboxRun
    /// The recorded transcript of a scenario (``AdapterSandbox/transcript(for:)``).
    public typealias TranscriptSource = @MainActor @Sendable (SandboxScenario.Name) -> SandboxTranscript?
    /// Makes a replayer from replay options (``AdapterSandbox/makeReplayer(options:)``).
    public typealias ReplayerFactory = @MainActor @Sendable ([String: String]) throws -> any TranscriptReplayer
    /// Makes a probe whose session has the given options (``AdapterSandbox/makeConformanceProbe(options:)``).
    public typealias ProbeFactory = @MainActor @Sendable (LinkSession.Options) throws -> any ConformanceProbe

    /// The adapter's descriptor.
    public var descriptor: AdapterDescriptor
    /// The scenarios the sandbox declares; the suite runs every one.
    public var scenarios: [SandboxScenario]
    /// Makes the sandbox run of a scenario.
    public var makeRun: RunFactory
    /// The recorded transcript of a scenario, or `nil` when it has none.
    public var transcript: TranscriptSource
    /// Makes a replayer.
    public var makeReplayer: ReplayerFactory
    /// Makes a conformance probe.
    public var makeProbe: ProbeFactory

    /// Creates a subject from its parts.
    public init(
        descriptor: AdapterDescriptor, scenarios: [SandboxScenario], makeRun: @escaping RunFactory,
        transcript: @escaping TranscriptSource, makeReplayer: @escaping ReplayerFactory,
        makeProbe: @escaping ProbeFactory
    ) {
        self.descriptor = descriptor
        self.scenarios = scenarios
        self.makeRun = makeRun
        self.transcript = transcript
        self.makeReplayer = makeReplayer
        self.makeProbe = makeProbe
    }

    /// The subject an ``AdapterSandbox`` describes.
    public init<Sandbox: AdapterSandbox>(_ sandbox: Sandbox.Type) {
        self.init(
            descriptor: Sandbox.descriptor, scenarios: Sandbox.scenarios,
            makeRun: { try Sandbox.makeRun(for: $0) }, transcript: { Sandbox.transcript(for: $0) },
            makeReplayer: { try Sandbox.makeReplayer(options: $0) },
            makeProbe: { try Sandbox.makeConformanceProbe(options: $0) })
    }
}
