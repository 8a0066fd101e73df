/// When a journey keeps the vendor callbacks of its attempts, for a support bundle
/// (``LinkSupportBundle``).
///
/// Recording captures each callback as the adapter receives it, redacted before it is stored
/// (see ``LinkCallbackRecorder``). Nothing is recorded unless an app opts in.
public enum LinkRecordingPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing is recorded: no recorder exists and adapters skip recording with one check.
    case off
    /// Every attempt of every journey is recorded and kept.
    case always
    /// Every attempt is recorded; the recordings are kept only when the journey ends in an exit
    /// (including a cancel or an interruption) and dropped when it ends in a success.
    case onFailure
}
