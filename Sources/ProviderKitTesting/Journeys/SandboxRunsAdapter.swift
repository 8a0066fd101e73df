import ProviderKit

/// An adapter that plays one of several sandbox runs of the same adapter, chosen by the request's
/// token, so one journey can go through several scenarios of one vendor (an expired token, then a
/// success). Each run is used once in order among runs with the same token; then the last one
/// repeats.
public struct SandboxRunsAdapter: LinkAdapter {
    /// The runs' adapter descriptor.
    public let descriptor: AdapterDescriptor
    private let runs: [SandboxRun]
    private let usage: RunUsage
    private let tokenProvider: SandboxTokenProvider?

    /// Wraps `runs`, which must all be of one adapter (the first run's descriptor is used). With
    /// `tokenProvider`, a hinted request it handed out plays the run it was made from.
    public init(runs: [SandboxRun], tokenProvider: SandboxTokenProvider? = nil) {
        self.runs = runs
        self.tokenProvider = tokenProvider
        self.descriptor =
            runs.first?.adapter.descriptor
            ?? AdapterDescriptor(
                name: "empty", displayName: "No runs", requiresRedirectURI: false,
                errorTable: ErrorMappingTable(adapterName: "empty", rules: []),
                eventTable: EventMappingTable(adapterName: "empty", rules: []))
        self.usage = RunUsage()
    }

    /// The first run's checks.
    public func validate(entry: ProviderEntry) -> [ConfigIssue] {
        runs.first?.adapter.validate(entry: entry) ?? []
    }

    /// The flow of the run whose token is the request's (or whose hinted request it is).
    ///
    /// - Throws: a ``/ProviderKit/LinkError`` with code `configuration` when no run has that token,
    ///   or what the run's adapter throws.
    @MainActor
    public func makeFlow(request: LinkRequest, entry: ProviderEntry) throws -> any LinkFlow {
        let token = tokenProvider?.runToken(for: request.token) ?? request.token
        let matching = runs.indices.filter { runs[$0].request.token == token }
        guard let index = matching.first(where: { !usage.used.contains($0) }) ?? matching.last else {
            throw LinkError.configuration("No sandbox run of \(descriptor.name) has this request's token")
        }
        usage.used.insert(index)
        return try runs[index].adapter.makeFlow(request: request, entry: entry)
    }
}

/// Which runs a ``SandboxRunsAdapter`` already played.
@MainActor
final class RunUsage: Sendable {
    var used: Set<Int> = []
    nonisolated init() {}
}
