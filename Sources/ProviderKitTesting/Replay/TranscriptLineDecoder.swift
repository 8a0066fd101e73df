/// Decodes a replayer's transcript lines on any thread: a value a
/// ``PipelinedTranscriptReplayer`` makes on the main actor (``PipelinedTranscriptReplayer/makeLineDecoder()``)
/// and hands to the thread that decodes, which owns it from then on.
///
/// ### Implementation requirements
/// - ``decode(utf8:)`` reads nothing but the line's bytes and what the decoder carries; it may
///   keep what it learns (a memo) in the decoder, which one thread uses at a time.
/// - A line it does not accept gives `nil`; the same line gives the same answer every time.
public protocol TranscriptLineDecoder: Sendable {
    /// One line decoded, ready for ``PipelinedTranscriptReplayer/replay(decoded:)``; it crosses
    /// from the decoding thread to the main actor.
    associatedtype DecodedLine: Sendable

    /// Decodes one line from its UTF-8 bytes (without the line break; valid only during the call).
    ///
    /// - Returns: the decoded line, or `nil` when the byte decoder does not accept it.
    mutating func decode(utf8 line: UnsafeBufferPointer<UInt8>) -> DecodedLine?
}
