/// An adapter type that ships its own offline sandbox, transcript replay and conformance probe,
/// as every built-in adapter does. `providerkit` drives adapters only through this protocol.
public protocol SandboxedAdapter: LinkAdapter {
    /// The descriptor, available without an instance.
    static var descriptor: AdapterDescriptor { get }

    /// An adapter wired to its sandbox driver for `scenario`, with a request the sandbox accepts.
    ///
    /// - Throws: ``LinkError`` with code ``LinkError/Code/configuration`` for an unknown scenario.
    @MainActor static func sandbox(scenario: String) throws(LinkError) -> SandboxRun

    /// A replayer for a recorded transcript, given the values of ``AdapterDescriptor/replayOptions``
    /// keyed by flag.
    ///
    /// - Throws: ``LinkError`` with code ``LinkError/Code/configuration`` for a missing or invalid option.
    @MainActor static func makeReplayer(options: [String: String]) throws(LinkError) -> any TranscriptReplayer

    /// A session driven by hand for the conformance suite, created with `options`.
    @MainActor static func makeConformanceProbe(options: LinkSession.Options) throws -> any ConformanceProbe
}

extension SandboxedAdapter {
    /// The instance descriptor is the type's descriptor.
    public var descriptor: AdapterDescriptor { Self.descriptor }
}
