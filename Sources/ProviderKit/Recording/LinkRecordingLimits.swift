/// How much of one attempt a ``LinkCallbackRecorder`` keeps: after either limit is reached it
/// records nothing more for that attempt and marks the recording truncated.
public struct LinkRecordingLimits: Sendable, Hashable {
    /// The most callback lines kept per attempt.
    public var maximumLines: Int
    /// The most bytes of callback lines (their UTF-8 text) kept per attempt.
    public var maximumBytes: Int

    /// The default: 2,000 lines and 256 KiB per attempt, far above a real link (a LinkKit 7
    /// success is about 15 callbacks and 5 KiB).
    public static let standard = LinkRecordingLimits(maximumLines: 2_000, maximumBytes: 256 * 1024)

    /// Limits of your own; negative values count as zero.
    public init(maximumLines: Int, maximumBytes: Int) {
        self.maximumLines = max(0, maximumLines)
        self.maximumBytes = max(0, maximumBytes)
    }
}
