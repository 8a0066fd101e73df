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

    /// Paths printed as they are in diagnostics (the journal's directory): they are not secrets,
    /// and redaction would hide the one thing a journal problem must say, where the file is.
    /// Everything else in the message is redacted as usual.
    public var plainPaths: [String] = []

    /// Prints one journey event. `finished` prints nothing: ``print(result:)`` ends the stream.
    /// Diagnostics below `info` are left out.
    public func print(_ event: LinkJourneyEvent) {
        if case .finished = event.kind { return }
        if case .diagnostic(let diagnostic) = event.kind, diagnostic.severity < .info { return }
        if case .diagnostic(var diagnostic) = event.kind {
            let paths = Self.occurrences(under: plainPaths, in: diagnostic.message)
            if !paths.isEmpty {
                // Each path becomes a placeholder redaction leaves alone, and comes back after it.
                var masked = diagnostic.message
                for (index, path) in paths.enumerated() {
                    masked = masked.replacingOccurrences(of: path, with: Self.placeholder(index))
                }
                diagnostic.message = masked  // redacted once more as it is set, the paths masked
                var plain = event
                plain.kind = .diagnostic(diagnostic)
                var line = format == .json ? json(plain) : "  " + text.diagnostic(diagnostic)
                for (index, path) in paths.enumerated() {
                    line = line.replacingOccurrences(of: Self.placeholder(index), with: format == .json ? Self.jsonEscaped(path) : path)
                }
                return io.out(format == .json ? line : TerminalText.escaped(line))
            }
        }
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
                kind: .diagnostic(
                    LinkDiagnostic(severity: .info, code: "sandbox.lifecycle", message: message, keepingPaths: plainPaths))))
    }

    private static func placeholder(_ index: Int) -> String { "journal-path-placeholder-\(index)" }

    /// The paths in `message` that are one of `directories` or a file under one (the directory
    /// followed by path characters), longest first.
    private static func occurrences(under directories: [String], in message: String) -> [String] {
        var found: Set<String> = []
        for directory in directories where !directory.isEmpty {
            var searchStart = message.startIndex
            while let range = message.range(of: directory, range: searchStart..<message.endIndex) {
                var end = range.upperBound
                while end < message.endIndex, message[end].isASCII,
                    message[end].isLetter || message[end].isNumber || "._/-".contains(message[end])
                {
                    end = message.index(after: end)
                }
                // A sentence's full stop after the path is not part of it.
                while end > range.upperBound, message[message.index(before: end)] == "." { end = message.index(before: end) }
                found.insert(String(message[range.lowerBound..<end]))
                searchStart = range.upperBound
            }
        }
        return found.sorted { $0.count > $1.count }
    }

    /// `path` as the inside of a JSON string.
    private static func jsonEscaped(_ path: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: [path], options: [.withoutEscapingSlashes]),
            let text = String(data: data, encoding: .utf8), text.count >= 4
        else { return "" }
        return String(text.dropFirst(2).dropLast(2))
    }

    private func json(_ record: some LinkRecord) -> String {
        (try? record.wireText(revealingSecrets: revealSecrets)) ?? "{\"kind\":\"diagnostic\"}"
    }
}
