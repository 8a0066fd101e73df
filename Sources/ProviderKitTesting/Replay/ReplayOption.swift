
/// A command-line option an adapter's transcript replayer accepts, such as Meld's `--widget-url`.
public struct ReplayOption: Sendable, Hashable {
    /// The flag, with its leading dashes: `--widget-url`.
    public var flag: String
    /// `true` if replay cannot run without it.
    public var isRequired: Bool
    /// One sentence for `--help`.
    public var summary: String

    /// Creates an option.
    public init(_ flag: String, required: Bool = false, summary: String) {
        self.flag = flag
        self.isRequired = required
        self.summary = summary
    }
}
