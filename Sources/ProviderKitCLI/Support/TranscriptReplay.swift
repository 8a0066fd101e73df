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
    ///
    /// A ``/ProviderKitTesting/PipelinedTranscriptReplayer`` has its lines decoded on a second
    /// thread while this one delivers them, unless `decodeAhead` is `false`; the output is the
    /// same either way (the flow gets the same calls in the same order).
    public static func run(
        replayer: any TranscriptReplayer, adapterName: String, input: FileHandle, printer: SessionPrinter,
        decodeAhead: Bool = true
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

        var result = Result(lines: 0, malformedLines: 0, reachedOutcome: false)
        let lines = LineBookkeeping(
            begin: { number in
                result.lines += 1
                currentLine = number
            },
            fail: { error, number in
                let error = error as? TranscriptLineError ?? TranscriptLineError(message: "\(error)")
                result.malformedLines += 1
                printer.print(
                    diagnostic: LinkDiagnostic(
                        severity: .error, code: LinkDiagnostic.Code.malformedInput,
                        message: (error.column.map { "column \($0): " } ?? "") + error.message, line: number))
            })
        let decoded = replayWithLineDecoder(replayer, input: input, printer: printer, lines: lines, decodeAhead: decodeAhead)
        if !decoded {
            var reader = LineReader(handle: input)
            // Output is block-buffered: hand over what was printed before waiting for more input.
            reader.onStall = { printer.flush() }
            while let _: Void = reader.withNextLine({ line, number in
                if isBlank(line) { return }
                lines.begin(number)
                do { try replayer.replay(utf8: line) } catch { lines.fail(error, number) }
            }) {}
            lines.refuseOverlongLine(of: reader)
        }
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

    /// What replay does around every line: `begin` before replaying line `number`, `fail` when it
    /// threw (the line is printed as a diagnostic).
    struct LineBookkeeping {
        /// Called before replaying line `number` (1-based).
        let begin: (_ number: Int) -> Void
        /// Called when replaying line `number` threw `error`.
        let fail: (_ error: any Error, _ number: Int) -> Void

        /// Reports line `number` as longer than `limit` bytes: the reader stopped there, unread.
        func refuseOverlongLine(_ number: Int, limit: Int) {
            begin(number)
            fail(TranscriptReplay.overlongLineError(limit: limit), number)
        }

        /// Reports the line `reader` stopped at for its length, if it did.
        func refuseOverlongLine(of reader: LineReader) {
            if let number = reader.overlongLine { refuseOverlongLine(number, limit: reader.maximumLineLength) }
        }
    }

    /// The error for a line longer than `limit` bytes, which is not read and ends the replay.
    nonisolated static func overlongLineError(limit: Int) -> TranscriptLineError {
        TranscriptLineError(
            message: "the line is longer than the transcript line limit of \(limit) bytes; "
                + "replay stops here and reads no more of the input")
    }

    /// `true` for a line of whitespace only (`Character.isWhitespace`), which replay skips. ASCII is
    /// decided byte by byte; a line with other bytes is decoded to decide.
    nonisolated static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
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
