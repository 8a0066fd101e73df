import ProviderKit

/// A flow fed from a recorded transcript instead of a live SDK: each line is one vendor-native
/// callback, decoded and sent through the same mapping code the live adapter uses.
///
/// ### Implementation requirements
/// - ``replay(line:)`` handles one non-empty line. It throws ``TranscriptLineError`` for a line it
///   cannot understand, without reporting anything for that line; earlier lines stay reported.
/// - Decode each line once, straight into the vendor's types.
/// - ``finish()`` is called at the end of the transcript. A recording that stops is the vendor
///   going quiet: call ``/ProviderKit/LinkReporter/flowEnded()``, so a transcript with no terminal callback ends
///   the way a live session would (``/ProviderKit/LinkExit/Reason/userCancelled`` with an `abandoned` diagnostic).
/// - Output that is neither an event nor an outcome (Meld's navigation decisions) goes to
///   ``traceHandler``, which `providerkit replay` prints as JSON lines.
@MainActor
public protocol TranscriptReplayer: LinkFlow {
    /// Receives replay-only output lines. Set by the replay tool before the first line.
    var traceHandler: ((ReplayTrace) -> Void)? { get set }

    /// Replays one transcript line.
    ///
    /// - Throws: a ``TranscriptLineError`` saying what is wrong with the line. (Any other error is
    ///   reported with its description.)
    func replay(line: String) throws

    /// Replays one transcript line given as its UTF-8 bytes (without the line break), which are
    /// valid only during the call. `providerkit replay` calls this.
    ///
    /// The default makes a `String` (invalid UTF-8 replaced) and calls ``replay(line:)``. A
    /// replayer may decode straight from the bytes instead, provided the outcome is exactly that of
    /// ``replay(line:)`` on the same line: the built-in replayers fall back to it for any line their
    /// byte decoder does not accept, so malformed lines keep their wording.
    ///
    /// - Throws: as ``replay(line:)``.
    func replay(utf8 line: UnsafeBufferPointer<UInt8>) throws

    /// The transcript ended.
    func finish()
}

extension TranscriptReplayer {
    /// Decodes the bytes as UTF-8 (invalid sequences replaced) and calls ``replay(line:)``.
    public func replay(utf8 line: UnsafeBufferPointer<UInt8>) throws {
        try replay(line: String(decoding: line, as: UTF8.self))
    }
}
