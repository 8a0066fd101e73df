import Foundation
import ProviderKitTesting

/// Replay on two threads: a second thread reads and decodes lines while the main actor delivers
/// the lines decoded before, in order. Decoding is the part of a line that depends on nothing but
/// its bytes (``/ProviderKitTesting/PipelinedTranscriptReplayer``): from a sixth (Meld) to half
/// (Plaid v1) of a line's cost.
extension TranscriptReplay {
    /// What the decoding thread hands over for one input line, or for a wait for input.
    enum DecodedItem<Line: Sendable>: Sendable {
        /// A line the byte decoder accepted, and its 1-based number.
        case decoded(Line, number: Int)
        /// A line it did not accept, as text (invalid UTF-8 replaced): ``replay(line:)`` words its error.
        case undecoded(String, number: Int)
        /// The reader is about to wait for input: print what the lines before produced.
        case stalled
        /// Line `number` is longer than `limit` bytes; the reader stopped there, unread.
        case overlong(number: Int, limit: Int)
    }

    /// Lines handed over at once, at most: one lock round trip per chunk, not per line.
    nonisolated static let chunkLines = 64
    /// Bytes of input handed over at once, at most (a chunk ends after the line that crosses it).
    nonisolated static let chunkBytes = 256 * 1_024
    /// Chunks waiting for delivery, at most. Besides the chunk being filled and the one being
    /// delivered, at most 256 lines (or 1 MiB of input) wait: memory stays flat whatever the
    /// transcript's length.
    nonisolated static let chunksInFlight = 4

    /// Replays `input` with one decoder for the whole transcript (``/ProviderKitTesting/PipelinedTranscriptReplayer/makeLineDecoder()``):
    /// decoding on a second thread and delivering every line here, in order, with `lines` around
    /// each, and flushing `printer` where the reader waited for input; or, unless `decodeAhead`,
    /// both here.
    static func replayPipelined<Replayer: PipelinedTranscriptReplayer>(
        _ replayer: Replayer, input: FileHandle, printer: SessionPrinter, lines: LineBookkeeping, decodeAhead: Bool
    ) {
        let decoder = replayer.makeLineDecoder()
        guard decodeAhead else { return replayOnOneThread(replayer, decoder: decoder, input: input, printer: printer, lines: lines) }
        let queue = HandoverQueue<[DecodedItem<Replayer.LineDecoder.DecodedLine>]>(capacity: chunksInFlight)
        let spent = SpentChunks<[DecodedItem<Replayer.LineDecoder.DecodedLine>]>()
        let thread = Thread { decodeLines(with: decoder, from: input, into: queue, freeing: spent) }
        // The main thread's: decoding recurses once per level of JSON nesting.
        thread.stackSize = 8 << 20
        thread.start()
        while let chunk = queue.pop() {
            for index in chunk.indices {
                switch chunk[index] {
                case .decoded(let line, let number):
                    lines.begin(number)
                    do { try replayer.replay(decoded: line) } catch { lines.fail(error, number) }
                case .undecoded(let text, let number):
                    lines.begin(number)
                    do { try replayer.replay(line: text) } catch { lines.fail(error, number) }
                case .stalled:
                    printer.flush()
                case .overlong(let number, let limit):
                    lines.refuseOverlongLine(number, limit: limit)
                }
            }
            // Freed where it was allocated: memory freed by another thread than the one that
            // allocated it bypasses the allocator's per-thread cache and locks its arena, which
            // cost a fifth of the run.
            spent.add(chunk)
        }
    }

    /// Decodes and delivers every line of `input` here, with one decoder.
    private static func replayOnOneThread<Replayer: PipelinedTranscriptReplayer>(
        _ replayer: Replayer, decoder: Replayer.LineDecoder, input: FileHandle, printer: SessionPrinter, lines: LineBookkeeping
    ) {
        var decoder = decoder
        var reader = LineReader(handle: input)
        // Output is block-buffered: hand over what was printed before waiting for more input.
        reader.onStall = { printer.flush() }
        while let _: Void = reader.withNextLine({ line, number in
            if isBlank(line) { return }
            lines.begin(number)
            do {
                if let decoded = decoder.decode(utf8: line) {
                    try replayer.replay(decoded: decoded)
                } else {
                    try replayer.replay(line: String(decoding: line, as: UTF8.self))
                }
            } catch {
                lines.fail(error, number)
            }
        }) {}
        lines.refuseOverlongLine(of: reader)
    }

    /// The decoding thread: reads every line of `input`, skips blank ones, decodes the others
    /// into chunks pushed to `queue`, and closes it at the end of input.
    private nonisolated static func decodeLines<Decoder: TranscriptLineDecoder>(
        with decoder: Decoder, from input: FileHandle, into queue: HandoverQueue<[DecodedItem<Decoder.DecodedLine>]>,
        freeing spent: SpentChunks<[DecodedItem<Decoder.DecodedLine>]>
    ) {
        var decoder = decoder
        let chunk = ChunkBuilder(queue: queue, spent: spent)
        var reader = LineReader(handle: input)
        reader.onStall = { chunk.handOver(then: .stalled) }
        while let _: Void = reader.withNextLine({ line, number in
            if isBlank(line) { return }
            if let decoded = decoder.decode(utf8: line) {
                chunk.append(.decoded(decoded, number: number), bytes: line.count)
            } else {
                chunk.append(.undecoded(String(decoding: line, as: UTF8.self), number: number), bytes: line.count)
            }
        }) {}
        chunk.handOver(then: reader.overlongLine.map { .overlong(number: $0, limit: reader.maximumLineLength) })
        queue.close()
    }

    /// The chunk the decoding thread is filling; it lives on that thread only.
    private final class ChunkBuilder<Line: Sendable> {
        private let queue: HandoverQueue<[DecodedItem<Line>]>
        private let spent: SpentChunks<[DecodedItem<Line>]>
        private var items: [DecodedItem<Line>] = []
        private var bytes = 0

        init(queue: HandoverQueue<[DecodedItem<Line>]>, spent: SpentChunks<[DecodedItem<Line>]>) {
            self.queue = queue
            self.spent = spent
            items.reserveCapacity(TranscriptReplay.chunkLines)
        }

        /// Adds an item for a line of `bytes` bytes; hands the chunk over when it is full.
        func append(_ item: consuming DecodedItem<Line>, bytes: Int) {
            items.append(item)
            self.bytes += bytes
            if items.count >= TranscriptReplay.chunkLines || self.bytes >= TranscriptReplay.chunkBytes { handOver(then: nil) }
        }

        /// Hands over the items so far, followed by `marker`; does nothing when there is neither.
        /// Frees the chunks the consumer is done with first.
        func handOver(then marker: DecodedItem<Line>?) {
            if let marker { items.append(marker) }
            guard !items.isEmpty else { return }
            spent.free()
            queue.push(items)
            items = []
            items.reserveCapacity(TranscriptReplay.chunkLines)
            bytes = 0
        }
    }

    /// Chunks the consumer is done with, which the decoding thread frees (``free()``) so that the
    /// memory it allocated goes back to its own cache. Guarded by one lock.
    final class SpentChunks<Chunk: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var chunks: [Chunk] = []

        /// Keeps `chunk` until the next ``free()``; never waits for the other thread's work.
        func add(_ chunk: consuming Chunk) {
            lock.lock()
            chunks.append(chunk)
            lock.unlock()
        }

        /// Frees every chunk added so far, on the calling thread, outside the lock.
        func free() {
            lock.lock()
            var taken: [Chunk] = []
            swap(&taken, &chunks)
            lock.unlock()
            _ = consume taken
        }
    }
}
