import ProviderKit

/// Journeys offline, on sandbox adapters: each entry plays a list of ``SandboxRun``s, one per
/// attempt, behind one registry and one token provider. `providerkit link --journey` and the
/// journey permutation tests use it. A run with a ``SandboxRun/hintedRequest`` links the bank the
/// journey names as its hint (a fallback continues at the bank the first entry reported down).
///
/// ```swift
/// let sandbox = SandboxJourney(runs: [
///     "plaid": [try PlaidSandbox.makeRun(for: .institutionDown)],
///     "meld": [try MeldSandbox.makeRun(for: .success)],
/// ])
/// let coordinator = LinkJourneyCoordinator(
///     configuration: try ProviderConfiguration(parsing: text, registry: sandbox.registry),
///     registry: sandbox.registry, tokenProvider: sandbox.tokenProvider, fallbackPolicy: .automatic, journal: nil)
/// ```
public struct SandboxJourney: Sendable {
    /// One adapter per adapter name, playing every run of that adapter.
    public let registry: ProviderRegistry
    /// Hands out each entry's runs' requests in order.
    public let tokenProvider: SandboxTokenProvider

    /// A sandbox journey where entry `name` plays `runs[name]`, attempt by attempt.
    public init(runs: [String: [SandboxRun]]) {
        var byAdapter: [String: [SandboxRun]] = [:]
        for entry in runs.keys.sorted() {
            for run in runs[entry] ?? [] { byAdapter[run.adapter.descriptor.name, default: []].append(run) }
        }
        let tokenProvider = SandboxTokenProvider(runs: runs)
        registry = ProviderRegistry(
            byAdapter.keys.sorted().map { SandboxRunsAdapter(runs: byAdapter[$0] ?? [], tokenProvider: tokenProvider) })
        self.tokenProvider = tokenProvider
    }
}
