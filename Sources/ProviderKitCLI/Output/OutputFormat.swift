/// How a command prints its results.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Lines for people.
    case text
    /// One JSON object per line.
    case json
    /// A Markdown document (`errors`).
    case markdown
}
