/// What a ``LinkCallbackRecorder`` kept of one attempt, as a value: the redacted callbacks, what
/// the live session delivered from them, and its diagnostics. ``LinkSupportBundle`` writes it.
public struct LinkAttemptRecording: Sendable, Hashable {
    /// The attempt's number in its journey.
    public var attempt: Int
    /// The adapter that received the callbacks.
    public var adapterName: String
    /// The configuration entry the attempt ran on.
    public var entryName: String?
    /// The callbacks, in arrival order.
    public var callbacks: [LinkRecordedCallback]
    /// The UTF-8 size of the callbacks' lines.
    public var byteCount: Int
    /// `true` when the recorder's limits left callbacks out.
    public var isTruncated: Bool
    /// The ``LinkReplayStep`` lines the session delivered: its events, then its outcome.
    public var expectedSteps: [String]
    /// The session's diagnostics.
    public var diagnostics: [LinkDiagnostic]
    /// The error with which the adapter refused the request at start, if it did.
    public var refusal: LinkError?
    /// The redacted settings the adapter's replayer needs, by replay option name without dashes.
    public var replaySettings: [String: String]

    /// A recording.
    public init(
        attempt: Int, adapterName: String, entryName: String?, callbacks: [LinkRecordedCallback], byteCount: Int,
        isTruncated: Bool, expectedSteps: [String], diagnostics: [LinkDiagnostic], refusal: LinkError? = nil,
        replaySettings: [String: String] = [:]
    ) {
        self.refusal = refusal
        self.replaySettings = replaySettings
        self.attempt = attempt
        self.adapterName = adapterName
        self.entryName = entryName
        self.callbacks = callbacks
        self.byteCount = byteCount
        self.isTruncated = isTruncated
        self.expectedSteps = expectedSteps
        self.diagnostics = diagnostics
    }
}
