/// The single result of a link session: exactly one per session, whatever the vendor SDK does.
public enum LinkOutcome: Sendable, Hashable {
    /// The user linked an account.
    case success(LinkSuccess)
    /// The flow ended without a credential.
    case exit(LinkExit)

    /// The success, if this is one.
    public var success: LinkSuccess? {
        if case .success(let success) = self { return success }
        return nil
    }

    /// The exit, if this is one.
    public var exit: LinkExit? {
        if case .exit(let exit) = self { return exit }
        return nil
    }

    /// The adapter that produced the outcome.
    public var adapterName: String {
        switch self {
        case .success(let success): return success.adapterName
        case .exit(let exit): return exit.adapterName
        }
    }

    /// The configuration entry the session was made from, if any.
    public var entryName: String? {
        switch self {
        case .success(let success): return success.entryName
        case .exit(let exit): return exit.entryName
        }
    }
}
