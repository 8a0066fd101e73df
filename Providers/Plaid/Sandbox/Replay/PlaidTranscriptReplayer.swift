import Foundation
import ProviderKit
import ProviderKitPlaid
import ProviderKitTesting

/// Replays a LinkKit 7 transcript (JSON Lines, one callback per line, in LinkKit's own Codable
/// JSON) through the same mapping as the live flow.
///
/// Each line is decoded once into ``PlaidTranscriptLine``, straight from its bytes
/// (`PlaidTranscriptLine.init(utf8:)`). A line that decoder does not accept is decoded with
/// `JSONDecoder`, which either accepts it too or fails: then replay throws
/// ``/ProviderKitTesting/TranscriptLineError`` naming the key path and showing what the line should
/// look like, and only then re-parses the text to locate a syntax error's column.
@MainActor
public final class PlaidTranscriptReplayer: PipelinedTranscriptReplayer {
    /// Receives replay-only output; the Plaid replayer has none.
    public var traceHandler: ((ReplayTrace) -> Void)?
    private var sink: PlaidCallbackSink?
    /// One decoder for the whole transcript, not one per line.
    private let decoder = JSONDecoder()

    /// The LinkKit product the replayed session ran (its entry's `mode`).
    public let mode: PlaidMode

    /// Creates a replayer for a session in `mode` (standard Link by default).
    public init(mode: PlaidMode = .link) {
        self.mode = mode
    }

    /// Keeps the reporter.
    ///
    /// - Throws: what the live flow's `start(reporting:)` throws (a ``/ProviderKit/LinkError`` for a request the vendor refuses).
    public func start(reporting reporter: LinkReporter) throws {
        sink = PlaidCallbackSink(reporter: reporter, mapper: PlaidPayloadMapper(adapterName: reporter.adapterName), mode: mode)
    }

    /// Nothing to show.
    public func present(_ presentation: LinkPresentation) {}

    /// Nothing to dismiss.
    public func cancel() {}

    /// Replays one line.
    ///
    /// - Throws: a ``/ProviderKitTesting/TranscriptLineError`` saying what is wrong with the line; nothing is reported for it.
    public func replay(line: String) throws {
        let decoded: PlaidTranscriptLine
        do {
            decoded = try StrictJSONDecoding.decode(PlaidTranscriptLine.self, from: Data(line.utf8), using: decoder)
        } catch {
            throw Self.lineError(for: error, line: line)
        }
        deliver(decoded)
    }

    /// Decodes LinkKit 7 lines from their bytes, on any thread.
    public struct LineDecoder: TranscriptLineDecoder {
        /// A decoder.
        public init() {}

        /// The line decoded in place; `nil` for a line the byte decoder does not accept
        /// (``PlaidTranscriptReplayer/replay(line:)`` then decodes it with `JSONDecoder`).
        public func decode(utf8 line: UnsafeBufferPointer<UInt8>) -> PlaidTranscriptLine? {
            try? PlaidTranscriptLine(utf8: line)
        }
    }

    /// A decoder for this replayer's lines.
    public func makeLineDecoder() -> LineDecoder {
        LineDecoder()
    }

    /// Makes the callback a decoded line records.
    public func replay(decoded line: PlaidTranscriptLine) {
        deliver(line)
    }

    private func deliver(_ decoded: PlaidTranscriptLine) {
        switch decoded {
        case .onLoad: sink?.loaded()
        case .onEvent(let event): sink?.event(event)
        case .onSuccess(let success): sink?.success(success)
        case .onExit(let exit): sink?.exit(exit)
        }
    }

    /// The transcript ended: LinkKit's interface is gone.
    public func finish() {
        sink?.reporter.flowEnded()
    }

    // MARK: - Errors

    static func lineError(for error: any Error, line: String) -> TranscriptLineError {
        // Show the example for the callback the line was about, when the decoder got that far.
        let callback = (error as? DecodingError).flatMap { DecodingErrorDescription.codingPath(of: $0).first?.stringValue }
        return TranscriptLineError(decoding: error, line: line, expected: PlaidTranscriptLine.example(for: callback))
    }
}
