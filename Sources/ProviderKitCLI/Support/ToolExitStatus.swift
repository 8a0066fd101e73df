/// The exit statuses of `providerkit`, one table for every command, following `sysexits.h`: the
/// same failure exits with the same status whichever command meets it (a missing file is `66`
/// everywhere). `docs/cli.md` lists them, and a test keeps the list and this type equal.
public enum ToolExitStatus: Int32, Sendable, CaseIterable {
    /// The command did its job: a valid configuration (warnings allowed), a link or replay that
    /// ran (whatever its outcome), every conformance check passed, a store listed or changed.
    case ok = 0
    /// The command ran, and what it was asked to act on does not exist or does not hold; nothing
    /// changed (`store remove` of an id the store does not hold, a `replay BUNDLE` attempt that
    /// did not reproduce).
    case notFound = 1
    /// The command line is wrong (`EX_USAGE`): an unknown command or option, a missing or extra
    /// argument, a value that is not one of the allowed ones (a format, an entry, an adapter, a
    /// scenario), options that do not go together.
    case usage = 64
    /// An input was read but is not valid (`EX_DATAERR`): a configuration with errors, an adapter
    /// manifest with errors, a malformed transcript line, a corrupt or newer store file, a file
    /// that is not UTF-8.
    case dataError = 65
    /// An input file does not exist or cannot be read (`EX_NOINPUT`): a configuration, manifest,
    /// transcript or store file.
    case noInput = 66
    /// What was asked for exists but this tool cannot run it (`EX_UNAVAILABLE`): an entry whose
    /// adapter is known only from an adapter manifest has no sandbox here.
    case unavailable = 69
    /// An adapter misbehaved (`EX_SOFTWARE`): a conformance check failed, or a built-in sandbox
    /// could not start.
    case software = 70
    /// Writing failed (`EX_IOERR`): a store file could not be written; its previous contents are intact.
    case ioError = 74

    /// The row of `docs/cli.md`'s table: what the status means.
    public var summary: String {
        switch self {
        case .ok: return "success: the command did its job (a valid configuration, warnings allowed; a link or replay that ran, whatever its outcome; every conformance check passed)"
        case .notFound: return "nothing to act on, or it does not hold: `store remove` found no connection with that id; `replay BUNDLE` found an attempt that did not reproduce; nothing changed"
        case .usage: return "usage error: unknown command or option, missing or extra argument, a value not among the allowed ones (format, entry, adapter, scenario), options that conflict"
        case .dataError: return "invalid input: a configuration or adapter manifest with errors, a malformed transcript line, a corrupt or newer store file, text that is not UTF-8"
        case .noInput: return "cannot open input: a configuration, manifest, transcript or store file that does not exist or cannot be read (a directory, no permission)"
        case .unavailable: return "cannot run here: the entry's adapter is known only from an adapter manifest, so this tool has no sandbox, replayer or tables for it"
        case .software: return "an adapter misbehaved: a conformance check failed, or a built-in sandbox could not start"
        case .ioError: return "write failed: a store file could not be written (its previous contents are intact)"
        }
    }
}
