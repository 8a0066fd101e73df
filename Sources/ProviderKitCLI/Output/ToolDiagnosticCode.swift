import ProviderKit
import ProviderKitTesting

/// The stable codes of every diagnostic the tool prints, with what each means and the exit status
/// it leads to: the configuration's (`config.…`, from the core), the adapter manifest's
/// (`manifest.…`), the tool's own (`usage.…`, `input.…`, `tool.…`, `store.…`) and replay's.
/// `docs/cli.md` lists them; a test keeps the page and ``all`` equal.
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
    /// An option without its value, given twice, or a flag given a value.
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
    /// An input file read whole is larger than its limit (4 MiB); it was not read past the limit.
    public static let fileTooLarge = "input.tooLarge"
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
    /// `link --journey killed-mid-oauth`: the journal could not be written; the journey ran
    /// without surviving a kill.
    public static let journalWriteFailed = "journal.writeFailed"
    /// A transcript ended without a terminal callback (replay, warning).
    public static let noOutcome = "noOutcome"
    /// `link --config-url`: which configuration layer is active, and why (info).
    public static let configurationLayer = "remote.layer"
    /// `link --config-url`: what the fetch of the remote file gave (info; a warning when the file
    /// was not activated).
    public static let configurationFetch = "remote.fetch"

    /// Every code the tool prints, with its status and meaning.
    public static let all: [Entry] = configuration + manifest + tool

    /// The configuration validator's codes (``ConfigDiagnostic/Code``).
    static let configuration: [Entry] = [
        Entry(code: ConfigDiagnostic.Code.malformed.rawValue, status: .dataError, meaning: "not JSON (or, for a `.plist`, not a property list); nothing else could be checked"),
        Entry(code: ConfigDiagnostic.Code.unreadable.rawValue, status: .noInput, meaning: "the library could not read the file (the CLI reports `input.…` instead)"),
        Entry(code: ConfigDiagnostic.Code.unsupportedVersion.rawValue, status: .dataError, meaning: "`version` is not 1"),
        Entry(code: ConfigDiagnostic.Code.missingKey.rawValue, status: .dataError, meaning: "`version`, `provider`, `providers` or an entry's `adapter` is missing"),
        Entry(code: ConfigDiagnostic.Code.unknownKey.rawValue, status: .dataError, meaning: "a key the schema or the entry's adapter does not have (with a \"did you mean\")"),
        Entry(code: ConfigDiagnostic.Code.wrongType.rawValue, status: .dataError, meaning: "a value of the wrong JSON type"),
        Entry(code: ConfigDiagnostic.Code.invalidValue.rawValue, status: .dataError, meaning: "a value of the right type that cannot be used (an empty `providers`)"),
        Entry(code: ConfigDiagnostic.Code.unknownEntry.rawValue, status: .dataError, meaning: "`provider`, a fallback or a route names no entry"),
        Entry(code: ConfigDiagnostic.Code.redundantFallback.rawValue, status: nil, meaning: "warning: a fallback is the active entry"),
        Entry(code: ConfigDiagnostic.Code.duplicateFallback.rawValue, status: nil, meaning: "warning: a fallback is listed twice"),
        Entry(code: ConfigDiagnostic.Code.unknownAdapter.rawValue, status: .dataError, meaning: "an entry's adapter is neither built in nor declared with `--adapters` (the message says how to declare it)"),
        Entry(code: ConfigDiagnostic.Code.missingRedirectURI.rawValue, status: .dataError, meaning: "the entry's adapter needs a `redirectURI`"),
        Entry(code: ConfigDiagnostic.Code.invalidRedirectURI.rawValue, status: .dataError, meaning: "`redirectURI` is not an https universal link without query, fragment or user info"),
        Entry(code: ConfigDiagnostic.Code.missingOption.rawValue, status: .dataError, meaning: "a required adapter option is missing"),
        Entry(code: ConfigDiagnostic.Code.disallowedValue.rawValue, status: .dataError, meaning: "an option's value is not one of the values the adapter allows (a Mesh adapter without a store allows storage only as `false`)"),
        Entry(code: ConfigDiagnostic.Code.serverSecret.rawValue, status: .dataError, meaning: "a key that holds a server secret; it belongs on the app's server"),
        Entry(code: ConfigDiagnostic.Code.adapterRule.rawValue, status: .dataError, meaning: "a rule of the adapter's own `validate(entry:)` (an error or a warning; adapters may use codes of their own, `<adapter>.…`)"),
    ]

    /// The adapter manifest reader's codes.
    static let manifest: [Entry] = [
        Entry(code: ConfigDiagnostic.Code.manifestMalformed.rawValue, status: .dataError, meaning: "the manifest is not JSON"),
        Entry(code: ConfigDiagnostic.Code.manifestUnsupported.rawValue, status: .dataError, meaning: "not an adapter manifest (`format`), or a newer format `version`"),
        Entry(code: ConfigDiagnostic.Code.manifestInvalid.rawValue, status: .dataError, meaning: "a manifest member that is missing, of the wrong type or not valid (an unknown option kind, a name listed twice)"),
        Entry(code: ConfigDiagnostic.Code.manifestUnknownKey.rawValue, status: nil, meaning: "warning: a manifest member this ProviderKit does not know; ignored"),
        Entry(code: ConfigDiagnostic.Code.manifestVersionMismatch.rawValue, status: nil, meaning: "warning: another ProviderKit version wrote the manifest; regenerate it"),
        Entry(code: rulesNotChecked, status: nil, meaning: "info: the entry's adapter is described only by the manifest; its Swift `validate(entry:)` rules run when the app loads the configuration"),
    ]

    /// The tool's own codes.
    static let tool: [Entry] = [
        Entry(code: unknownCommand, status: .usage, meaning: "no such command"),
        Entry(code: unknownOption, status: .usage, meaning: "the command has no such option (with a \"did you mean\")"),
        Entry(code: malformedOption, status: .usage, meaning: "an option without its value, given twice, or a flag given a value"),
        Entry(code: missingArgument, status: .usage, meaning: "a required argument or option is missing"),
        Entry(code: unexpectedArgument, status: .usage, meaning: "more arguments than the command takes"),
        Entry(code: invalidValue, status: .usage, meaning: "a value that is not one of the allowed ones: format, scenario, journey, adapter option"),
        Entry(code: unknownEntry, status: .usage, meaning: "`--provider` names no entry of the configuration"),
        Entry(code: unknownAdapter, status: .usage, meaning: "`--adapter` names no adapter the tool knows"),
        Entry(code: conflictingOptions, status: .usage, meaning: "options that do not go together"),
        Entry(code: fileNotFound, status: .noInput, meaning: "an input file does not exist"),
        Entry(code: fileUnreadable, status: .noInput, meaning: "an input file cannot be read (a directory, no permission)"),
        Entry(code: fileNotUTF8, status: .dataError, meaning: "an input file is not UTF-8 text"),
        Entry(code: fileTooLarge, status: .dataError, meaning: "an input file read whole is larger than 4 MiB; nothing past the limit was read"),
        Entry(code: noSandbox, status: .unavailable, meaning: "the adapter is known only from an adapter manifest: no sandbox, replayer or tables here"),
        Entry(code: sandboxFailed, status: .software, meaning: "a built-in sandbox could not start"),
        Entry(code: storeNotFound, status: .notFound, meaning: "`store remove`: no connection with that id; nothing changed"),
        Entry(code: storeCorrupt, status: .dataError, meaning: "the store file is corrupt; it was moved aside, never overwritten"),
        Entry(code: storeUnsupportedVersion, status: .dataError, meaning: "the store file has a newer format version; it was left alone"),
        Entry(code: storeUnreadable, status: .noInput, meaning: "the store file exists but cannot be read"),
        Entry(code: storeWriteFailed, status: .ioError, meaning: "writing the store failed; its previous contents are intact"),
        Entry(code: journalWriteFailed, status: .ioError, meaning: "`link --journey killed-mid-oauth`: the journal could not be written (every journal problem is printed before it)"),
        Entry(code: LinkDiagnostic.Code.malformedInput.rawValue, status: .dataError, meaning: "`replay`: a transcript line that cannot be read (its line, and column for JSON syntax); replay goes on"),
        Entry(code: noOutcome, status: nil, meaning: "warning (`replay`): the transcript ended without a terminal callback"),
        Entry(code: configurationLayer, status: nil, meaning: "info (`link --config-url`): which configuration layer is active (bundled, cache, remote) and why"),
        Entry(code: configurationFetch, status: nil, meaning: "info (`link --config-url`): the fetch's outcome; a warning, with the file's problems after it, when the active configuration stayed as it was"),
    ]
}
