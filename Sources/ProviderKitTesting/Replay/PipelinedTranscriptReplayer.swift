/// A ``TranscriptReplayer`` whose lines can be decoded on another thread, ahead of delivery:
/// `providerkit replay` decodes line after line on a second thread while the main actor delivers
/// the lines decoded before, in order.
///
/// Replaying a line is two steps: decoding, by the ``TranscriptLineDecoder`` the replayer makes
/// (``makeLineDecoder()``), which depends on nothing but the line's bytes and what the decoder
/// carries, then ``replay(decoded:)``, which drives the flow on the main actor. A replay is the
/// same whether the two steps run one after the other or on two threads: the flow sees the same
/// calls in the same order.
///
/// ### Implementation requirements
/// - ``makeLineDecoder()`` is called on the main actor, once per replay, before the first line.
///   The decoder may carry what decoding needs from the replayer (what to redact), as a value.
/// - ``replay(decoded:)`` does what ``TranscriptReplayer/replay(line:)`` does after decoding; for
///   any line the decoder accepts, the two have the same outcome.
/// - A line the decoder refuses is replayed with ``TranscriptReplayer/replay(line:)``, which
///   decodes it again and words the error, so malformed lines keep their messages.
public protocol PipelinedTranscriptReplayer: TranscriptReplayer {
    /// What decodes this replayer's lines.
    associatedtype LineDecoder: TranscriptLineDecoder

    /// A decoder for this replayer's lines, to be used on another thread.
    func makeLineDecoder() -> LineDecoder

    /// Replays a line the decoder decoded.
    ///
    /// - Throws: what ``TranscriptReplayer/replay(line:)`` throws for the same line.
    func replay(decoded line: LineDecoder.DecodedLine) throws
}

extension PipelinedTranscriptReplayer {
    /// Decodes the bytes with a new decoder (``makeLineDecoder()``) and replays the result, or,
    /// for a line it does not accept, calls ``TranscriptReplayer/replay(line:)`` with the bytes as
    /// UTF-8 (invalid sequences replaced). `providerkit replay` keeps one decoder for the whole
    /// transcript instead.
    ///
    /// - Throws: what ``TranscriptReplayer/replay(line:)`` throws for the line.
    public func replay(utf8 line: UnsafeBufferPointer<UInt8>) throws {
        var decoder = makeLineDecoder()
        guard let decoded = decoder.decode(utf8: line) else {
            return try replay(line: String(decoding: line, as: UTF8.self))
        }
        try replay(decoded: decoded)
    }
}
