/// A recording of one sandbox scenario: the vendor callbacks the scenario's sandbox driver makes,
/// one line each in the adapter's transcript format, and the replay options that recreate the
/// scenario's session.
///
/// The conformance suite replays it through the adapter's ``TranscriptReplayer`` and checks that
/// the replay ends with the outcome and events of the live sandbox run, so replay and the live
/// adapter cannot drift apart.
public struct SandboxTranscript: Sendable, Hashable {
    /// The transcript lines, in order, without line breaks.
    public var lines: [String]
    /// The values of the adapter's ``AdapterSandbox/replayOptions`` the replay needs, keyed by flag
    /// (`["--widget-url": "https://…"]`), exactly as `providerkit replay` would pass them.
    public var replayOptions: [String: String]

    /// Creates a transcript from its lines.
    public init(lines: [String], replayOptions: [String: String] = [:]) {
        self.lines = lines
        self.replayOptions = replayOptions
    }

    /// Creates a transcript from JSON Lines text; blank lines are skipped, as `providerkit replay`
    /// skips them.
    public init(text: String, replayOptions: [String: String] = [:]) {
        self.init(
            lines: text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
                .filter { !$0.allSatisfy(\.isWhitespace) },
            replayOptions: replayOptions)
    }

    /// The lines joined by line breaks, as a transcript file holds them.
    public var text: String { lines.joined(separator: "\n") + "\n" }
}
