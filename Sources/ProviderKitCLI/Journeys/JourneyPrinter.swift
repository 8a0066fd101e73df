import Foundation
import ProviderKit

/// Prints a journey as one stream: every attempt's events, stamped with the attempt, then the
/// single final result. JSON lines go through the wire format's own `encode(to:)`.
@MainActor
public final class JourneyPrinter {
    private let io: any ToolIO
    private let format: OutputFormat
    private let revealSecrets: Bool
    private let text: UnifiedText

    /// Creates a printer.
    public init(io: any ToolIO, format: OutputFormat, revealSecrets: Bool) {
        self.io = io
        self.format = format
        self.revealSecrets = revealSecrets
        self.text = UnifiedText(revealSecrets: revealSecrets)
    }

    /// Prints one journey event. `finished` prints nothing: ``print(result:)`` ends the stream.
    /// Diagnostics below `info` are left out.
    public func print(_ event: LinkJourneyEvent) {
        if case .finished = event.kind { return }
        if case .diagnostic(let diagnostic) = event.kind, diagnostic.severity < .info { return }
        if format == .json { return io.out(json(event)) }
        switch event.kind {
        case .attemptStarted(let purpose, let reason, let isResumed, let hint):
            var parts = ["attempt \(event.attempt)", "\(event.entryName) (\(event.adapterName))", reason.rawValue, purpose.description]
            if let hint { parts.append("hint \(hint)") }
            if isResumed { parts.append("resumed after a relaunch") }
            line(parts.joined(separator: " · "))
        case .event(let linkEvent): line("  " + text.event(linkEvent))
        case .diagnostic(let diagnostic): line("  " + text.diagnostic(diagnostic))
        case .attemptEnded(let attempt):
            switch attempt.outcome {
            case .success(let success): text.success(success).forEach { line("  " + $0) }
            case .exit(let exit): line("  " + text.exit(exit))
            }
        case .finished: break
        }
    }

    /// Prints the journey's one final result.
    public func print(result: LinkJourneyResult) {
        if format == .json { return io.out(json(result)) }
        let outcome: String
        switch result.outcome {
        case .success(let success): outcome = "success · \(success.adapterName)"
        case .exit(let exit):
            outcome = "exit · \(exit.adapterName) · \(exit.reason.kind.rawValue)"
                + (exit.error.map { " \($0.code.rawValue)" } ?? "") + (exit.recovery.map { " · recovery \($0.rawValue)" } ?? "")
        }
        let seconds = String(format: "%.2f", result.duration)
        line("journey  \(outcome) · \(result.attempts.count) attempt(s) · \(seconds) s · \(result.purpose)")
    }

    /// One text line, by the rule of replay's text lines: unless secrets are revealed, with what
    /// has a credential's shape hidden, and with every control character escaped (`TerminalText`).
    private func line(_ text: String) {
        io.out(TerminalText.line(text, revealingSecrets: revealSecrets))
    }

    /// A note from the tool itself (the simulated kill and relaunch), stamped like the journey's.
    public func note(_ message: String, journeyID: UUID, attempt: Int, entryName: String, adapterName: String) {
        print(
            LinkJourneyEvent(
                journeyID: journeyID, attempt: attempt, entryName: entryName, adapterName: adapterName,
                kind: .diagnostic(LinkDiagnostic(severity: .info, code: "sandbox.lifecycle", message: message))))
    }

    private func json(_ record: some LinkRecord) -> String {
        (try? record.wireText(revealingSecrets: revealSecrets)) ?? "{\"kind\":\"diagnostic\"}"
    }
}
