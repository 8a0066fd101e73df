/// The exit statuses of `providerkit`, following `sysexits.h`.
public enum ToolExitStatus: Int32, Sendable {
    /// Success: the command did its job (a link flow reached an outcome, whichever it was).
    case ok = 0
    /// Some checks failed (`conformance`).
    case failure = 1
    /// The command line was wrong.
    case usage = 64
    /// The input (configuration, transcript) was invalid.
    case dataError = 65
    /// ProviderKit itself failed (an adapter could not run).
    case software = 70
}
