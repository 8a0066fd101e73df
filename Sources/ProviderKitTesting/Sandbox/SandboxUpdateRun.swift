import ProviderKit

/// A sandbox run that updates an existing connection, and that connection
/// (``AdapterSandbox/makeUpdateRun(entryName:)``).
public struct SandboxUpdateRun: Sendable {
    /// The run: an adapter whose sandbox knows ``connection``, and the request your server would
    /// make to update it.
    public var run: SandboxRun
    /// The connection the update reconnects; a journey runs with `.update(connection)`.
    public var connection: LinkConnection

    /// Creates an update run.
    public init(run: SandboxRun, connection: LinkConnection) {
        self.run = run
        self.connection = connection
    }
}
