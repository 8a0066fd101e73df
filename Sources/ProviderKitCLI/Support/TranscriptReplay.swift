import Foundation
import ProviderKit
import ProviderKitTesting

/// Streams a transcript through a replayer inside a real ``LinkSession``, so replay exercises the
/// same session contract (exactly-once, late events, promotion) as a live run.
@MainActor
public enum TranscriptReplay {
    /// What a replay saw.
    public struct Result: Sendable, Equatable {
        /// Non-empty lines read.
        public var lines: Int
        /// Lines that could not be replayed.
        public var malformedLines: Int
        /// `true` if the transcript produced an outcome.
        public var reachedOutcome: Bool
    }

    /// Replays every line of `input`, printing as it goes.
    public static func run(
        replayer: any TranscriptReplayer, adapterName: String, input: FileHandle, printer: SessionPrinter
    ) -> Result {
        let session = LinkSession(adapterName: adapterName, flow: replayer, options: .init(closeAfterOutcome: nil))
        printer.attach(to: session)
        // A diagnostic an adapter raises while replaying a line is about that line: say which.
        var currentLine: Int?
        let printDiagnostic = session.onDiagnostic
        session.onDiagnostic = { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.line == nil { diagnostic.line = currentLine }
            printDiagnostic?(diagnostic)
        }
        replayer.traceHandler = { printer.print(trace: $0) }
        session.open()

        var reader = LineReader(handle: input)
        // Output is block-buffered: hand over what was printed before waiting for more input.
        reader.onStall = { printer.flush() }
        var result = Result(lines: 0, malformedLines: 0, reachedOutcome: false)
        while let _: Void = reader.withNextLine({ line, number in
            if isBlank(line) { return }
            result.lines += 1
            currentLine = number
            do {
                try replayer.replay(utf8: line)
            } catch {
                let error = error as? TranscriptLineError ?? TranscriptLineError(message: "\(error)")
                result.malformedLines += 1
                printer.print(
                    diagnostic: LinkDiagnostic(
                        severity: .error, code: LinkDiagnostic.Code.malformedInput,
                        message: (error.column.map { "column \($0): " } ?? "") + error.message, line: number))
            }
        }) {}
        currentLine = nil
        replayer.finish()
        result.reachedOutcome = session.settledOutcome != nil
        if session.settledOutcome == nil {
            printer.print(
                diagnostic: LinkDiagnostic(
                    severity: .warning, code: LinkDiagnostic.Code(rawValue: ToolDiagnosticCode.noOutcome),
                    message: "the transcript ended without a terminal callback, so there is no outcome"))
        } else {
            session.close()
        }
        return result
    }

    /// `true` for a line of whitespace only (`Character.isWhitespace`), which replay skips. ASCII is
    /// decided byte by byte; a line with other bytes is decoded to decide.
    static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in line {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x80...: return String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
            default: return false
            }
        }
        return true
    }
}
