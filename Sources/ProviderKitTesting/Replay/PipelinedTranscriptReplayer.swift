/// A ``TranscriptReplayer`` whose lines can be decoded on another thread, ahead of delivery:
/// `providerkit replay` decodes line after line on a second thread while the main actor delivers
/// the lines decoded before, in order.
///
/// Replaying a line is two steps: ``decode(utf8:)``, which depends on nothing but the line's
/// bytes, then ``replay(decoded:)``, which drives the flow on the main actor. A replay is then the
/// same whether the two steps run one after the other or on two threads: the flow sees the same
/// calls in the same order.
///
/// ### Implementation requirements
/// - The type itself crosses threads (`SendableMetatype`): the decoding thread calls its static
///   ``decode(utf8:)``.
/// - ``decode(utf8:)`` is called on any thread, any number of times, and has no side effect: it
///   reads the bytes and returns a value, or `nil` for a line it does not accept. The same bytes
///   always decode to the same value.
/// - ``replay(decoded:)`` does what ``TranscriptReplayer/replay(line:)`` does after decoding; for
///   any line that ``decode(utf8:)`` accepts, the two have the same outcome.
/// - A line ``decode(utf8:)`` refuses is replayed with ``TranscriptReplayer/replay(line:)``, which
///   decodes it again and words the error, so malformed lines keep their messages.
public protocol PipelinedTranscriptReplayer: TranscriptReplayer, SendableMetatype {
    /// One line decoded, ready for ``replay(decoded:)``; it crosses from the decoding thread to
    /// the main actor.
    associatedtype DecodedLine: Sendable

    /// Decodes one line from its UTF-8 bytes (without the line break; valid only during the
    /// call), on any thread.
    ///
    /// - Returns: the decoded line, or `nil` when the byte decoder does not accept it.
    nonisolated static func decode(utf8 line: UnsafeBufferPointer<UInt8>) -> DecodedLine?

    /// Replays a line ``decode(utf8:)`` decoded.
    ///
    /// - Throws: what ``TranscriptReplayer/replay(line:)`` throws for the same line.
    func replay(decoded line: DecodedLine) throws
}

extension PipelinedTranscriptReplayer {
    /// Decodes the bytes with ``decode(utf8:)`` and replays the result, or, for a line it does not
    /// accept, calls ``TranscriptReplayer/replay(line:)`` with the bytes as UTF-8 (invalid
    /// sequences replaced).
    ///
    /// - Throws: what ``TranscriptReplayer/replay(line:)`` throws for the line.
    public func replay(utf8 line: UnsafeBufferPointer<UInt8>) throws {
        guard let decoded = Self.decode(utf8: line) else {
            return try replay(line: String(decoding: line, as: UTF8.self))
        }
        try replay(decoded: decoded)
    }
}
