import ProviderKit
import ProviderKitTesting

/// Prints everything a session delivers, as text or JSON lines, as it happens.
@MainActor
public final class SessionPrinter {
    private let io: any ToolIO
    private let format: OutputFormat
    private let json: UnifiedJSON
    private let text: UnifiedText
    /// How many diagnostics of severity `error` were printed.
    public private(set) var errorCount = 0

    /// Creates a printer.
    public init(io: any ToolIO, format: OutputFormat, revealSecrets: Bool) {
        self.io = io
        self.format = format
        self.json = UnifiedJSON(revealSecrets: revealSecrets)
        self.text = UnifiedText(revealSecrets: revealSecrets)
    }

    /// Attaches to `session`'s callbacks. Diagnostics at `info` and above are printed.
    public func attach(to session: LinkSession) {
        session.onEvent = { [weak self] in self?.print(event: $0) }
        session.onSuccess = { [weak self] in self?.print(success: $0) }
        session.onExit = { [weak self] in self?.print(exit: $0) }
        session.onDiagnostic = { [weak self] diagnostic in
            guard diagnostic.severity >= .info else { return }
            self?.print(diagnostic: diagnostic)
        }
    }

    /// Prints an event.
    public func print(event: LinkEvent) {
        io.out(format == .json ? json.event(event) : text.event(event))
    }

    /// Prints a success.
    public func print(success: LinkSuccess) {
        if format == .json { io.out(json.success(success)) } else { text.success(success).forEach(io.out) }
    }

    /// Prints an exit.
    public func print(exit: LinkExit) {
        io.out(format == .json ? json.exit(exit) : text.exit(exit))
    }

    /// Prints a diagnostic.
    public func print(diagnostic: LinkDiagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        io.out(format == .json ? json.diagnostic(diagnostic) : text.diagnostic(diagnostic))
    }

    /// Prints a replay trace.
    public func print(trace: ReplayTrace) {
        io.out(format == .json ? json.trace(trace) : text.trace(trace))
    }
}
