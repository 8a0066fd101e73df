/// A defect ``ReplayHarness`` plants in a replay's output, so the self-test can show that the
/// replay targets' checks catch it.
public enum PlantedReplayDefect: Sendable {
    /// Every outcome record is printed twice (breaks exactly-once).
    case repeatsOutcome
    /// Every input line is echoed in a diagnostic (leaks whatever the transcript holds).
    case echoesInput
}
