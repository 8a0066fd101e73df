/// Why a command stopped before doing its job: the exit status and the diagnostics that explain it.
public struct ToolFailure: Error, Sendable, Hashable {
    /// The exit status.
    public var status: ToolExitStatus
    /// What went wrong, at least one.
    public var diagnostics: [ToolDiagnostic]

    /// Creates a failure.
    public init(_ status: ToolExitStatus, _ diagnostics: [ToolDiagnostic]) {
        self.status = status
        self.diagnostics = diagnostics
    }

    /// A usage error (`64`) with `code` (`usage.…`).
    public static func usage(_ code: String, _ message: String) -> ToolFailure {
        ToolFailure(.usage, [ToolDiagnostic(code: code, message: message)])
    }

    /// A failure with one error diagnostic about `file`.
    public static func file(_ status: ToolExitStatus, _ code: String, _ message: String, file: String) -> ToolFailure {
        ToolFailure(status, [ToolDiagnostic(code: code, message: message, file: file)])
    }
}
