/// One vendor callback as a ``LinkCallbackRecorder`` kept it: a line of the adapter's replay
/// transcript format (already redacted) and when it arrived.
public struct LinkRecordedCallback: Sendable, Hashable {
    /// Milliseconds since the attempt's recorder was created.
    public var milliseconds: Int
    /// The callback as one line of the adapter's transcript format (what `providerkit replay`
    /// reads), with every secret replaced by a placeholder.
    public var line: String

    /// A recorded callback.
    public init(milliseconds: Int, line: String) {
        self.milliseconds = milliseconds
        self.line = line
    }
}
