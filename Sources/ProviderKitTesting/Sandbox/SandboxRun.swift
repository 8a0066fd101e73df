import ProviderKit

/// Everything `providerkit link` needs to run one sandbox scenario offline: an adapter wired to its
/// sandbox driver, and the request the sandbox expects.
public struct SandboxRun: Sendable {
    /// The adapter, wired to the sandbox driver for the scenario.
    public var adapter: any LinkAdapter
    /// A request with a token the sandbox accepts.
    public var request: LinkRequest

    /// Creates a run.
    public init(adapter: any LinkAdapter, request: LinkRequest) {
        self.adapter = adapter
        self.request = request
    }
}
