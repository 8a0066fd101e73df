/// The stable codes of the tool's own diagnostics, with what each means and the exit status it
/// leads to. `docs/cli.md` lists these and the configuration's, manifest's and replay's codes; a
/// test keeps the page and ``all`` equal.
public enum ToolDiagnosticCode {
    /// One documented code.
    public struct Entry: Sendable, Hashable {
        /// The code.
        public var code: String
        /// The exit status a command ends with when this is its first error; `nil` for codes
        /// that are never errors on their own (warnings, infos).
        public var status: ToolExitStatus?
        /// One sentence.
        public var meaning: String
    }

    /// An unknown command.
    public static let unknownCommand = "usage.unknownCommand"
    /// An option the command does not have.
    public static let unknownOption = "usage.unknownOption"
    /// An option without its value, or a flag given a value.
    public static let malformedOption = "usage.malformedOption"
    /// A required argument or option is missing.
    public static let missingArgument = "usage.missingArgument"
    /// More positional arguments than the command takes.
    public static let unexpectedArgument = "usage.unexpectedArgument"
    /// An option's value is not one of the allowed ones (format, scenario, journey, adapter option).
    public static let invalidValue = "usage.invalidValue"
    /// `--provider` names no entry of the configuration.
    public static let unknownEntry = "usage.unknownEntry"
    /// `--adapter` names no adapter the tool knows.
    public static let unknownAdapter = "usage.unknownAdapter"
    /// Options that do not go together.
    public static let conflictingOptions = "usage.conflictingOptions"
    /// An input file does not exist.
    public static let fileNotFound = "input.notFound"
    /// An input file exists but cannot be read (a directory, no permission).
    public static let fileUnreadable = "input.unreadable"
    /// An input file is not UTF-8 text.
    public static let fileNotUTF8 = "input.notUTF8"
    /// The adapter is known only from an adapter manifest: the tool has no sandbox, replayer or tables for it.
    public static let noSandbox = "tool.noSandbox"
    /// A built-in sandbox could not start.
    public static let sandboxFailed = "tool.sandboxFailed"
    /// An entry's adapter is described only by the manifest: the Swift rules of its
    /// `validate(entry:)` run when the app loads the configuration, not here (info).
    public static let rulesNotChecked = "manifest.rulesNotChecked"
    /// `store remove`: no connection with that id.
    public static let storeNotFound = "store.notFound"
    /// The store file is corrupt; it was moved aside.
    public static let storeCorrupt = "store.corrupt"
    /// The store file was written by a newer format version; it was left alone.
    public static let storeUnsupportedVersion = "store.unsupportedVersion"
    /// The store file exists but cannot be read.
    public static let storeUnreadable = "store.unreadable"
    /// Writing the store failed; its previous contents are intact.
    public static let storeWriteFailed = "store.writeFailed"
    /// A transcript ended without a terminal callback (replay, warning).
    public static let noOutcome = "noOutcome"

    /// Every code the tool itself prints, with its status and meaning.
    public static let all: [Entry] = [
        Entry(code: unknownCommand, status: .usage, meaning: "no such command"),
        Entry(code: unknownOption, status: .usage, meaning: "the command has no such option (with a \"did you mean\")"),
        Entry(code: malformedOption, status: .usage, meaning: "an option without its value, or a flag given one"),
        Entry(code: missingArgument, status: .usage, meaning: "a required argument or option is missing"),
        Entry(code: unexpectedArgument, status: .usage, meaning: "more arguments than the command takes"),
        Entry(code: invalidValue, status: .usage, meaning: "a value that is not one of the allowed ones: format, scenario, journey, adapter option"),
        Entry(code: unknownEntry, status: .usage, meaning: "`--provider` names no entry of the configuration"),
        Entry(code: unknownAdapter, status: .usage, meaning: "`--adapter` names no adapter the tool knows"),
        Entry(code: conflictingOptions, status: .usage, meaning: "options that do not go together"),
        Entry(code: fileNotFound, status: .noInput, meaning: "an input file does not exist"),
        Entry(code: fileUnreadable, status: .noInput, meaning: "an input file cannot be read (a directory, no permission)"),
        Entry(code: fileNotUTF8, status: .dataError, meaning: "an input file is not UTF-8 text"),
        Entry(code: noSandbox, status: .unavailable, meaning: "the adapter is known only from an adapter manifest: no sandbox, replayer or tables here"),
        Entry(code: sandboxFailed, status: .software, meaning: "a built-in sandbox could not start"),
        Entry(code: rulesNotChecked, status: nil, meaning: "info: the entry's adapter is described only by the manifest; its Swift `validate(entry:)` rules run when the app loads the configuration"),
        Entry(code: storeNotFound, status: .notFound, meaning: "`store remove`: no connection with that id; nothing changed"),
        Entry(code: storeCorrupt, status: .dataError, meaning: "the store file is corrupt; it was moved aside, never overwritten"),
        Entry(code: storeUnsupportedVersion, status: .dataError, meaning: "the store file has a newer format version; it was left alone"),
        Entry(code: storeUnreadable, status: .noInput, meaning: "the store file exists but cannot be read"),
        Entry(code: storeWriteFailed, status: .ioError, meaning: "writing the store failed; its previous contents are intact"),
        Entry(code: noOutcome, status: nil, meaning: "warning (`replay`): the transcript ended without a terminal callback"),
    ]
}
