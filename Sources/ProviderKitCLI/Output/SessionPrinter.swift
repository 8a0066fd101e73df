import ProviderKit
import ProviderKitTesting
import ProviderKitTooling

/// Prints everything a session delivers, as text or JSON lines, as it happens.
@MainActor
public final class SessionPrinter {
    private let io: any ToolIO
    private let format: OutputFormat
    private let revealSecrets: Bool
    /// Writes the JSON lines (secrets revealed only for `--show-secrets`) into one reused buffer.
    private let writer: OrderedJSONWriter
    private let text: UnifiedText
    /// The buffer trace lines are written into (``TraceJSONLine``), reused; taken out while a
    /// line is written, so that its appends are a local's, not checked at run time.
    private var traceBuffer: JSONTextBuffer? = JSONTextBuffer()
    /// The last trace line, as ``ToolIO/out(utf8:)`` takes it.
    private var traceBytes: [UInt8] = []
    /// How many diagnostics of severity `error` were printed.
    public private(set) var errorCount = 0

    /// Creates a printer.
    public init(io: any ToolIO, format: OutputFormat, revealSecrets: Bool) {
        self.io = io
        self.format = format
        self.revealSecrets = revealSecrets
        self.writer = OrderedJSONWriter(userInfo: [.revealSecrets: revealSecrets])
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
        if format == .json { json(event, write: writer.write(event:)) } else { line(text.event(event)) }
    }

    /// Prints a success.
    public func print(success: LinkSuccess) {
        if format == .json { json(success, write: writer.write(success:)) } else { text.success(success).forEach(line) }
    }

    /// Prints an exit.
    public func print(exit: LinkExit) {
        if format == .json { json(exit) } else { line(text.exit(exit)) }
    }

    /// Prints a diagnostic.
    public func print(diagnostic: LinkDiagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        guard format == .json else { return line(text.diagnostic(diagnostic)) }
        writer.write(diagnostic: diagnostic)
        io.out(utf8: writer.bytes)
    }

    /// Prints a replay trace.
    public func print(trace: ReplayTrace) {
        guard format == .json else { return line(text.trace(trace)) }
        guard var buffer = traceBuffer.take() else { return json(trace) }
        buffer.removeAll()
        let written = TraceJSONLine.append(trace, to: &buffer)
        if written {
            traceBytes.removeAll(keepingCapacity: true)
            buffer.withBytes { traceBytes.append(contentsOf: $0) }
        }
        traceBuffer = consume buffer
        if written { io.out(utf8: traceBytes) } else { json(trace) }
    }

    /// One text line; unless secrets are revealed, with what has a credential's shape hidden
    /// (the vendor's names and ids are printed in it as given), and with every control
    /// character escaped (`TerminalText`).
    private func line(_ text: String) {
        io.out(TerminalText.line(text, revealingSecrets: revealSecrets))
    }

    /// One JSON line through the wire format's own `encode(to:)` (`docs/wire-format.md`), with
    /// secrets revealed only for `--show-secrets`. A value JSON cannot hold (a non-finite amount)
    /// prints as a diagnostic line instead.
    private func json(_ record: some Encodable) {
        json(record, write: writer.write)
    }

    /// ``json(_:)`` through `write`, one of the writer's methods: the generic one or a record's own.
    private func json<Record: Encodable>(_ record: Record, write: (Record) throws -> Void) {
        do {
            try write(record)
            io.out(utf8: writer.bytes)
        } catch {
            let diagnostic = LinkDiagnostic(
                severity: .error, code: .malformedInput, message: "this record cannot be written as JSON: \(error)")
            io.out((try? JSONValueEncoder().encodeOrderedText(diagnostic)) ?? "{\"kind\":\"diagnostic\"}")
        }
    }

    /// Hands everything printed so far to the output (see ``ToolIO/flush()``).
    public func flush() {
        io.flush()
    }
}
