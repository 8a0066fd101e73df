/// A defect ``ReplayHarness`` plants in a replay's output, so the self-test can show that the
/// replay targets' checks catch it.
public enum PlantedReplayDefect: Sendable {
    /// Every outcome record is printed twice (breaks exactly-once).
    case repeatsOutcome
    /// Every input line is echoed in a diagnostic (leaks whatever the transcript holds).
    case echoesInput
    /// The dashes of every planted token become underscores before the replay reads the input,
    /// as an adapter that rewrites vendor text before the redactor reads it would do (the token
    /// loses its shape and is printed).
    case rewritesTokens
}
