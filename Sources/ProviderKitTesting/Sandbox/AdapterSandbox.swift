import ProviderKit

/// An adapter's offline tooling: sandbox scenarios, transcript replay and the conformance probe.
///
/// Each built-in adapter module has a sandbox module beside it that an app's release build never
/// links (`ProviderKitPlaidSandbox` holds `PlaidSandbox: AdapterSandbox`, …). `providerkit` and the
/// conformance suite drive adapters only through this protocol; a third-party adapter implements it
/// in its own test or tooling target to get the same checks:
///
/// ```swift
/// enum AcmeSandbox: AdapterSandbox {
///     static var descriptor: AdapterDescriptor { AcmeAdapter.descriptor }
///     static let scenarios = [SandboxScenario(.success, "…"), SandboxScenario(.cancel, "…"),
///                             SandboxScenario(.institutionDown, "…")]
///     static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun { … }
///     static func transcript(for scenario: SandboxScenario.Name) -> SandboxTranscript? { … }
///     static func makeReplayer(options: [String: String]) throws -> any TranscriptReplayer { … }
///     static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe { … }
/// }
/// ```
///
/// ### Implementation requirements
/// - ``scenarios`` includes at least ``SandboxScenario/Name/required``, and ``makeRun(for:)`` accepts
///   every scenario it lists. The conformance suite runs every listed scenario and requires
///   exactly one outcome from each.
/// - ``transcript(for:)`` returns a transcript for at least every required scenario, replaying to
///   the outcome and events of the live run (the suite checks it).
/// - Everything runs offline and deterministically: no network, no vendor account.
/// - The factories run on the main actor and may be called any number of times; each call returns
///   fresh objects that share nothing with earlier ones.
public protocol AdapterSandbox: Sendable {
    /// The adapter's descriptor: its name, options and mapping tables.
    static var descriptor: AdapterDescriptor { get }

    /// The scenarios `providerkit link --scenario` offers.
    static var scenarios: [SandboxScenario] { get }

    /// The options `providerkit replay` accepts for this adapter. Empty by default.
    static var replayOptions: [ReplayOption] { get }

    /// An adapter wired to its sandbox driver for `scenario`, with a request the sandbox accepts.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for a scenario not in
    ///   ``scenarios``.
    @MainActor static func makeRun(for scenario: SandboxScenario.Name) throws -> SandboxRun

    /// An update (reconnect) of an existing connection as the vendor does one when nothing is
    /// wrong: the connection, named for the entry `entryName`, and a run whose sandbox knows it
    /// (a stored Mesh connection, a Plaid token made for the Item), so a journey with
    /// ``/ProviderKit/LinkPurpose/update(_:)`` for it ends in a success with no diagnostic.
    ///
    /// The default is the ``SandboxScenario/Name/success`` run and a connection with the id
    /// `sandbox-connection-1`; implement it when the adapter checks the connection it updates.
    ///
    /// - Throws: what ``makeRun(for:)`` throws.
    @MainActor static func makeUpdateRun(entryName: String) throws -> SandboxUpdateRun

    /// The transcript of `scenario`: the vendor callbacks its sandbox driver makes, in the format
    /// ``makeReplayer(options:)`` reads, with the replay options that recreate its session; `nil`
    /// for a scenario without one. Every scenario of ``SandboxScenario/Name/required`` needs one:
    /// the conformance suite replays it and compares the outcome and events with the live run.
    @MainActor static func transcript(for scenario: SandboxScenario.Name) -> SandboxTranscript?

    /// A replayer for a recorded transcript, given the values of ``replayOptions`` keyed by flag.
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code ``/ProviderKit/LinkError/Code/configuration`` for a missing or
    ///   invalid option.
    @MainActor static func makeReplayer(options: [String: String]) throws -> any TranscriptReplayer

    /// A started and opened session whose vendor side the conformance suite drives by hand,
    /// created with `options`.
    ///
    /// - Throws: whatever stops the probe's session from being created; the suite reports it as
    ///   a failed check.
    @MainActor static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe
}

extension AdapterSandbox {
    /// No replay options.
    public static var replayOptions: [ReplayOption] { [] }

    /// The ``SandboxScenario/Name/success`` run, updating a connection with the id `sandbox-connection-1`.
    ///
    /// - Throws: what ``makeRun(for:)`` throws for ``SandboxScenario/Name/success``.
    @MainActor
    public static func makeUpdateRun(entryName: String) throws -> SandboxUpdateRun {
        SandboxUpdateRun(
            run: try makeRun(for: .success), connection: LinkConnection(entryName: entryName, id: "sandbox-connection-1"))
    }

    /// The scenario named `name`, if ``scenarios`` lists it.
    public static func scenario(named name: SandboxScenario.Name) -> SandboxScenario? {
        scenarios.first { $0.name == name }
    }

    /// The error for a scenario ``scenarios`` does not list, naming the ones it does.
    public static func unknownScenario(_ name: SandboxScenario.Name) -> LinkError {
        let names = scenarios.map(\.name.rawValue)
        return .configuration(
            "Unknown \(descriptor.name) sandbox scenario \"\(name)\"\(NameSuggester.hint(for: name.rawValue, among: names)); scenarios: \(names.joined(separator: ", "))")
    }
}
